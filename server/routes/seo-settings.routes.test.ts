// The seo-settings API through the real app: validation, permissions, conflicts, and what the server HTML of
// every kind of public page carries once a setting is saved.
import request from "supertest";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { paths, type PageType } from "@shared/pages/page-map";
import { interviews, pageStructuredData, posts } from "@shared/schema";
import { setupAdminApp } from "../../tests/helpers/admin-app";
import { pngImage } from "../../tests/helpers/images";
import { contentSeeder } from "../services/content-seed.service";
import { sourceRenderer } from "../../tests/helpers/test-app";
import { createApp } from "../app";

const app = setupAdminApp({ seeders: [contentSeeder] });

const origin = () => app.t.env.PUBLIC_SITE_URL;
const create = (body: object) => app.admin.post("/api/seo-settings").set("Origin", origin()).send(body);
const patch = (id: number, body: object) => app.admin.patch(`/api/seo-settings/${id}`).set("Origin", origin()).send(body);
const remove = (id: number) => app.admin.delete(`/api/seo-settings/${id}`).set("Origin", origin());
const patchStructuredData = (pageType: string, structuredData: string | null) =>
  app.admin.patch(`/api/seo-settings/page/${pageType}`).set("Origin", origin()).send({ structuredData });
const html = async (path: string) => (await request(app.t.app).get(path).expect(200)).text;
const titleOf = (page: string) => /<title>([^<]*)<\/title>/.exec(page)?.[1];
const metaOf = (page: string, attr: string, name: string) =>
  new RegExp(`<meta ${attr}="${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}" content="([^"]*)"`).exec(page)?.[1];
