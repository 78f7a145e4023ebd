// GET /api/interviews and /api/interviews/:slugOrId against the real app, seeded with the content
// files (ids 20 and 21) plus rows of our own: a newer published one, an old one without an excerpt,
// and drafts that must never show.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { interviews } from "@shared/schema";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { contentSeeder } from "../services/content-seed.service";

const MATERNITY = "maternity-criminal-case-acquittal-process";
const FAMILY = "family-financial-fraud-legal-consultation-courage";

let t: TestApp;
let newestId: number;
let draftId: number;
beforeAll(async () => {
  t = await createTestApp({ seeders: [contentSeeder] });
  const rows = await t.database.db
    .insert(interviews)
    .values([
      {
        slug: "newest-story",
        title: "Mediation Story: 합의로 끝난 사건",
        excerpt: "요약에만있는말 이 들어간 요약입니다.",
        content:
          "## 첫 만남\n\n**본문**에만있는말 과 [링크](https://example.com/only-in-markdown) 가 있습니다.\n\n### 결과\n\n합의했습니다.",
        createdAt: new Date("2025-07-10T09:00:00+09:00"),
        publishedAt: new Date("2025-07-10T09:00:00+09:00"),
        keywords: "합의,  형사조정 ,,Mediation",
      },
      {
        slug: "oldest-story",
        title: "오래된 인터뷰 이야기",
        excerpt: null,
        content: "# 시작\n\n요약 없이 본문만 있는 인터뷰입니다. 본문의 앞부분이 요약을 대신합니다.",
        createdAt: new Date("2025-05-01T09:00:00+09:00"),
        publishedAt: new Date("2025-05-01T09:00:00+09:00"),
      },
      {
        slug: "draft-story",
        title: "Mediation 초안: 공개 전 인터뷰",
        excerpt: "아직 공개하지 않은 초안입니다.",
        content: "본문에만있는말 을 담은 초안",
        status: "draft",
        createdAt: new Date("2025-07-20T09:00:00+09:00"),
        publishedAt: new Date("2025-07-20T09:00:00+09:00"),
      },
    ])
    .returning({ id: interviews.id, slug: interviews.slug });
  newestId = rows.find((r) => r.slug === "newest-story")!.id;
  draftId = rows.find((r) => r.slug === "draft-story")!.id;
});
afterAll(async () => {
  await t?.close();
});

const list = async (q?: string) => {
  const res = await request(t.app)
    .get("/api/interviews")
    .query(q === undefined ? {} : { q });
  expect(res.status).toBe(200);
  return (res.body as Array<{ slug: string }>).map((i) => i.slug);
};

describe("GET /api/interviews", () => {
  it("lists published interviews only, newest first, as summaries", async () => {
    const res = await request(t.app).get("/api/interviews");
    expect(res.status).toBe(200);
    expect(res.body.map((i: { slug: string }) => i.slug)).toEqual(["newest-story", FAMILY, MATERNITY, "oldest-story"]);
    const maternity = res.body.find((i: { slug: string }) => i.slug === MATERNITY);
    expect(maternity).toEqual({
      id: 20,
      slug: MATERNITY,
      title: "임신 중 시작된 상표법 위반 사건, 정식재판에서 무죄를 받기까지",
      excerpt: expect.stringContaining("정식재판을 청구"),
      createdAt: "2025-06-26T00:00:00.000Z",
      thumbnailImage: `/attached_assets/interviews/${MATERNITY}-800.webp`,
      thumbnailAlt: expect.any(String),
      // Seeded from a content file marked `sample: true`; the interviews an administrator created are not samples.
      isSample: true,
    });
    expect(res.body.find((i: { slug: string }) => i.slug === FAMILY).id).toBe(21);
    expect(res.body.filter((i: { isSample: boolean }) => i.isSample).map((i: { slug: string }) => i.slug)).toEqual([FAMILY, MATERNITY]);
  });

  it("falls back to the start of the text when an interview has no excerpt", async () => {
    const res = await request(t.app).get("/api/interviews");
    const oldest = res.body.find((i: { slug: string }) => i.slug === "oldest-story");
    expect(oldest.excerpt).toBe("시작 요약 없이 본문만 있는 인터뷰입니다. 본문의 앞부분이 요약을 대신합니다.");
  });

  it("searches the title, the excerpt and the text (not the markdown) of published interviews", async () => {
    expect(await list("상표법")).toEqual([MATERNITY]); // title
    expect(await list("요약에만있는말")).toEqual(["newest-story"]); // excerpt only
    expect(await list("본문에만있는말")).toEqual(["newest-story"]); // text only, split by **bold**; the draft has it too
    expect(await list("턱받이")).toEqual([MATERNITY]); // deep in a seeded body
    expect(await list("가압류")).toEqual([FAMILY]);
    expect(await list("only-in-markdown")).toEqual([]); // a link target is not text
    expect(await list("없는검색어xyz")).toEqual([]);
  });

  it("matches Latin text regardless of case and ignores surrounding spaces", async () => {
    expect(await list("mEDIATION")).toEqual(["newest-story"]);
    expect(await list("  mediation story  ")).toEqual(["newest-story"]);
  });

  it("treats a blank or whitespace-only search as no search", async () => {
    const all = ["newest-story", FAMILY, MATERNITY, "oldest-story"];
    expect(await list("")).toEqual(all);
    expect(await list("   \t ")).toEqual(all);
  });
});

