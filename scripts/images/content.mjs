// Which heroes to draw: one per content/articles/*.md and content/interviews/*.md, in file-name order,
// with the slug and the palette key read from the file's front matter.
import fs from "node:fs";
import path from "node:path";
import { PALETTES } from "./palettes.mjs";

function readFrontMatter(file) {
  const text = fs.readFileSync(file, "utf8");
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? "";
  const field = (name) => new RegExp(`^${name}:\\s*["']?([^"'\\r\\n]*?)["']?\\s*$`, "m").exec(block)?.[1];
  return { slug: field("slug"), category: field("category") };
}

export function contentEntries(root, kind) {
  const dir = path.join(root, "content", kind);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => {
      const file = path.join(dir, name);
      const { slug, category } = readFrontMatter(file);
      if (!slug || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) throw new Error(`${file}: missing or invalid slug`);
      const paletteKey = kind === "interviews" ? "interviews" : category;
      if (!PALETTES[paletteKey]) console.warn(`warning: ${file}: unknown category "${category}", using the fallback palette`);
      return { kind, slug, category: paletteKey };
    });
}