const jsonLdOf = (page: string) =>
  [...page.matchAll(/<script type="application\/ld\+json" data-head="">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as unknown);

describe("validation and permissions", () => {
  it("refuses a blank title and description, an unknown page type, robots value and relative URLs, in Korean", async () => {
    const res = await create({ pageType: "blog", title: " ", description: "", robots: "all", ogImage: "/x.png" });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      pageType: ["페이지 유형을 선택해주세요"],
      title: ["제목을 입력해주세요"],
      description: ["설명을 입력해주세요"],
      robots: ["검색 노출(robots) 값을 선택해주세요"],
      ogImage: [expect.stringContaining("http:// 또는 https://")],
    });
    const long = await create({ pageType: "about", title: "가".repeat(61), description: "나".repeat(161) });
    expect(long.body.fields).toMatchObject({
      title: ["제목은 60자 이내로 입력해주세요"],
      description: ["설명은 160자 이내로 입력해주세요"],
    });
    expect((await app.admin.get("/api/seo-settings")).body).toEqual([]);
  });

  it("refuses structured data that is not a JSON object or array, too large or too deep", async () => {
    const bad = async (structuredData: string) =>
      (await create({ pageType: "contact", title: "t", description: "d", structuredData })).body;
    expect((await bad('{\n  "@type": "Person",\n}')).fields.structuredData[0]).toContain("2번째 줄");
    expect((await bad('"LegalService"')).fields.structuredData[0]).toContain("객체나 [ ]로 감싼 배열");
    expect((await bad("[".repeat(33) + "]".repeat(33))).fields.structuredData[0]).toContain("32단계");
    expect((await bad(`{"a":"${"x".repeat(64 * 1024)}"}`)).fields.structuredData[0]).toContain("64KB");
    expect((await app.admin.get("/api/seo-settings")).body).toEqual([]);
  });

  it("checks the page id: none for single pages, an existing article or interview, a known category", async () => {
    expect((await create({ pageType: "home", pageId: "3", title: "t", description: "d" })).body.fields.pageId).toEqual([
      "이 페이지 유형에는 페이지 ID를 입력하지 않습니다",
    ]);
    expect((await create({ pageType: "post", pageId: "99999", title: "t", description: "d" })).body.fields.pageId).toEqual([
      "해당 번호의 게시글 또는 인터뷰가 없습니다.",
    ]);
    expect((await create({ pageType: "board-category", pageId: "blog", title: "t", description: "d" })).status).toBe(400);
  });

  it("leaves writes to administrators and answers the public page lookup to anyone", async () => {
    const anonymous = request(app.t.app);
    expect((await anonymous.get("/api/seo-settings")).status).toBe(401);
    expect(
      (await anonymous.post("/api/seo-settings").set("Origin", origin()).send({ pageType: "home", title: "t", description: "d" })).status,
    ).toBe(401);
    expect((await anonymous.patch("/api/seo-settings/page/home").set("Origin", origin()).send({ structuredData: "{}" })).status).toBe(401);
    expect((await anonymous.get("/api/seo-settings/defaults/home")).status).toBe(401);
    const lookup = await anonymous.get("/api/seo-settings/page/about");
    expect(lookup.status).toBe(200);
    expect(lookup.body).toBeNull();
    expect((await anonymous.get("/api/seo-settings/page/blog")).status).toBe(400);
  });

  it("answers 409 for a second setting of the same page, and for a move onto a page that has one", async () => {
    const first = await create({ pageType: "interview-list", title: "인터뷰 목록 설정", description: "설명" });
    expect(first.status).toBe(201);
    const again = await create({ pageType: "interview-list", title: "다시", description: "설명" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("이 페이지의 SEO 설정이 이미 있습니다. 목록에서 수정해주세요.");
    const other = await create({ pageType: "board-category", pageId: "fraud", title: "사기 게시판", description: "설명" });
    expect((await patch(other.body.setting.id, { pageType: "interview-list", pageId: null })).status).toBe(409);
    expect((await patch(other.body.setting.id, { pageId: "traffic-accident" })).status).toBe(200);
    expect((await remove(first.body.setting.id)).status).toBe(204);
    expect((await remove(other.body.setting.id)).status).toBe(204);
    expect((await remove(other.body.setting.id)).status).toBe(404);
    expect((await patch(999999, { title: "x" })).status).toBe(404);
  });
});

describe("the server HTML of every public page type applies its saved setting", () => {
  const cases: Array<{ pageType: PageType; pageId?: string; path: string }> = [
    { pageType: "home", path: paths.home() },
    { pageType: "about", path: paths.about() },
    { pageType: "contact", path: paths.contact() },
    { pageType: "board", path: paths.board() },
    { pageType: "board-category", pageId: "defamation", path: paths.boardCategory({ category: "defamation" }) },
    {
      pageType: "post",
      pageId: "6",
      path: paths.article({ category: "traffic-accident", slug: "drunk-driving-penalties-comprehensive-guide" }),
    },
    { pageType: "interview-list", path: paths.interviewList() },
    { pageType: "interview", pageId: "20", path: paths.interview({ slug: "maternity-criminal-case-acquittal-process" }) },
  ];

  it.each(cases)(
    "$pageType: title, description, keywords, robots, canonical, og and twitter from the setting; defaults again when inactive",
    async ({ pageType, pageId, path }) => {
      const before = await html(path);
      const defaultTitle = titleOf(before);
      const title = `설정 제목 ${pageType}`;
      const saved = await create({
        pageType,
        pageId,
        title,
        description: `설정 설명 ${pageType}`,
        keywords: "설정 키워드",
        robots: "noindex,follow",
        canonicalUrl: `https://example.kr/${pageType}`,
        ogTitle: `공유 제목 ${pageType}`,
        ogImage: "https://cdn.example.kr/share.png",
        twitterCard: "summary",
      });
      expect(saved.status).toBe(201);
      expect(saved.body.message).toBe("SEO 설정이 저장되었습니다.");
      // The page cache is per content version: the change shows at once.
      const page = await html(path);
      expect(titleOf(page)).toBe(title);
      expect(metaOf(page, "name", "description")).toBe(`설정 설명 ${pageType}`);
      expect(metaOf(page, "name", "keywords")).toBe("설정 키워드");
      expect(metaOf(page, "name", "robots")).toBe("noindex,follow");
      expect(page).toContain(`<link rel="canonical" href="https://example.kr/${pageType}"`);
      expect(metaOf(page, "property", "og:title")).toBe(`공유 제목 ${pageType}`);
      expect(metaOf(page, "property", "og:url")).toBe(`https://example.kr/${pageType}`);
      expect(metaOf(page, "property", "og:image")).toBe("https://cdn.example.kr/share.png");
      expect(page).not.toContain('property="og:image:width"');
      expect(metaOf(page, "name", "twitter:card")).toBe("summary");
      // X reads og:title when twitter:title is absent: no copy of it.
      expect(metaOf(page, "name", "twitter:title")).toBeUndefined();
      expect(metaOf(page, "property", "og:locale")).toBe("ko_KR");
      const lookup = await request(app.t.app).get(`/api/seo-settings/page/${pageType}${pageId ? `/${pageId}` : ""}`);
      expect(lookup.body).toMatchObject({ title, pageType, pageId: pageId ?? null });

      expect((await patch(saved.body.setting.id, { isActive: false })).status).toBe(200);
      expect(titleOf(await html(path))).toBe(defaultTitle);
      expect((await request(app.t.app).get(`/api/seo-settings/page/${pageType}${pageId ? `/${pageId}` : ""}`)).body).toBeNull();
      await remove(saved.body.setting.id);
    },
  );

  it("a save on one instance shows on another instance of the same database within its content-version poll", async () => {
    const other = await createApp({ database: app.t.database, env: app.t.env, render: sourceRenderer });
    try {
      const before = titleOf((await request(other.app).get(paths.contact()).expect(200)).text);
      const saved = await create({ pageType: "contact", title: "다른 인스턴스에서 보일 제목", description: "설명" });
      const started = Date.now();
      let seen = before;
      while (seen !== "다른 인스턴스에서 보일 제목" && Date.now() - started < 8000) {
        await new Promise((r) => setTimeout(r, 200));
        seen = titleOf((await request(other.app).get(paths.contact()).expect(200)).text);
      }
      expect(seen).toBe("다른 인스턴스에서 보일 제목");
      // The poll is every 2 s; the rest is room for a busy machine's timers.
      expect(Date.now() - started).toBeLessThan(4500);
      await remove(saved.body.setting.id);
    } finally {
      await other.close();
    }
  });

  it("an article without a setting keeps its own SEO title; the setting wins over it", async () => {
    const path = paths.article({ category: "traffic-accident", slug: "drunk-driving-penalties-comprehensive-guide" });
    expect(titleOf(await html(path))).toContain("음주운전 처벌 총정리");
    const saved = await create({ pageType: "post", pageId: 6, title: "음주운전 처벌 기준 안내", description: "설명" });
    expect(titleOf(await html(path))).toBe("음주운전 처벌 기준 안내");
    // Another article is untouched.
    expect(titleOf(await html(paths.article({ category: "defamation", slug: "defamation-requirements-real-cases-guide" })))).not.toBe(
      "음주운전 처벌 기준 안내",
    );
    await remove(saved.body.setting.id);
  });

  it("a page whose setting says noindex leaves the sitemap, and returns when the setting is switched off", async () => {
    const article = paths.article({ category: "traffic-accident", slug: "drunk-driving-penalties-comprehensive-guide" });
    const sitemap = async () => (await request(app.t.app).get("/sitemap.xml").expect(200)).text;
    expect(await sitemap()).toContain(`${origin()}${article}</loc>`);
    const post = await create({ pageType: "post", pageId: "6", title: "t", description: "d", robots: "noindex,follow" });
    const category = await create({
      pageType: "board-category",
      pageId: "fraud",
      title: "t",
      description: "d",
      robots: "noindex,nofollow",
    });
    const about = await create({ pageType: "about", title: "t", description: "d", robots: "index,nofollow" });
    const hidden = await sitemap();
    expect(hidden).not.toContain(`${origin()}${article}</loc>`);
    expect(hidden).not.toContain(`${origin()}${paths.boardCategory({ category: "fraud" })}</loc>`);
    expect(hidden).toContain(`${origin()}${paths.boardCategory({ category: "defamation" })}</loc>`);
    expect(hidden).toContain(`${origin()}${paths.about()}</loc>`);
    await patch(post.body.setting.id, { isActive: false });
    expect(await sitemap()).toContain(`${origin()}${article}</loc>`);
    for (const s of [post, category, about]) await remove(s.body.setting.id);
  });

  it("a search result stays noindex whatever the setting says", async () => {
    const saved = await create({ pageType: "board", title: "법률 정보", description: "설명", robots: "index,follow" });
    expect(metaOf(await html(`${paths.board()}?q=음주`), "name", "robots")).toBe("noindex,follow");
    await remove(saved.body.setting.id);
  });

  it("carries the size of the site's own share pictures", async () => {
    const home = await html(paths.home());
    expect(metaOf(home, "property", "og:image")).toBe(`${origin()}/attached_assets/og-default.png`);
    expect(metaOf(home, "property", "og:image:width")).toBe("1200");
    expect(metaOf(home, "property", "og:image:height")).toBe("630");
    const article = await html(paths.article({ category: "traffic-accident", slug: "drunk-driving-penalties-comprehensive-guide" }));
    expect(metaOf(article, "property", "og:image")).toMatch(/^http:\/\/localhost:5000\/attached_assets\/articles\/.+-1600\.webp$/);
    expect(metaOf(article, "property", "og:image:width")).toBe("1600");
    expect(metaOf(article, "property", "og:image:height")).toBe("800");
  });

  it("checks a chosen share picture against 800×400, and gives the size of the site's own", async () => {
    const small = `data:image/png;base64,${(await pngImage(600, 300)).toString("base64")}`;
    const uploaded = await app.admin
      .post("/api/upload/image")
      .set("Origin", origin())
      .send({ imageData: small, fileName: "small.png", altText: "작은 이미지" });
    const smallUrl = `${origin()}${uploaded.body.data.url}`;
    const artwork = `${origin()}/attached_assets/articles/defamation-requirements-real-cases-guide-1600.webp`;
    const res = await create({
      pageType: "contact",
      title: "상담",
      description: "설명",
      ogImage: smallUrl,
      twitterImage: "https://cdn.example.kr/x.png",
    });
    expect(res.status).toBe(201);
    const reasons = Object.fromEntries(res.body.warnings.map((w: { field: string; reason: string }) => [w.field, w.reason]));
    expect(reasons.ogImage).toContain("600×300로 작습니다");
    expect(reasons.twitterImage).toContain("크기를 확인할 수 없습니다");
    const fine = await patch(res.body.setting.id, { ogImage: artwork, twitterImage: null });
    expect(fine.body.warnings).toEqual([]);
    const page = await html(paths.contact());
    expect(metaOf(page, "property", "og:image")).toBe(artwork);
    expect(metaOf(page, "property", "og:image:width")).toBe("1600");
    expect(metaOf(page, "property", "og:image:height")).toBe("800");
    await remove(res.body.setting.id);
  });

  it("gives a page without a picture of its own the site's share picture, with its size", async () => {
    for (const path of [paths.board(), paths.boardCategory({ category: "fraud" })]) {
      const page = await html(path);
      expect(metaOf(page, "property", "og:image"), path).toBe(`${origin()}/attached_assets/og-default.png`);
      expect(metaOf(page, "name", "twitter:image"), path).toBeUndefined();
      expect(metaOf(page, "property", "og:image:width"), path).toBe("1200");
    }
  });

  it("carries the size of a picture uploaded in the back office as an article's thumbnail", async () => {
    const imageData = `data:image/png;base64,${(await pngImage(1200, 630)).toString("base64")}`;
    const uploaded = await app.admin
      .post("/api/upload/image")
      .set("Origin", origin())
      .send({ imageData, fileName: "share.png", altText: "공유 이미지" });
    expect(uploaded.status).toBe(201);
    const url: string = uploaded.body.data.url;
    const created = await app.admin.post("/api/posts").set("Origin", origin()).send({
      title: "업로드한 대표 이미지가 있는 글",
      content: "## 제목\n\n본문입니다.",
      categoryId: 3,
      thumbnailImage: url,
      thumbnailAlt: "공유 이미지",
    });
    expect(created.status).toBe(201);
    const article = await html(paths.article({ category: "fraud", slug: created.body.post.slug }));
    expect(metaOf(article, "property", "og:image")).toBe(`${origin()}${url}`);
    expect(metaOf(article, "property", "og:image:width")).toBe("1200");
    expect(metaOf(article, "property", "og:image:height")).toBe("630");
  });
});

describe("structured data", () => {
  it("home's default is a LegalService without rating markup, also as the editor's default", async () => {
    const defaults = await app.admin.get("/api/seo-settings/defaults/home");
    expect(defaults.status).toBe(200);
    expect(defaults.body.title).toBe(titleOf(await html(paths.home())));
    const value = JSON.parse(defaults.body.structuredData) as Array<Record<string, unknown>>;
    expect(value.map((v) => v["@type"])).toEqual(["LegalService", "WebSite"]);
    expect(defaults.body.structuredData).not.toMatch(/aggregateRating|"Review"/);
    expect(defaults.body.structuredData).toContain("memberOf");
    expect((await app.admin.get("/api/seo-settings/defaults/post")).status).toBe(400);
  });

  it("stores only the change, as no SEO setting; the office's new phone reaches the page over it; null restores it", async () => {
    const before = (await app.admin.get("/api/seo-settings")).body.length;
    const defaults = await app.admin.get("/api/seo-settings/defaults/home");
    const [home, site] = JSON.parse(defaults.body.current) as Array<Record<string, unknown>>;
    const res = await patchStructuredData("home", JSON.stringify([{ ...home, alternateName: "정의 법률" }, site]));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("구조화 데이터가 저장되었습니다. 바꾼 부분만 저장되고, 사무소 정보는 늘 최신 값이 들어갑니다.");
    expect(JSON.parse(res.body.patch)).toEqual([{ alternateName: "정의 법률" }]);
    // No SEO setting appears as a side effect, and the page keeps its own title.
    expect((await app.admin.get("/api/seo-settings")).body).toHaveLength(before);
    expect(titleOf(await html(paths.home()))).toBe(defaults.body.title);

    // The office phone changes in 사무소 정보: the home JSON-LD carries the new one, and the saved addition.
    const facts = (await app.admin.get("/api/site-settings")).body;
    const saved = await app.admin
      .put("/api/site-settings")
      .set("Origin", origin())
      .send({ ...facts, phone: "02-6951-3300" });
    expect(saved.status).toBe(200);
    const [legal] = jsonLdOf(await html(paths.home())) as Array<Record<string, unknown>>;
    expect(legal).toMatchObject({ "@type": "LegalService", telephone: "02-6951-3300", alternateName: "정의 법률" });
    expect(JSON.parse((await app.admin.get("/api/seo-settings/defaults/home")).body.current)[0].telephone).toBe("02-6951-3300");

    // A whole document saved before patches existed (moved by the migration) keeps no stale fact either.
    const contactNow = JSON.parse((await app.admin.get("/api/seo-settings/defaults/contact")).body.structuredData) as Array<
      Record<string, unknown>
    >;
    const legacy = contactNow.map((v) => (v["@type"] === "LegalService" ? { ...v, telephone: facts.phone, alternateName: "정의" } : v));
    await app.t.database.db.insert(pageStructuredData).values({ pageType: "contact", patch: JSON.stringify(legacy) });
    await patchStructuredData("about", null); // any save renders the pages anew
    const contact = jsonLdOf(await html(paths.contact())) as Array<Record<string, unknown>>;
    expect(contact.find((v) => v["@type"] === "LegalService")).toMatchObject({ telephone: "02-6951-3300", alternateName: "정의" });
    await app.t.database.db.delete(pageStructuredData).where(eq(pageStructuredData.pageType, "contact"));
    await app.admin.put("/api/site-settings").set("Origin", origin()).send(facts);

    const reset = await patchStructuredData("home", null);
    expect(reset.body.message).toBe("구조화 데이터를 기본값으로 되돌렸습니다.");
    expect((jsonLdOf(await html(paths.home()))[0] as Record<string, unknown>).alternateName).toBeUndefined();
    expect((await patchStructuredData("post", "{}")).status).toBe(400);
  });

  it("cannot leave its script element, and round-trips exactly", async () => {
    const hostile = { name: '</script><script>alert("x")</script>', note: "<!-- a --> & \u2028 \u2029 '" };
    const generated = JSON.parse((await app.admin.get("/api/seo-settings/defaults/contact")).body.structuredData) as object[];
    const res = await patchStructuredData("contact", JSON.stringify([{ ...generated[0], ...hostile }, ...generated.slice(1)]));
    expect(res.status).toBe(200);
    const page = await html(paths.contact());
    expect(page).not.toContain('<script>alert("x")');
    expect(page).not.toContain("<!-- a -->");
    expect(page).not.toMatch(/[\u2028\u2029]/);
    expect(jsonLdOf(page)[0]).toMatchObject(hostile);
    await patchStructuredData("contact", null);
  });

  it("warns, without refusing, about rating markup and advertising wording", async () => {
    const rated = {
      "@type": "LegalService",
      name: "형사전문 법률사무소",
      aggregateRating: { "@type": "AggregateRating", ratingValue: 5, reviewCount: 3 },
    };
    const res = await patchStructuredData("home", JSON.stringify(rated));
    expect(res.status).toBe(200);
    const fields = res.body.warnings.map((w: { field: string; match: string }) => `${w.field}:${w.match}`);
    expect(fields).toEqual(expect.arrayContaining(["structuredData:aggregateRating", "structuredData:형사전문 법률사무소"]));
    await patchStructuredData("home", null);
    const made = await create({ pageType: "home", title: "최고의 형사 변호사", description: "설명" });
    expect(made.body.warnings.some((w: { field: string; match: string }) => w.field === "title" && w.match.includes("최고"))).toBe(true);
    await remove(made.body.setting.id);
  });
});

describe("the public lookup of a post's or interview's setting", () => {
  const cases = [
    { pageType: "post", pageId: "6", table: posts },
    { pageType: "interview", pageId: "20", table: interviews },
  ] as const;

  it.each(cases)(
    "$pageType: null while the page is a draft, scheduled or in the trash; the setting again once public",
    async ({ pageType, pageId, table }) => {
      const title = `초안에만 쓴 제목 ${pageType}`;
      const saved = await create({ pageType, pageId, title, description: "공개 전 설명" });
      expect(saved.status).toBe(201);
      const lookup = async () => (await request(app.t.app).get(`/api/seo-settings/page/${pageType}/${pageId}`).expect(200)).body;
      const set = (values: Partial<typeof table.$inferInsert>) =>
        app.t.database.db
          .update(table)
          .set(values)
          .where(eq(table.id, Number(pageId)));
      const [original] = await app.t.database.db
        .select()
        .from(table)
        .where(eq(table.id, Number(pageId)));
      expect(await lookup()).toMatchObject({ title });

      await set({ status: "draft" });
      expect(await lookup()).toBeNull();
      await set({ status: "published", publishedAt: new Date(Date.now() + 86_400_000) });
      expect(await lookup()).toBeNull();
      await set({ publishedAt: original.publishedAt, deletedAt: new Date() });
      expect(await lookup()).toBeNull();
      // The back office still reads it, to edit it.
      expect((await app.admin.get("/api/seo-settings")).body.map((s: { title: string }) => s.title)).toContain(title);

      await set({ deletedAt: null });
      expect(await lookup()).toMatchObject({ title });
      expect((await request(app.t.app).get(`/api/seo-settings/page/${pageType}/999999`).expect(200)).body).toBeNull();
      await remove(saved.body.setting.id);
    },
  );
});
