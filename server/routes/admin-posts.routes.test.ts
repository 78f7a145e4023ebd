// The posts API as the back office uses it, against the real app and database: validation, slugs, what
// visitors see (drafts, scheduled posts, the trash), earlier addresses, revisions and per-post counts.
import request from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import type { AdminPost, AdminPostListItem, AdminPostListPage, PostRevision } from "@shared/content/admin-posts";
import { contentTombstones, postRedirects, postRevisions, posts } from "@shared/schema";
import { setupAdminApp } from "../../tests/helpers/admin-app";

const app = setupAdminApp();
beforeEach(async () => {
  await app.t.database.db.delete(posts);
  await app.t.database.db.delete(contentTombstones);
});

const BODY = "## 음주운전 처벌 기준\n\n혈중알코올농도 0.03% 이상이면 처벌 대상입니다.";
const valid = (over: Record<string, unknown> = {}) => ({ title: "음주운전 처벌 기준 정리", content: BODY, categoryId: 4, ...over });

async function create(over: Record<string, unknown> = {}): Promise<AdminPost> {
  const res = await app.admin.post("/api/posts").set("Origin", app.t.env.PUBLIC_SITE_URL).send(valid(over));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.post as AdminPost;
}
async function update(id: number, over: Record<string, unknown> = {}): Promise<AdminPost> {
  const res = await app.admin.put(`/api/posts/${id}`).set("Origin", app.t.env.PUBLIC_SITE_URL).send(valid(over));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.post as AdminPost;
}
const publicSlugs = async () =>
  ((await request(app.t.app).get("/api/board-posts?limit=50")).body as Array<{ slug: string }>).map((p) => p.slug);
const page = (path: string) => request(app.t.app).get(encodeURI(path)).set("Accept", "text/html").redirects(0);

describe("writing a post", () => {
  it("stores it with computed fields and defaults, and ignores what the server owns", async () => {
    const post = await create({ id: 999, authorId: 42, seoScore: 100, readingTime: 99, views: 7 });
    expect(post.id).not.toBe(999);
    expect(post).toMatchObject({
      slug: "음주운전-처벌-기준-정리",
      status: "published",
      displayStatus: "published",
      views: 0,
      seoTitle: "음주운전 처벌 기준 정리",
      readingTime: 1,
    });
    expect(post.excerpt).toBe("음주운전 처벌 기준 혈중알코올농도 0.03% 이상이면 처벌 대상입니다.");
    expect(post.metaDescription).toBe(post.excerpt);
    expect(post.seoScore).toBe(25); // a 12-character title only
    const [row] = await app.t.database.db.select().from(posts);
    expect(row.authorId).not.toBe(42);
  });

  it("answers each invalid field with its Korean message and stores nothing", async () => {
    const res = await app.admin
      .post("/api/posts")
      .set("Origin", app.t.env.PUBLIC_SITE_URL)
      .send({ title: "", content: "", categoryId: 0, ogImage: "/x.png", slug: "Bad Slug" });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      title: ["제목을 입력해주세요"],
      content: ["내용을 입력해주세요"],
      categoryId: ["카테고리를 선택해주세요"],
      ogImage: ["대표 이미지(OG) 주소는 http:// 또는 https://로 시작하는 전체 주소로 입력해주세요"],
    });
    expect(res.body.fields.slug[0]).toMatch(/하이픈/);
    expect(await app.t.database.db.select().from(posts)).toHaveLength(0);
  });

  it("refuses a category that does not exist with a 400, not a 500", async () => {
    const res = await app.admin
      .post("/api/posts")
      .set("Origin", app.t.env.PUBLIC_SITE_URL)
      .send(valid({ categoryId: 77 }));
    expect(res.status).toBe(400);
    expect(res.body.fields.categoryId).toEqual(["카테고리를 선택해주세요"]);
  });

  it("numbers a slug made from a title that is taken, and refuses a typed slug that is taken", async () => {
    const a = await create();
    const b = await create();
    const c = await create();
    expect([a.slug, b.slug, c.slug]).toEqual(["음주운전-처벌-기준-정리", "음주운전-처벌-기준-정리-2", "음주운전-처벌-기준-정리-3"]);
    const res = await app.admin
      .post("/api/posts")
      .set("Origin", app.t.env.PUBLIC_SITE_URL)
      .send(valid({ slug: a.slug }));
    expect(res.status).toBe(409);
    expect(res.body.fields.slug[0]).toMatch(/이미 다른 게시글/);
  });

  it("takes a long article up to the 200,000-character cap, and refuses one beyond it with the schema's message", async () => {
    const long = "가".repeat(199_000);
    const ok = await app.admin
      .post("/api/posts")
      .set("Origin", app.t.env.PUBLIC_SITE_URL)
      .send(valid({ content: long }));
    expect(ok.status, JSON.stringify(ok.body).slice(0, 200)).toBe(201);
    expect(ok.body.post.content).toHaveLength(199_000);
    const tooLong = await app.admin
      .post("/api/posts")
      .set("Origin", app.t.env.PUBLIC_SITE_URL)
      .send(valid({ content: "가".repeat(200_001) }));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fields.content).toEqual(["내용은 200,000자 이내로 입력해주세요"]);
    // Other routes keep the 100 KB cap, and an anonymous caller is refused before a large body is read.
    expect(
      (
        await request(app.t.app)
          .post("/api/posts")
          .send(valid({ content: long }))
      ).status,
    ).toBe(401);
  });

  it("answers 404 for an unknown post and 400 for a bad id", async () => {
    expect((await app.admin.get("/api/posts/999999")).status).toBe(404);
    expect((await app.admin.get("/api/posts/abc")).status).toBe(400);
    expect((await app.admin.put("/api/posts/999999").set("Origin", app.t.env.PUBLIC_SITE_URL).send(valid())).status).toBe(404);
  });

  it("needs an administrator and a same-origin request", async () => {
    expect((await request(app.t.app).get("/api/posts")).status).toBe(401);
    expect((await request(app.t.app).post("/api/posts").send(valid())).status).toBe(401);
    expect((await app.admin.post("/api/posts").set("Origin", "https://evil.example").send(valid())).status).toBe(403);
  });
});

