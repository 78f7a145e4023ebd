import { describe, expect, it } from "vitest";
import { POLICY_VERSION_IDS } from "../privacy/policy-versions";
import { CATEGORY_SLUGS } from "../content/category-slugs";
import {
  breadcrumbTrail,
  isPrivatePath,
  matchPage,
  NAV_PAGES,
  PAGE_TYPES,
  PAGES,
  page,
  pathOf,
  paths,
  privatePathRoots,
  withSearch,
} from "./page-map";

describe("path builders", () => {
  it("fill each pattern's params", () => {
    expect(paths.home()).toBe("/");
    expect(paths.about()).toBe("/about");
    expect(paths.board()).toBe("/board");
    expect(paths.boardCategory({ category: "fraud" })).toBe("/board/fraud");
    expect(paths.article({ category: "fraud", slug: "사기죄-고소" })).toBe("/board/fraud/사기죄-고소");
    expect(paths.interview({ slug: "a-b" })).toBe("/interview/a-b");
    expect(paths.admin()).toBe("/admin");
  });
  it("refuse a missing param instead of writing a broken path", () => {
    expect(() => pathOf("article", { category: "fraud" })).toThrow(/:slug/);
  });
  it("add a search term only when there is one", () => {
    expect(withSearch("/board", "")).toBe("/board");
    expect(withSearch("/board", "음주 운전")).toBe("/board?q=%EC%9D%8C%EC%A3%BC%20%EC%9A%B4%EC%A0%84");
  });
});

describe("matchPage", () => {
  const name = (path: string) => matchPage(path)?.page.name;
  it("finds every page from the path its builder makes, with the same params", () => {
    const examples: Record<string, Record<string, string>> = {
      boardCategory: { category: "defamation" },
      article: { category: "fraud", slug: "전세-사기" },
      articleByBoardSlug: { slug: "some-post" },
      articleByPostSlug: { slug: "some-post" },
      interview: { slug: "some-interview" },
      privacyVersion: { version: POLICY_VERSION_IDS[0] },
      bookingManage: { token: "a-manage-token" },
    };
    for (const p of PAGES) {
      const params = examples[p.name] ?? {};
      const match = matchPage(pathOf(p.name, params));
      expect(match?.page.name, p.name).toBe(p.name);
      expect(match?.params).toMatchObject(params);
    }
  });
  it("reads a category segment as a category only when it is one; otherwise as an older article address", () => {
    for (const slug of CATEGORY_SLUGS) expect(name(`/board/${slug}`)).toBe("boardCategory");
    expect(name("/board/drunk-driving-guide")).toBe("articleByBoardSlug");
    expect(matchPage("/board/drunk-driving-guide")?.page.aliasOf).toBe("article");
  });
  it("matches as the client router does: case-insensitive, one trailing slash, URI-decoded", () => {
    expect(name("/ABOUT")).toBe("about");
    expect(name("/board/")).toBe("board");
    expect(matchPage("/board/fraud/%EC%82%AC%EA%B8%B0")?.params).toEqual({ category: "fraud", slug: "사기" });
    expect(matchPage("/board/fraud/%E0%A4%A")?.params.slug).toBe("%E0%A4%A"); // undecodable: kept as it is
  });
  it("knows no other address", () => {
    for (const path of ["/nope", "/about/x", "/board/fraud/a/b", "/interview/a/b", "/post", "/auth/x", "//", "/contact-us"]) {
      expect(name(path), path).toBeUndefined();
    }
  });
  it("covers everything under /admin with the back office", () => {
    expect(name("/admin/anything/deeper")).toBe("admin");
  });
});