describe("GET /api/interviews/:slugOrId", () => {
  it("answers a published interview by slug with rendered body, table of contents and keywords", async () => {
    const res = await request(t.app).get(`/api/interviews/${MATERNITY}`);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toContain("max-age=60");
    const body = res.body;
    expect(body).toMatchObject({
      id: 20,
      slug: MATERNITY,
      title: "임신 중 시작된 상표법 위반 사건, 정식재판에서 무죄를 받기까지",
      seoTitle: "임신·출산 중 받은 약식명령, 정식재판 청구로 무죄까지",
      metaDescription: expect.stringContaining("정식재판 청구 기간 7일"),
      caseType: "상표법 위반",
      clientName: "김○○",
      keywords: ["상표법 위반", "약식명령", "정식재판 청구", "무죄", "온라인 쇼핑몰 상표", "임신 중 형사사건"],
    });
    expect(body.contentHtml).toContain('<h2 id="배-속-아이와-함께-받은-경찰-전화">배 속 아이와 함께 받은 경찰 전화</h2>');
    expect(body.contentHtml).toContain("턱받이");
    expect(body.toc[0]).toEqual({ id: "배-속-아이와-함께-받은-경찰-전화", text: "배 속 아이와 함께 받은 경찰 전화", level: 2 });
    expect(body).not.toHaveProperty("content");
    expect(body).not.toHaveProperty("status");
  });

  it("accepts the numeric id in place of the slug", async () => {
    const [byId, bySlug] = await Promise.all([
      request(t.app).get("/api/interviews/20"),
      request(t.app).get(`/api/interviews/${MATERNITY}`),
    ]);
    expect(byId.status).toBe(200);
    expect(byId.body).toEqual(bySlug.body);
    const family = await request(t.app).get("/api/interviews/21");
    expect(family.body.slug).toBe(FAMILY);
  });

  it("splits keywords on commas, trimming and dropping empty ones; H1 in the body becomes a level-2 entry", async () => {
    const res = await request(t.app).get(`/api/interviews/${newestId}`);
    expect(res.status).toBe(200);
    expect(res.body.keywords).toEqual(["합의", "형사조정", "Mediation"]);
    expect(res.body.toc.map((e: { text: string; level: number }) => [e.text, e.level])).toEqual([
      ["첫 만남", 2],
      ["결과", 3],
    ]);
    expect(res.body.contentHtml).toContain('href="https://example.com/only-in-markdown" target="_blank" rel="noopener noreferrer"');
    const oldest = await request(t.app).get("/api/interviews/oldest-story");
    expect(oldest.body.contentHtml).toContain('<h2 id="시작">시작</h2>');
    expect(oldest.body.keywords).toEqual([]);
  });

  it("answers 404 JSON for an unknown slug or id", async () => {
    for (const path of ["no-such-interview", "999999", "99999999999999999999", "0", "20abc", "x".repeat(300)]) {
      const res = await request(t.app).get(`/api/interviews/${path}`);
      expect(res.status, path).toBe(404);
      expect(res.type).toBe("application/json");
      expect(res.body).toEqual({ message: "인터뷰를 찾을 수 없습니다.", code: "NOT_FOUND" });
    }
  });

  it("never answers a draft, by slug or by id", async () => {
    for (const path of ["draft-story", String(draftId)]) {
      const res = await request(t.app).get(`/api/interviews/${path}`);
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ message: "인터뷰를 찾을 수 없습니다.", code: "NOT_FOUND" });
    }
  });
});