describe("what visitors see", () => {
  it("a published post appears at once on the board, the article page, the home page and the sitemap", async () => {
    const post = await create({ title: "사기죄 고소 대응", categoryId: 3 });
    expect(await publicSlugs()).toContain(post.slug);
    const article = await page(`/board/fraud/${post.slug}`);
    expect(article.status).toBe(200);
    expect(article.text).toContain("사기죄 고소 대응");
    expect((await page("/board")).text).toContain("사기죄 고소 대응");
    expect((await page("/")).text).toContain("사기죄 고소 대응");
    expect((await request(app.t.app).get("/sitemap.xml")).text).toContain(encodeURI(`/board/fraud/${post.slug}`));
  });

  it("a draft and a scheduled post stay hidden from visitors but not from the administrator", async () => {
    const draft = await create({ title: "초안 게시글", status: "draft" });
    const scheduled = await create({ title: "예약 게시글", publishDate: new Date(Date.now() + 3600_000).toISOString() });
    expect(scheduled.displayStatus).toBe("scheduled");
    const slugs = await publicSlugs();
    expect(slugs).not.toContain(draft.slug);
    expect(slugs).not.toContain(scheduled.slug);
    expect((await page(`/board/traffic-accident/${draft.slug}`)).status).toBe(404);
    expect((await page(`/board/traffic-accident/${scheduled.slug}`)).status).toBe(404);
    expect((await request(app.t.app).get("/sitemap.xml")).text).not.toContain(encodeURI(scheduled.slug));
    const list = ((await app.admin.get("/api/posts")).body as AdminPostListPage).items;
    expect(list.map((p) => [p.title, p.displayStatus])).toEqual(
      expect.arrayContaining([
        ["초안 게시글", "draft"],
        ["예약 게시글", "scheduled"],
      ]),
    );
  });

  it("a scheduled post appears once its time has come, with no restart", async () => {
    const post = await create({ title: "곧 공개될 글", publishDate: new Date(Date.now() + 1500).toISOString() });
    expect(await publicSlugs()).not.toContain(post.slug);
    await new Promise((r) => setTimeout(r, 3500)); // the time passes; the upkeep timer (1 s) bumps the content version
    expect(await publicSlugs()).toContain(post.slug);
  });

  it("an edit shows at once, and an edited title changes the page", async () => {
    const post = await create({ title: "처음 제목" });
    expect((await page(`/board/traffic-accident/${post.slug}`)).text).toContain("처음 제목");
    await update(post.id, { title: "고친 제목" });
    const after = await page(`/board/traffic-accident/${post.slug}`);
    expect(after.text).toContain("고친 제목");
    expect(after.text).not.toContain("처음 제목");
  });

  it("a published post whose slug or category changes leaves its old address answering 301", async () => {
    const post = await create({ title: "주소가 바뀔 글", slug: "old-address" });
    await update(post.id, { title: "주소가 바뀔 글", slug: "new-address", categoryId: 3 });
    const old = await page("/board/traffic-accident/old-address");
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe("/board/fraud/new-address");
    expect((await page("/board/fraud/new-address")).status).toBe(200);
    // Going back to the old address makes it the page again, not a redirect.
    await update(post.id, { title: "주소가 바뀔 글", slug: "old-address", categoryId: 4 });
    expect((await page("/board/traffic-accident/old-address")).status).toBe(200);
    expect((await page("/board/fraud/new-address")).status).toBe(301);
    expect(await app.t.database.db.select().from(postRedirects)).toHaveLength(1);
  });
});

