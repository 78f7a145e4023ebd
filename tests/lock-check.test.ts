// The lock-file check CI runs before `npm ci`: it passes on the repository's lock and names what a pruned
// lock lacks, with the command that regenerates it.
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const script = path.join(root, "scripts/check-lock.mjs");
const dir = mkdtempSync(path.join(tmpdir(), "lock-check-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("check-lock", () => {
  it("accepts the repository's lock", () => {
    expect(execFileSync("node", [script], { encoding: "utf8" })).toMatch(/every platform's optional packages present/);
  });

  it("refuses a lock pruned of another platform's package and says how to regenerate it", () => {
    copyFileSync(path.join(root, "package.json"), path.join(dir, "package.json"));
    const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8"));
    // As npm 11 prunes it: macOS's esbuild binary gone everywhere in the tree.
    const pruned = Object.keys(lock.packages).filter((key) => key.endsWith("node_modules/@esbuild/darwin-arm64"));
    expect(pruned.length).toBeGreaterThan(0);
    for (const key of pruned) delete lock.packages[key];
    writeFileSync(path.join(dir, "package-lock.json"), JSON.stringify(lock));
    const run = spawnSync("node", [script, dir], { encoding: "utf8" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("optional @esbuild/darwin-arm64 is not in the lock");
    expect(run.stderr).toContain("rm -rf node_modules package-lock.json && npm install --package-lock-only && npm ci");
  });
});
