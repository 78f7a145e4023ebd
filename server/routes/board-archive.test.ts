// The board at archive scale: pages of cards in the server's HTML and the list API, the feed's newest 50,
// and the sitemap index past its threshold (set low here).
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOARD_PAGE_SIZE } from "@shared/content/board-pages";
import { posts } from "@shared/schema";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";

const COUNT = 60;
const CATEGORY_IDS = [1, 2, 3, 4, 5, 6];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { SITEMAP_MAX_URLS: "25" } });
  const day = 24 * 3600_000;
  // Guide n is published n days ago: guide 1 is the newest. Only guide 40 mentions "보관함검색어".
  await t.database.db.insert(posts).values(
    Array.from({ length: COUNT }, (_, i) => ({
      title: `보관 가이드 ${i + 1}`,
      slug: `archive-guide-${i + 1}`,
      content: `## 안내\n\n보관 가이드 ${i + 1}의 본문입니다.${i + 1 === 40 ? " 여기에만 **보관함검색어**가 있습니다." : ""}`,
      excerpt: `보관 가이드 ${i + 1} 요약`,
      categoryId: CATEGORY_IDS[i % 6],
      authorId: 1,
      status: "published" as const,
      publishedAt: new Date(Date.now() - (i + 1) * day),
    })),
  );
}, 60_000);
afterAll(async () => {
  await t.close();
});

const slugs = (body: Array<{ slug: string }>) => body.map((p) => p.slug);
/** The href of the link marked as the current page. */
const currentPageHref = (html: string) =>
  /href="([^"]+)"/.exec(/<a [^>]*aria-current="page"[^>]*>(?=[^<]*<span class="sr-only">현재)/.exec(html)?.[0] ?? "")?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