describe("revisions", () => {
  it("keeps the version each save replaces, and restores one", async () => {
    const post = await create({ title: "첫 번째 제목" });
    await update(post.id, { title: "두 번째 제목" });
    await update(post.id, { title: "세 번째 제목" });
    const revisions = (await app.admin.get(`/api/posts/${post.id}/revisions`)).body as PostRevision[];
    expect(revisions.map((r) => r.title)).toEqual(["두 번째 제목", "첫 번째 제목"]);
    expect(revisions[0].savedBy).toBe("admin");
    const res = await app.admin.post(`/api/posts/${post.id}/revisions/${revisions[1].id}/restore`).set("Origin", app.t.env.PUBLIC_SITE_URL);
    expect(res.status).toBe(200);
    expect(res.body.post.title).toBe("첫 번째 제목");
    expect((await page(`/board/traffic-accident/${post.slug}`)).text).toContain("첫 번째 제목");
    const after = (await app.admin.get(`/api/posts/${post.id}/revisions`)).body as PostRevision[];
    expect(after[0].title).toBe("세 번째 제목");
  });

  it("keeps the newest 30 and none for a save that changed nothing", async () => {
    const post = await create({ title: "제목 0" });
    await update(post.id, { title: "제목 0" });
    expect(await app.t.database.db.select().from(postRevisions)).toHaveLength(0);
    for (let i = 1; i <= 32; i++) await update(post.id, { title: `제목 ${i}` });
    const revisions = (await app.admin.get(`/api/posts/${post.id}/revisions`)).body as PostRevision[];
    expect(revisions).toHaveLength(30);
    expect(revisions[0].title).toBe("제목 31");
    expect(revisions[29].title).toBe("제목 2");
  });
});

describe("trash", () => {
  it("hides a deleted post at once, lists it in the trash, and restores it", async () => {
    const post = await create({ title: "지울 글" });
    const del = await app.admin.delete(`/api/posts/${post.id}`).set("Origin", app.t.env.PUBLIC_SITE_URL);
    expect(del.status).toBe(200);
    expect(del.body.message).toMatch(/휴지통/);
    expect(await publicSlugs()).not.toContain(post.slug);
    expect((await page(`/board/traffic-accident/${post.slug}`)).status).toBe(404);
    expect(((await app.admin.get("/api/posts")).body as AdminPostListPage).items.map((p) => p.id)).not.toContain(post.id);
    const trash = (await app.admin.get("/api/posts/trash")).body as AdminPostListItem[];
    expect(trash.map((p) => p.id)).toEqual([post.id]);
    expect(trash[0].deletedAt).toBeTruthy();
    expect((await app.admin.put(`/api/posts/${post.id}`).set("Origin", app.t.env.PUBLIC_SITE_URL).send(valid())).status).toBe(409);
    expect((await app.admin.delete(`/api/posts/${post.id}`).set("Origin", app.t.env.PUBLIC_SITE_URL)).status).toBe(404);
    const restored = await app.admin.post(`/api/posts/${post.id}/restore`).set("Origin", app.t.env.PUBLIC_SITE_URL);
    expect(restored.status).toBe(200);
    expect(await publicSlugs()).toContain(post.slug);
    expect((await app.admin.get("/api/posts/trash")).body).toEqual([]);
  });
});

