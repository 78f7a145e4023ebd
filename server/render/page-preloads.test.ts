import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createPagePreloads, NOT_FOUND_MODULE, PAGE_CHUNK_MODULES, type ViteManifest } from "./page-preloads";

const manifest: ViteManifest = {
  "index.html": { file: "assets/index-E.js", imports: ["_jsx-runtime-J.js"] },
  "_jsx-runtime-J.js": { file: "assets/jsx-runtime-J.js" },
  "_dates-D.js": { file: "assets/dates-D.js", imports: ["_jsx-runtime-J.js"] },
  "_body-B.js": { file: "assets/body-B.js", imports: ["_dates-D.js"] },
  "src/pages/article-page.tsx": { file: "assets/article-page-A.js", imports: ["index.html", "_jsx-runtime-J.js", "_body-B.js"] },
  "src/pages/home-page.tsx": { file: "assets/home-page-H.js", imports: ["index.html", "_jsx-runtime-J.js"] },
  "src/pages/not-found-page.tsx": { file: "assets/not-found-page-N.js", imports: ["index.html"] },
};
/** The article chunk and its imports beyond the entry's, in the order the preloads name them. */
const ARTICLE_FILES = ["/assets/article-page-A.js", "/assets/body-B.js", "/assets/dates-D.js"];
const hrefs = (tags: string) => [...tags.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe("module preloads of a page's chunks", () => {
  it("names the page's chunk and what it imports, transitively, but nothing the entry already loads", () => {
    const preloads = createPagePreloads(manifest);
    expect(hrefs(preloads("/board/traffic-accident/drunk-driving-guide", 200))).toEqual(ARTICLE_FILES);
    expect(hrefs(preloads("/", 200))).toEqual(["/assets/home-page-H.js"]);
  });

  it("adds the not-found chunk to a page answered 404, and gives it alone for an unknown path", () => {
    const preloads = createPagePreloads(manifest);
    expect(hrefs(preloads("/board/traffic-accident/no-such-guide", 404))).toEqual([...ARTICLE_FILES, "/assets/not-found-page-N.js"]);
    expect(hrefs(preloads("/no/such/page", 404))).toEqual(["/assets/not-found-page-N.js"]);
  });

  it("names the very modules the client's page chunks import", () => {
    const pages = readFileSync("client/src/app/pages.ts", "utf8");
    for (const [chunk, module] of Object.entries(PAGE_CHUNK_MODULES)) {
      const imported = new RegExp(`\\b${chunk}: lazyPage\\(\\(\\) => import\\("@/pages/([\\w-]+)"\\)`).exec(pages)?.[1];
      expect(`src/pages/${imported}.tsx`, chunk).toBe(module);
    }
    expect(readFileSync("client/src/pages/not-found-chunk.ts", "utf8")).toContain('import("./not-found-page")');
    expect(NOT_FOUND_MODULE).toBe("src/pages/not-found-page.tsx");
  });
});
