// Page addresses are written in one place, shared/pages/page-map.ts. This scan keeps it so: outside that module
// (tests aside), no source file in client/, server/ or shared/ may spell a page path as a string.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PAGES } from "@shared/pages/page-map";

const ROOT = path.resolve(import.meta.dirname, "..");
const MAP_MODULE = path.join("shared", "pages", "page-map.ts");

/** First segments of every page pattern ("about", "board", ...): a string starting with "/about" is a page path. */
const ROOTS = [...new Set(PAGES.map((p) => p.pattern.split("/")[1]).filter(Boolean))];
/**
 * A page path opening a string, "/about", '/board/…', `/interview/${…}`, "/contact?…", or following an
 * interpolation in a template, `${siteUrl}/admin`.
 */
const PAGE_LITERAL = new RegExp(String.raw`(?:["'\`]|\})/(?:${ROOTS.join("|")})(?=["'\`/?#]|\$\{)`, "g");
/** The home page's "/" where it is used as an address: a link, a navigation, a breadcrumb or canonical path. */
const HOME_LITERAL = /(?:href=\{?|href:\s*|navigate\(|canonicalPath:\s*|path:\s*)["'`]\/["'`]/g;
/** An Express router's route ("/booking/types"): an API path under /api, even when it opens like a page's. */
const API_ROUTE = /\brouter\.(?:get|post|put|patch|delete|use)\(\s*["'`][^"'`]*["'`]/g;
/** Cookie options set `path: "/"` for the whole site; that "/" is not a page address. */
const COOKIE_PATH = /cookie[\s\S]{0,200}path:\s*["']\/["']/i;

function findLiterals(source: string): string[] {
  const found = [...source.replace(API_ROUTE, "").matchAll(PAGE_LITERAL)].map((m) => m[0]);
  const withoutCookiePaths = source.replace(COOKIE_PATH, "");
  return [...found, ...[...withoutCookiePaths.matchAll(HOME_LITERAL)].map((m) => m[0])];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)))
    .filter((file) => file !== MAP_MODULE && !file.split(path.sep).includes("test"));
}

describe("page paths", () => {
  it("the scan recognises a page path written as a string", () => {
    expect(findLiterals(`<Link href="/about">`)).toHaveLength(1);
    expect(findLiterals("const p = `/board/${c}/${s}`;")).toHaveLength(1);
    expect(findLiterals(`navigate("/interview?q=" + q)`)).toHaveLength(1);
    expect(findLiterals("const link = `${siteUrl}/admin`;")).toHaveLength(1);
    expect(findLiterals(`<Link href="/">홈</Link>`)).toHaveLength(1);
    expect(findLiterals(`{ name: "홈", path: "/" }`)).toHaveLength(1);
    expect(findLiterals(`fetch("/api/board-posts"); img("/attached_assets/a.webp"); s.split("/"); "/boardroom"`)).toHaveLength(0);
    expect(findLiterals(`cookie: { httpOnly: true, path: "/" }`)).toHaveLength(0);
    expect(findLiterals(`router.get("/booking/types", handler)`)).toHaveLength(0);
  });

  it("no file outside the page map spells one", () => {
    const offenders = ["client", "server", "shared"]
      .flatMap(sourceFiles)
      .flatMap((file) => findLiterals(readFileSync(path.join(ROOT, file), "utf8")).map((literal) => `${file}: ${literal}`));
    expect(offenders).toEqual([]);
  });
});
