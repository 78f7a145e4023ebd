// No import circle anywhere in the repository, type-only imports included. eslint's import-x/no-cycle skips
// `import type`, and the no-restricted-paths zones only see imports across folders, so this test reads every
// source file's imports with TypeScript's own scanner (static, type-only and dynamic alike), resolves them as the
// compiler does (tsconfig paths), and looks for strongly connected components of more than one file.
import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");

type Graph = Map<string, string[]>;

/** The repository's source files (what tsconfig.json includes, and the scripts) and, for each, the files of the repository it imports. */
function repositoryGraph(): Graph {
  const configFile = ts.readConfigFile(path.join(ROOT, "tsconfig.json"), ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(configFile.config, ts.sys, ROOT);
  const scripts = ts.sys.readDirectory(path.join(ROOT, "scripts"), [".mjs"]);
  const files = [...parsed.fileNames, ...scripts].filter(
    (f) => !f.includes("/node_modules/") && /\.(ts|tsx|mjs)$/.test(f) && !f.endsWith(".d.ts"),
  );
  const inRepo = new Set(files);
  const options = { ...parsed.options, allowJs: true };
  const host = ts.createCompilerHost(options);
  const graph: Graph = new Map();
  for (const file of files) {
    const info = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    const targets = new Set<string>();
    for (const ref of info.importedFiles) {
      const resolved = ts.resolveModuleName(ref.fileName, file, options, host).resolvedModule?.resolvedFileName;
      if (resolved && inRepo.has(resolved)) targets.add(resolved);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** Tarjan's strongly connected components: every group of files that import each other, directly or around a loop. */
export function circles(graph: Graph): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    indexOf.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indexOf.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indexOf.get(w)!));
    }
    if (low.get(v) === indexOf.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || (graph.get(v) ?? []).includes(v)) out.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!indexOf.has(v)) visit(v);
  return out;
}

describe("the import graph", () => {
  it("finds a circle that closes through a type-only import (the check can fail)", () => {
    const graph: Graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts"]],
      ["d.ts", ["a.ts"]],
    ]);
    expect(circles(graph)).toEqual([["a.ts", "b.ts", "c.ts"]]);
    expect(
      circles(
        new Map([
          ["a.ts", ["b.ts"]],
          ["b.ts", []],
        ]),
      ),
    ).toEqual([]);
  });

  it("reads type-only imports as arrows", () => {
    const info = ts.preProcessFile(
      `import type { A } from "./a";\nexport type { B } from "./b";\nconst c = () => import("./c");\n`,
      true,
      true,
    );
    expect(info.importedFiles.map((f) => f.fileName)).toEqual(["./a", "./b", "./c"]);
  });

  it("has no circle anywhere in the repository", () => {
    const graph = repositoryGraph();
    expect(graph.size).toBeGreaterThan(300);
    // The scripts are read too (an arrow between two of them proves it).
    expect(graph.get(path.join(ROOT, "scripts/images/make-images.mjs"))).toContain(path.join(ROOT, "scripts/images/hero.mjs"));
    const found = circles(graph).map((group) => group.map((f) => path.relative(ROOT, f)));
    expect(found).toEqual([]);
  });
});