describe("GET /api/board-posts, one page at a time", () => {
  it("answers the first page by default, with the total and links to the next and last pages", async () => {
    const res = await request(t.app).get("/api/board-posts");
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(slugs(res.body)).toEqual(Array.from({ length: BOARD_PAGE_SIZE }, (_, i) => `archive-guide-${i + 1}`));
    expect(res.headers["x-total-count"]).toBe(String(COUNT));
    const last = Math.ceil(COUNT / BOARD_PAGE_SIZE);
    expect(res.headers.link).toContain('</api/board-posts?page=2>; rel="next"');
    expect(res.headers.link).toContain(`</api/board-posts?page=${last}>; rel="last"`);
    expect(res.headers.link).not.toContain('rel="prev"');
  });

  it("selects pages with page and limit, and says so in Link (also from the cache)", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await request(t.app).get("/api/board-posts?page=3&limit=20");
      expect(slugs(res.body)).toEqual(Array.from({ length: 20 }, (_, k) => `archive-guide-${41 + k}`));
      expect(res.headers["x-total-count"]).toBe(String(COUNT));
      expect(res.headers.link).toContain('</api/board-posts?limit=20&page=2>; rel="prev"');
      expect(res.headers.link).not.toContain('rel="next"');
    }
    expect((await request(t.app).get("/api/board-posts?page=9&limit=50")).body).toEqual([]);
  });

  it("refuses a limit above 50 and a page that is not a whole number, in Korean", async () => {
    const big = await request(t.app).get("/api/board-posts?limit=51");
    expect(big.status).toBe(400);
    expect(big.body.message).toBe("한 번에 불러올 개수는 1에서 50 사이의 정수로 입력해주세요");
    expect((await request(t.app).get("/api/board-posts?limit=50")).body).toHaveLength(50);
    for (const page of ["abc", "0", "-1", "1.5", ""]) {
      const res = await request(t.app).get(`/api/board-posts?page=${page}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: "VALIDATION_FAILED", message: "페이지 번호는 1 이상의 정수로 입력해주세요" });
    }
    expect((await request(t.app).get("/api/board-posts?category=nope")).status).toBe(400);
  });

  it("searches the whole archive, not just the page, and filters by category", async () => {
    const found = await request(t.app).get(`/api/board-posts?q=${encodeURIComponent("보관함검색어")}`);
    expect(slugs(found.body)).toEqual(["archive-guide-40"]);
    expect(found.headers["x-total-count"]).toBe("1");
    const upper = await request(t.app).get(`/api/board-posts?q=${encodeURIComponent("가이드 59의")}`);
    expect(slugs(upper.body)).toEqual(["archive-guide-59"]);
    const fraud = await request(t.app).get("/api/board-posts?category=fraud&limit=50");
    expect(fraud.headers["x-total-count"]).toBe(String(COUNT / 6));
    expect(fraud.body.every((p: { category: string }) => p.category === "fraud")).toBe(true);
  });
});

describe("board pages in the server's HTML", () => {
  it("shows one page of cards with numbered links in a labelled navigation", async () => {
    const res = await request(t.app).get("/board");
    expect(res.status).toBe(200);
    expect(res.text).toContain("보관 가이드 1<");
    expect(res.text).not.toContain(`보관 가이드 ${BOARD_PAGE_SIZE + 1}<`);
    const nav = /<nav aria-label="게시글 페이지"[\s\S]*?<\/nav>/.exec(res.text)?.[0] ?? "";
    expect(nav).toContain('href="/board?page=2"');
    expect(currentPageHref(nav)).toBe("/board");
    expect(canonicalOf(res.text)).toBe("http://localhost:5000/board");
  });

  it("gives page 2 its own cards and canonical, and answers 404 past the last page", async () => {
    const res = await request(t.app).get("/board?page=2");
    expect(res.status).toBe(200);
    expect(res.text).toContain(`보관 가이드 ${BOARD_PAGE_SIZE + 1}<`);
    expect(res.text).not.toContain("보관 가이드 1<");
    expect(canonicalOf(res.text)).toBe("http://localhost:5000/board?page=2");
    expect(currentPageHref(res.text)).toBe("/board?page=2");
    expect(res.text).toContain('href="/board?page=3"');
    const last = Math.ceil(COUNT / BOARD_PAGE_SIZE);
    expect((await request(t.app).get(`/board?page=${last}`)).status).toBe(200);
    expect((await request(t.app).get(`/board?page=${last + 1}`)).status).toBe(404);
    expect((await request(t.app).get("/board?page=abc")).status).toBe(404);
    // A category of 10 guides has one page.
    expect((await request(t.app).get("/board/fraud?page=2")).status).toBe(404);
  });

  it("finds a guide from a later page by search, and pages a search", async () => {
    const res = await request(t.app).get(`/board?q=${encodeURIComponent("보관함검색어")}`);
    expect(res.text).toContain("보관 가이드 40<");
    expect(res.text).toContain("검색 결과: 1건");
    const many = await request(t.app).get(`/board?q=${encodeURIComponent("본문입니다")}&page=2`);
    expect(many.status).toBe(200);
    expect(many.text).toContain(`검색 결과: ${COUNT}건`);
    expect(canonicalOf(many.text)).toBe("http://localhost:5000/board?page=2");
    expect(many.text).toContain(`href="/board?q=${encodeURIComponent("본문입니다")}&amp;page=3"`);
  });

  it("links every guide from some board page, and keeps three on the home page", async () => {
    const linked = new Set<string>();
    for (let page = 1; page <= Math.ceil(COUNT / BOARD_PAGE_SIZE); page++) {
      const html = (await request(t.app).get(`/board?page=${page}`)).text;
      for (const m of html.matchAll(/href="\/board\/[a-z-]+\/(archive-guide-\d+)"/g)) linked.add(m[1]);
    }
    expect(linked.size).toBe(COUNT);
    const home = (await request(t.app).get("/")).text;
    const onHome = new Set([...home.matchAll(/href="\/board\/[a-z-]+\/(archive-guide-\d+)"/g)].map((m) => m[1]));
    expect([...onHome].sort()).toEqual(["archive-guide-1", "archive-guide-2", "archive-guide-3"]);
  });
});

describe("feeds at archive size", () => {
  it("carries the newest 50 guides in rss.xml", async () => {
    const xml = (await request(t.app).get("/rss.xml")).text;
    const items = [...xml.matchAll(/<item>[\s\S]*?<\/item>/g)];
    expect(items).toHaveLength(50);
    expect(items[0][0]).toContain("<title>보관 가이드 1</title>");
    expect(xml).not.toContain("보관 가이드 51<");
  });

  it("turns sitemap.xml into an index of child sitemaps past the threshold", async () => {
    const index = await request(t.app).get("/sitemap.xml");
    expect(index.status).toBe(200);
    expect(index.text).toContain("<sitemapindex");
    const children = [...index.text.matchAll(/<loc>http:\/\/localhost:5000\/(sitemap-\d+\.xml)<\/loc>/g)].map((m) => m[1]);
    expect(children.length).toBeGreaterThanOrEqual(3);
    const urls: string[] = [];
    for (const child of children) {
      const res = await request(t.app).get(`/${child}`);
      expect(res.status).toBe(200);
      const locs = [...res.text.matchAll(/<url><loc>([^<]+)<\/loc>(<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>)?/g)];
      expect(locs.length).toBeLessThanOrEqual(25);
      urls.push(...locs.map((m) => m[1]));
    }
    for (let i = 1; i <= COUNT; i++) expect(urls.some((u) => u.endsWith(`/archive-guide-${i}`))).toBe(true);
    expect((await request(t.app).get(`/sitemap-${children.length + 1}.xml`)).status).toBe(404);
  });
});
