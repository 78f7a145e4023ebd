// What a first visit downloads, read from the Vite manifest of dist/client.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const root = path.resolve(import.meta.dirname, "../..");

/** Public pages: a first visit to one must stay within this much gzipped JavaScript. */
export const JS_BUDGET = 85 * 1024;

/** Gzipped size of the JavaScript a first visit to `routeModule` downloads (the entry, the app entry it loads, their static imports and the page chunk). */
export function firstVisitJs(routeModule) {
  const manifest = JSON.parse(readFileSync(path.join(root, "dist/client/.vite/manifest.json"), "utf8"));
  if (!manifest[routeModule]) throw new Error(`${routeModule} is not in the Vite manifest`);
  const seen = new Set();
  const visit = (key) => {
    if (!key || seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  visit("index.html");
  visit("src/entry-client.tsx");
  visit(routeModule);
  let total = 0;
  const files = [];
  for (const key of seen) {
    const file = manifest[key].file;
    const size = gzipSync(readFileSync(path.join(root, "dist/client", file)), { level: 9 }).length;
    total += size;
    files.push({ key, file, size });
  }
  return { total, files, keys: seen };
}