describe("private pages", () => {
  it("are the back office and everything under it", () => {
    expect(privatePathRoots().sort()).toEqual(["/admin", "/auth"]);
    for (const path of ["/admin", "/admin/x", "/auth", "/auth/x", "/AUTH"]) expect(isPrivatePath(path), path).toBe(true);
    for (const path of ["/", "/about", "/board/admin", "/authors"]) expect(isPrivatePath(path), path).toBe(false);
  });
  it("never enter the sitemap and have no SEO page type", () => {
    for (const p of PAGES.filter((x) => !x.public)) {
      expect(p.sitemap).toBe("never");
      expect(p.pageType).toBeUndefined();
    }
  });
});

describe("the map itself", () => {
  it("names only pages it has as parents and aliases", () => {
    const names = new Set(PAGES.map((p) => p.name));
    for (const p of PAGES) for (const ref of [p.parent, p.aliasOf]) if (ref) expect(names.has(ref), `${p.name} → ${ref}`).toBe(true);
  });
  it("writes literal segments the matcher can use as they are (no regular-expression characters)", () => {
    for (const p of PAGES) {
      for (const segment of p.pattern.split("/").filter(Boolean)) {
        if (!segment.startsWith(":") && segment !== "*?") expect(segment, p.name).toMatch(/^[a-z0-9-]+$/);
      }
    }
  });
});

describe("page types", () => {
  it("every canonical public page has one, no two pages share one, and every type has a page", () => {
    const canonical = PAGES.filter((p) => p.public && !p.aliasOf && !p.archive && !p.personal);
    const types = canonical.map((p) => p.pageType);
    expect(types.every(Boolean)).toBe(true);
    expect(new Set(types).size).toBe(types.length);
    expect([...types].sort()).toEqual([...PAGE_TYPES].sort());
  });
  it("archived editions have no page type, stay out of the sitemap and answer only for published versions", () => {
    for (const p of PAGES.filter((x) => x.archive)) {
      expect(p.pageType).toBeUndefined();
      expect(p.sitemap).toBe("never");
      expect(p.parent).toBeDefined();
    }
    expect(matchPage(`/privacy/${POLICY_VERSION_IDS[0]}`)?.page.name).toBe("privacyVersion");
    expect(matchPage("/privacy/2001-01-01")).toBeUndefined();
    expect(matchPage("/privacy/..%2fadmin")).toBeUndefined();
  });
  it("a person's own page (a booking's manage link) has no page type and stays out of the sitemap", () => {
    const personal = PAGES.filter((x) => x.personal);
    expect(personal.map((p) => p.name)).toEqual(["bookingManage"]);
    for (const p of personal) {
      expect(p.pageType).toBeUndefined();
      expect(p.sitemap).toBe("never");
    }
  });
  it("older address shapes are not pages of their own", () => {
    for (const p of PAGES.filter((x) => x.aliasOf)) {
      expect(p.pageType).toBeUndefined();
      expect(p.sitemap).toBe("never");
      expect(page(p.aliasOf!).chunks[0]).toBe(p.chunks[0]);
    }
  });
});

describe("breadcrumbTrail", () => {
  it("walks the parents from home down to the page", () => {
    expect(breadcrumbTrail("about", {})).toEqual([
      { name: "홈", path: "/" },
      { name: "변호사 소개", path: "/about" },
    ]);
    expect(breadcrumbTrail("article", { category: "fraud", slug: "x" }, { boardCategory: "사기", article: "제목" })).toEqual([
      { name: "홈", path: "/" },
      { name: "법률 정보", path: "/board" },
      { name: "사기", path: "/board/fraud" },
      { name: "제목", path: "/board/fraud/x" },
    ]);
  });
  it("refuses a page whose name is its content when the name is not given", () => {
    expect(() => breadcrumbTrail("interview", { slug: "x" })).toThrow(/no label/);
  });
});

describe("navigation", () => {
  it("lists public pages with labels, home first", () => {
    expect(NAV_PAGES[0]).toBe("home");
    for (const name of NAV_PAGES) {
      expect(page(name).public).toBe(true);
      expect(page(name).label).toBeTruthy();
    }
  });
});