describe("which posts bring consultations", () => {
  it("counts the requests whose visitor clicked a post's button or began on it, sortable by that count", async () => {
    const a = await create({ title: "상담이 많은 글", categoryId: 3 });
    const b = await create({ title: "상담이 없는 글", categoryId: 3 });
    const c = await create({ title: "상담이 하나인 글", categoryId: 3 });
    const submit = (source: Record<string, string>, i: number) =>
      request(app.t.app).post("/api/consultations").set("Origin", app.t.env.PUBLIC_SITE_URL).set("X-Forwarded-For", `10.0.0.${i}`).send({
        name: "홍길동",
        phone: "010-1234-5678",
        caseType: "fraud",
        currentStatus: "suspect",
        urgency: "normal",
        content: "상담을 원합니다",
        privacyAgreed: true,
        sensitiveAgreed: true,
        ageConfirmed: true,
        sourceAgreed: true,
        source,
      });
    expect((await submit({ ctaSource: `board:${a.slug}` }, 1)).status).toBe(201);
    expect((await submit({ landingPage: `/board/fraud/${encodeURIComponent(a.slug)}?utm_source=naver` }, 2)).status).toBe(201);
    expect((await submit({ ctaSource: `board:${c.slug}`, landingPage: `/board/fraud/${b.slug}` }, 3)).status).toBe(201);
    expect((await submit({ landingPage: "/" }, 4)).status).toBe(201);
    const list = ((await app.admin.get("/api/posts?sort=consultations")).body as AdminPostListPage).items;
    expect(list.map((p) => [p.title, p.consultations])).toEqual([
      ["상담이 많은 글", 2],
      ["상담이 하나인 글", 1],
      ["상담이 없는 글", 0],
    ]);
    expect(JSON.stringify(list)).not.toContain("홍길동");
  });
});

describe("list filters", () => {
  it("searches titles and text, and filters by category and status", async () => {
    await create({ title: "음주운전 글" });
    await create({ title: "명예훼손 글", categoryId: 2, content: "모욕죄와 명예훼손" });
    await create({ title: "초안 글", status: "draft", categoryId: 2 });
    const titles = async (q: string) =>
      ((await app.admin.get(`/api/posts${q}`)).body as AdminPostListPage).items.map((p) => p.title).sort();
    const found = async (search: string) =>
      ((await app.admin.post("/api/posts/search").send({ search })).body as AdminPostListPage).items.map((p) => p.title).sort();
    expect(await found("모욕")).toEqual(["명예훼손 글"]);
    expect(await titles("?category=2")).toEqual(["명예훼손 글", "초안 글"]);
    expect(await titles("?status=draft")).toEqual(["초안 글"]);
    expect(await found("%%")).toEqual([]); // "%%" is searched as text, not as a pattern
    expect((await app.admin.get("/api/posts?status=bogus")).status).toBe(400);
  });
});

describe("hostile text in a post", () => {
  it("is inert on the public page and in the API, and a slug cannot carry it", async () => {
    const payloads = [
      "<script>alert('t')</script>",
      '<img src=x onerror="alert(1)">',
      "[클릭](javascript:alert(1))",
      '<iframe src="https://evil.example"></iframe>',
      '<svg onload="alert(1)"></svg>',
      '![" onerror="alert(1)](/x.png)',
    ];
    const post = await create({
      title: `제목 <script>alert('title')</script>`,
      content: `## 본문\n\n${payloads.join("\n\n")}`,
      thumbnailImage: "/uploads/a.webp",
      thumbnailAlt: `"><script>alert('alt')</script>`,
    });
    const html = (await page(`/board/traffic-accident/${post.slug}`)).text;
    const body = html.slice(html.indexOf('<div id="root">'), html.indexOf("__APP_STATE__"));
    expect(body).not.toMatch(/<script>alert/);
    // An event attribute outside a quoted value (inside one, as escaped alt text, it is inert).
    const liveAttribute = (tag: string, attr: string) => new RegExp(`<${tag}\\b(?:[^>"']|"[^"]*"|'[^']*')*\\s${attr}\\s*=`, "i");
    expect(body).not.toMatch(liveAttribute("img", "onerror"));
    expect(body).not.toMatch(liveAttribute("svg", "onload"));
    expect(body).toContain("&lt;script&gt;"); // the title's script is shown as text
    expect(body).not.toMatch(/<iframe/i);
    expect(body).not.toMatch(/href="javascript:/i);
    expect(html.slice(0, html.indexOf("<body"))).not.toMatch(/<script>alert/);
    // The JSON the admin reads is plain text: the client escapes it when showing it.
    const list = await app.admin.get("/api/posts");
    expect(list.headers["content-type"]).toMatch(/application\/json/);
    const res = await app.admin
      .post("/api/posts")
      .set("Origin", app.t.env.PUBLIC_SITE_URL)
      .send(valid({ slug: "<script>alert(1)</script>" }));
    expect(res.status).toBe(400);
  });
});
