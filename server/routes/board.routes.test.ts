import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { posts } from "@shared/schema";
import { contentSeeder } from "../services/content-seed.service";
import { signedInAgent } from "../../tests/helpers/auth";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seeders: [contentSeeder], env: { TRUST_PROXY: "loopback" } });
  // A draft that must never show.
  await t.database.db.insert(posts).values({
    title: "임시저장 초안 글입니다",
    slug: "draft-post",
    content: "초안 본문 음주운전",
    categoryId: 4,
    authorId: 1,
    status: "draft",
  });
});
afterAll(async () => {
  await t.close();
});

const DRUNK = "drunk-driving-penalties-comprehensive-guide";

describe("GET /api/board-posts", () => {
  it("lists published posts only, newest first, with the summary fields", async () => {
    const res = await request(t.app).get("/api/board-posts?limit=50");
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(13);
    expect(res.body.map((p: { slug: string }) => p.slug)).not.toContain("draft-post");
    const dates = res.body.map((p: { publishDate: string }) => p.publishDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const first = res.body[0];
    expect(Object.keys(first).sort()).toEqual(
      ["category", "categoryName", "createdAt", "excerpt", "id", "publishDate", "slug", "thumbnailAlt", "thumbnailImage", "title"].sort(),
    );
    expect(res.body.find((p: { slug: string }) => p.slug === DRUNK)).toMatchObject({
      category: "traffic-accident",
      categoryName: "교통사고",
    });
  });

  it("searches title and content case-insensitively, Korean included", async () => {
    const korean = await request(t.app).get("/api/board-posts").query({ q: "측정거부", limit: 50 });
    expect(korean.body.map((p: { slug: string }) => p.slug)).toContain(DRUNK);
    expect(korean.body.length).toBeLessThan(13);
    const latin = await request(t.app).get("/api/board-posts").query({ q: "url", limit: 50 });
    expect(latin.body.map((p: { slug: string }) => p.slug)).toContain("cyber-evidence-collection-youtube-comments-legal-methodology");
    const none = await request(t.app).get("/api/board-posts").query({ q: "존재하지않는검색어" });
    expect(none.body).toEqual([]);
    const blank = await request(t.app).get("/api/board-posts").query({ q: "   ", limit: 50 });
    expect(blank.body).toHaveLength(13);
  });

  it("falls back to the first 100 characters of plain text when a post has no excerpt", async () => {
    // Cached before the change: the cached board page and JSON must follow the content version.
    expect((await request(t.app).get("/board")).text).not.toContain("요약 없는 글 제목입니다");
    await t.database.db.insert(posts).values({
      title: "요약 없는 글 제목입니다",
      slug: "no-excerpt",
      content: "## 제목\n\n**굵은** 본문 " + "가".repeat(200),
      categoryId: 3,
      authorId: 1,
    });
    const { app } = t;
    // Content changes reach the cache through the content version.
    await request(app).get("/api/board-posts");
    const { createContentVersion } = await import("../services/content-version.service");
    await (await createContentVersion(t.database.db)).bump();
    await new Promise((r) => setTimeout(r, 2100));
    const res = await request(app).get("/api/board-posts?limit=50");
    const post = res.body.find((p: { slug: string }) => p.slug === "no-excerpt");
    expect(post.excerpt).toHaveLength(100);
    expect(post.excerpt.startsWith("제목 굵은 본문 가")).toBe(true);
    expect(post.excerpt).not.toMatch(/[#*]/);
    expect((await request(app).get("/board")).text).toContain("요약 없는 글 제목입니다");
  });
});

describe("GET /api/board-posts/:slug", () => {
  it("answers a published post with rendered content, faqs, keywords, reading time and metadata", async () => {
    const res = await request(t.app).get(`/api/board-posts/${DRUNK}`);
    expect(res.status).toBe(200);
    expect(res.body.contentHtml).toContain("<h2 id=");
    expect(res.body.contentHtml).toContain("도로교통법 제148조의2");
    expect(res.body.toc.length).toBeGreaterThan(4);
    expect(res.body.faqs.length).toBeGreaterThanOrEqual(5);
    expect(res.body.keywords).toContain("음주운전 처벌");
    // Computed from the text (Korean characters/500 + Latin words/200 + numbers/100): the figures count.
    expect(res.body.readingTime).toBe(14);
    expect(res.body.review).toEqual({ reviewedAt: "2026-11-27T00:00:00.000Z", lawAsOf: "2026-11-27", reviewer: "홍길동" });
    expect(res.body.metadata).toMatchObject({ complexity: 3, category: "traffic-accident" });
    expect(res.body.related.length).toBeGreaterThan(0);
    expect(res.body.related.every((r: { category: string }) => r.category === "traffic-accident")).toBe(true);
  });

  it("answers 404 for an unknown slug and for a draft", async () => {
    for (const slug of ["no-such-post", "draft-post"]) {
      const res = await request(t.app).get(`/api/board-posts/${slug}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "게시글을 찾을 수 없습니다.", code: "NOT_FOUND" });
    }
  });

  it("counts a view once per visitor in a short window, and never for an administrator", async () => {
    const views = async () => (await t.database.db.select({ v: posts.views }).from(posts).where(eq(posts.slug, DRUNK)))[0].v;
    const before = await views();
    await request(t.app).get(`/api/board-posts/${DRUNK}`).set("X-Forwarded-For", "10.20.0.1").set("User-Agent", "a");
    await request(t.app).get(`/api/board-posts/${DRUNK}`).set("X-Forwarded-For", "10.20.0.1").set("User-Agent", "a");
    expect(await views()).toBe(before + 1);
    await request(t.app).get(`/api/board-posts/${DRUNK}`).set("X-Forwarded-For", "10.20.0.2").set("User-Agent", "b");
    expect(await views()).toBe(before + 2);
    const admin = await signedInAgent(t.app);
    await admin.get(`/api/board-posts/${DRUNK}`).set("X-Forwarded-For", "10.20.0.3");
    expect(await views()).toBe(before + 2);
  });

  it("counts page views like API views, but not a signed-in administrator's", async () => {
    const views = async () => (await t.database.db.select({ v: posts.views }).from(posts).where(eq(posts.slug, DRUNK)))[0].v;
    const before = await views();
    await request(t.app).get(`/board/traffic-accident/${DRUNK}`).set("X-Forwarded-For", "10.30.0.1");
    expect(await views()).toBe(before + 1);
    const admin = await signedInAgent(t.app);
    await admin.get(`/board/traffic-accident/${DRUNK}`).set("X-Forwarded-For", "10.30.0.2");
    expect(await views()).toBe(before + 1);
  });

  it("does not mark a post as edited when it counts a view", async () => {
    const [row] = await t.database.db.select().from(posts).where(eq(posts.slug, DRUNK));
    expect(row.updatedAt.getTime()).toBeLessThanOrEqual(row.seededAt!.getTime());
  });
});

describe("article pages on the server", () => {
  it("renders the article with head tags and valid JSON-LD", async () => {
    const res = await request(t.app).get(`/board/traffic-accident/${DRUNK}`);
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<title>음주운전 처벌 총정리[^<]*<\/title>/);
    expect(res.text).toContain(`<link rel="canonical" href="http://localhost:5000/board/traffic-accident/${DRUNK}"`);
    expect(res.text).toContain('property="og:type" content="article"');
    expect(res.text).toContain("도로교통법 제148조의2");
    expect(res.text).toContain("교통사고 게시판으로 돌아가기");
    const blocks = [...res.text.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]));
    expect(blocks.map((b) => b["@type"]).sort()).toEqual(["BlogPosting", "BreadcrumbList", "FAQPage"]);
    expect(blocks.find((b) => b["@type"] === "FAQPage").mainEntity.length).toBeGreaterThanOrEqual(5);
  });

  it("redirects the alternative URL shapes and a wrong category permanently", async () => {
    for (const path of [`/board/${DRUNK}`, `/post/${DRUNK}`, `/board/defamation/${DRUNK}`]) {
      const res = await request(t.app).get(path);
      expect(res.status, path).toBe(301);
      expect(res.headers.location).toBe(`/board/traffic-accident/${DRUNK}`);
    }
  });

  it("answers an unknown article with the 404 page", async () => {
    for (const path of ["/board/traffic-accident/nope", "/post/nope", "/board/nope"]) {
      const res = await request(t.app).get(path);
      expect(res.status, path).toBe(404);
      expect(res.text).toContain("404 Page Not Found");
    }
  });

  it("server-renders the board with a search kept in the URL", async () => {
    const res = await request(t.app).get("/board/traffic-accident?q=" + encodeURIComponent("측정거부"));
    expect(res.status).toBe(200);
    expect(res.text).toContain("검색 결과: 1건");
    expect(res.text).toContain("음주운전 처벌 총정리");
    const list = await request(t.app).get("/board/defamation");
    expect(list.text).toContain("명예훼손·모욕 법률 가이드");
    expect(list.text).toContain("defamation-requirements-real-cases-guide");
  });

  it("lists every public page and article in sitemap.xml", async () => {
    const res = await request(t.app).get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.type).toBe("application/xml");
    expect(res.text).toContain(`<loc>http://localhost:5000/board/traffic-accident/${DRUNK}</loc>`);
    expect(res.text).toContain("<loc>http://localhost:5000/about</loc>");
    expect((res.text.match(/<url>/g) ?? []).length).toBeGreaterThanOrEqual(4 + 7 + 13);
  });
});
