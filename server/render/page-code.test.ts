import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createPageCode, namePageCode, NOT_FOUND_MODULE, PAGE_CHUNK_MODULES, type ViteManifest } from "./page-code";

const manifest: ViteManifest = {
  "index.html": { file: "assets/index-E.js", imports: ["_boot-helper-H.js"] },
  "_boot-helper-H.js": { file: "assets/boot-helper-H.js" },
  "src/entry-client.tsx": { file: "assets/app-C.js", imports: ["_jsx-runtime-J.js", "_boot-helper-H.js"] },
  "_jsx-runtime-J.js": { file: "assets/jsx-runtime-J.js" },
  "_dates-D.js": { file: "assets/dates-D.js", imports: ["_jsx-runtime-J.js"] },
  "_body-B.js": { file: "assets/body-B.js", imports: ["_dates-D.js"] },
  "src/pages/article-page.tsx": { file: "assets/article-page-A.js", imports: ["src/entry-client.tsx", "_jsx-runtime-J.js", "_body-B.js"] },
  "src/pages/home-page.tsx": { file: "assets/home-page-H.js", imports: ["src/entry-client.tsx", "_jsx-runtime-J.js"] },
  "src/pages/not-found-page.tsx": { file: "assets/not-found-page-N.js", imports: ["src/entry-client.tsx"] },
};
/** What the app's entry imports, then the article chunk and its imports, in the order they are named. */
const APP_FILES = ["/assets/jsx-runtime-J.js"];
const ARTICLE_FILES = ["/assets/article-page-A.js", "/assets/body-B.js", "/assets/dates-D.js"];
const files = (named: string) => named.split(" ").filter(Boolean);

describe("the code a page hydrates with", () => {
  it("is the app's entry, what it imports and the page's chunk with its imports, but nothing the browser entry loads", () => {
    const code = createPageCode(manifest);
    const article = code("/board/traffic-accident/drunk-driving-guide", 200);
    expect(article.app).toBe("/assets/app-C.js");
    expect(files(article.chunks)).toEqual([...APP_FILES, ...ARTICLE_FILES]);
    expect(files(code("/", 200).chunks)).toEqual([...APP_FILES, "/assets/home-page-H.js"]);
  });

  it("adds the not-found chunk to a page answered 404, which is alone for an unknown path", () => {
    const code = createPageCode(manifest);
    expect(files(code("/board/traffic-accident/no-such-guide", 404).chunks)).toEqual([
      ...APP_FILES,
      ...ARTICLE_FILES,
      "/assets/not-found-page-N.js",
    ]);
    expect(files(code("/no/such/page", 404).chunks)).toEqual([...APP_FILES, "/assets/not-found-page-N.js"]);
  });

  it("is named on the entry's script tag, whatever attributes the build gave it", () => {
    const html = '<head><script type="module" fetchpriority="low" crossorigin src="/assets/index-E.js"></script></head>';
    expect(namePageCode(html, { app: "/assets/app-C.js", chunks: "/assets/a.js /assets/b.js" })).toBe(
      '<head><script type="module" fetchpriority="low" crossorigin src="/assets/index-E.js" data-app="/assets/app-C.js" data-chunks="/assets/a.js /assets/b.js"></script></head>',
    );
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
