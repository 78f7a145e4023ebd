// What a first visit downloads: the files a page's server HTML has the browser load, read from the page itself
// (its entry script, and the app and chunks that script names in data-app and data-chunks), so the budget
// measures exactly what the server sends, page by page.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const distClient = path.resolve(import.meta.dirname, "../../dist/client");

/** Public pages: a first visit to one must stay within this much gzipped JavaScript. */
export const JS_BUDGET = 86 * 1024;

/** The JavaScript files a page's HTML loads, as site paths ("/assets/…"): the entry, then what it names. */
export function scriptsOfPage(html) {
  const tag = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"[^>]*>/.exec(html);
  if (!tag) throw new Error("the page has no entry script");
  const attr = (name) => new RegExp(` ${name}="([^"]*)"`).exec(tag[0])?.[1] ?? "";
  return [tag[1], ...attr("data-app").split(" "), ...attr("data-chunks").split(" ")].filter(Boolean);
}

/** The source module of every built file, from the Vite manifest (to tell back-office code by its source). */
function sourcesByFile() {
  const manifest = JSON.parse(readFileSync(path.join(distClient, ".vite/manifest.json"), "utf8"));
  return new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));
}

/** The gzipped size (level 9) of the JavaScript a first visit to the page with this HTML downloads, file by file. */
export function firstVisitJs(html) {
  const sources = sourcesByFile();
  const files = scriptsOfPage(html).map((file) => ({
    file,
    source: sources.get(file) ?? file,
    size: gzipSync(readFileSync(path.join(distClient, file)), { level: 9 }).length,
  }));
  return { total: files.reduce((sum, f) => sum + f.size, 0), files };
}
