// The interviews API as the back office uses it, against the real app and database: access, validation,
// slugs, what visitors see (drafts, scheduled interviews, the trash), earlier addresses, revisions, and the
// content files no longer overwriting an edited interview.
import request from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import type { AdminInterview, AdminInterviewListItem, InterviewRevision } from "@shared/content/admin-interviews";
import { contentTombstones, interviews } from "@shared/schema";
import { setupAdminApp } from "../../tests/helpers/admin-app";
import { loadContentFiles } from "../services/content-loader";
import { createAdminInterviewsService } from "../services/admin-interviews.service";
import { seedContent } from "../services/content-seed.service";

const app = setupAdminApp();
beforeEach(async () => {
  await app.t.database.db.delete(interviews);
  await app.t.database.db.delete(contentTombstones);
});

const CONSENT = { date: "2026-11-10", method: "서면 동의서", recordedBy: "홍길동" };
const BODY = "## 처음 연락했을 때\n\n조사 일정이 잡힌 뒤 상담을 요청했습니다.";
const valid = (over: Record<string, unknown> = {}) => ({
  title: "음주운전 조사를 앞둔 의뢰인 이야기",
  content: BODY,
  caseType: "음주운전",
  clientName: "김○○",
  consent: CONSENT,
  ...over,
});
const origin = () => app.t.env.PUBLIC_SITE_URL;

async function create(over: Record<string, unknown> = {}): Promise<AdminInterview> {
  const res = await app.admin.post("/api/interviews").set("Origin", origin()).send(valid(over));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.interview as AdminInterview;
}
async function update(id: number, over: Record<string, unknown> = {}): Promise<AdminInterview> {
  const res = await app.admin.put(`/api/interviews/${id}`).set("Origin", origin()).send(valid(over));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.interview as AdminInterview;
}
const publicSlugs = async () => ((await request(app.t.app).get("/api/interviews")).body as Array<{ slug: string }>).map((i) => i.slug);
const page = (path: string) => request(app.t.app).get(encodeURI(path)).set("Accept", "text/html").redirects(0);
const sitemap = async () => decodeURI((await request(app.t.app).get("/sitemap.xml")).text);

describe("the client's consent", () => {
  it("refuses to publish without a consent record (400, in Korean), saves a draft without one, publishes with one", async () => {
    const refused = await app.admin
      .post("/api/interviews")
      .set("Origin", origin())
      .send(valid({ consent: null }));
    expect(refused.status).toBe(400);
    expect(refused.body.fields.consent).toEqual(["의뢰인의 동의 기록(날짜·방법·기록한 사람)이 있어야 게시할 수 있습니다"]);
    const partial = await app.admin
      .post("/api/interviews")
      .set("Origin", origin())
      .send(valid({ consent: { ...CONSENT, recordedBy: "" } }));
    expect(partial.status).toBe(400);
    expect(partial.body.fields["consent.recordedBy"] ?? partial.body.fields.consent).toBeTruthy();
    expect(await publicSlugs()).toEqual([]);

    const draft = await create({ consent: null, status: "draft" });
    expect(draft.consent).toBeNull();
    const listed = (await app.admin.get("/api/admin/interviews")).body as AdminInterviewListItem[];
    expect(listed.find((i) => i.id === draft.id)?.consent).toBeNull();
    // Publishing the draft later asks for the record too.
    expect(
      (
        await app.admin
          .put(`/api/interviews/${draft.id}`)
          .set("Origin", origin())
          .send(valid({ consent: null }))
      ).status,
    ).toBe(400);
    const published = await update(draft.id, { consent: CONSENT });
    expect(published.consent).toEqual(CONSENT);
    expect(published.displayStatus).toBe("published");
    expect(await publicSlugs()).toEqual([published.slug]);
  });
});

describe("access", () => {
  it("answers 401 without a session and 403 to a request another site sent, and writes nothing", async () => {
    expect((await request(app.t.app).get("/api/admin/interviews")).status).toBe(401);
    expect((await request(app.t.app).post("/api/interviews").set("Origin", origin()).send(valid())).status).toBe(401);
    expect((await request(app.t.app).put("/api/interviews/1").set("Origin", origin()).send(valid())).status).toBe(401);
    expect((await request(app.t.app).delete("/api/interviews/1").set("Origin", origin())).status).toBe(401);
    expect((await app.admin.post("/api/interviews").set("Sec-Fetch-Site", "cross-site").send(valid())).status).toBe(403);
    expect((await app.admin.post("/api/interviews").set("Origin", "https://evil.example").send(valid())).status).toBe(403);
    const made = await create();
    expect(
      (
        await app.admin
          .put(`/api/interviews/${made.id}`)
          .set("Origin", "https://evil.example")
          .send(valid({ title: "바뀐 제목입니다" }))
      ).status,
    ).toBe(403);
    expect((await app.admin.delete(`/api/interviews/${made.id}`).set("Origin", "https://evil.example")).status).toBe(403);
    expect(await app.t.database.db.select().from(interviews)).toHaveLength(1);
  });
});

describe("writing an interview", () => {
  it("stores it with defaults and a Hangul slug made from the title", async () => {
    const made = await create({ id: 999, views: 7 });
    expect(made.id).not.toBe(999);
    expect(made).toMatchObject({
      slug: "음주운전-조사를-앞둔-의뢰인-이야기",
      status: "published",
      displayStatus: "published",
      views: 0,
      caseType: "음주운전",
      clientName: "김○○",
    });
    expect(made.seoTitle).toBe("음주운전 조사를 앞둔 의뢰인 이야기");
    expect(made.excerpt).toBe("처음 연락했을 때 조사 일정이 잡힌 뒤 상담을 요청했습니다.");
    expect(made.metaDescription).toBe(made.excerpt);
  });

  it("answers each invalid field with its Korean message under fields and stores nothing", async () => {
    const res = await app.admin
      .post("/api/interviews")
      .set("Origin", origin())
      .send({ title: "", content: "", caseType: "", clientName: "김철수", slug: "Bad Slug", thumbnailImage: "/x.webp" });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("VALIDATION_FAILED");
    expect(res.body.fields).toMatchObject({
      title: ["제목을 입력해주세요"],
      content: ["내용을 입력해주세요"],
      caseType: ["사건 유형을 입력해주세요"],
      clientName: ["의뢰인 이름은 성만 남기고 가려서 입력해주세요 (예: 김○○)"],
      thumbnailAlt: ["썸네일 이미지를 설명하는 대체 텍스트를 입력해주세요"],
    });
    expect(res.body.fields.slug[0]).toMatch(/하이픈/);
    expect(await app.t.database.db.select().from(interviews)).toHaveLength(0);
  });

  it("refuses a typed slug another interview has (409) and numbers a slug made from a taken title", async () => {
    const a = await create();
    const res = await app.admin
      .post("/api/interviews")
      .set("Origin", origin())
      .send(valid({ slug: a.slug }));
    expect(res.status).toBe(409);
    expect(res.body.fields.slug[0]).toMatch(/이미 다른 인터뷰/);
    expect((await create()).slug).toBe(`${a.slug}-2`);
  });

  it("lists drafts for the administrator, filtered by state and search", async () => {
    await create({ title: "게시된 인터뷰 이야기입니다" });
    await create({ title: "임시저장 인터뷰 이야기입니다", status: "draft" });
    const all = (await app.admin.get("/api/admin/interviews")).body as AdminInterviewListItem[];
    expect(all.map((i) => i.displayStatus).sort()).toEqual(["draft", "published"]);
    const drafts = (await app.admin.get("/api/admin/interviews?status=draft")).body as AdminInterviewListItem[];
    expect(drafts.map((i) => i.title)).toEqual(["임시저장 인터뷰 이야기입니다"]);
    const found = (await app.admin.post("/api/admin/interviews/search").send({ search: "게시된" })).body as AdminInterviewListItem[];
    expect(found.map((i) => i.title)).toEqual(["게시된 인터뷰 이야기입니다"]);
    const foundDraft = await app.admin.post("/api/admin/interviews/search").send({ search: "인터뷰", status: "draft" });
    expect(foundDraft.body.map((i: AdminInterviewListItem) => i.title)).toEqual(["임시저장 인터뷰 이야기입니다"]);
    expect((await app.admin.get("/api/admin/interviews?status=bogus")).status).toBe(400);
    expect((await app.admin.post("/api/admin/interviews/search").send({ search: "가".repeat(101) })).status).toBe(400);
  });

  it("never takes search text in a URL (logs and history keep URLs)", async () => {
    const res = await app.admin.get(`/api/admin/interviews?search=${encodeURIComponent("게시된")}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "SEARCH_IN_URL", message: expect.stringContaining("POST /api/admin/interviews/search") });
  });
});

describe("what visitors see", () => {
  it("shows a published interview at once on the list, its page, the API and the sitemap", async () => {
    const made = await create();
    expect(await publicSlugs()).toContain(made.slug);
    expect((await request(app.t.app).get(`/api/interviews/${encodeURIComponent(made.slug)}`)).status).toBe(200);
    expect((await page(`/interview/${made.slug}`)).status).toBe(200);
    expect(await sitemap()).toContain(`/interview/${made.slug}`);
  });

  it("hides a draft, a scheduled and a trashed interview on every public surface", async () => {
    const draft = await create({ title: "임시저장한 인터뷰 이야기", status: "draft" });
    const later = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();
    const scheduled = await create({ title: "예약한 인터뷰 이야기입니다", publishDate: later });
    expect(scheduled.displayStatus).toBe("scheduled");
    const trashed = await create({ title: "삭제할 인터뷰 이야기입니다" });
    expect((await app.admin.delete(`/api/interviews/${trashed.id}`).set("Origin", origin())).status).toBe(200);
    const slugs = await publicSlugs();
    const map = await sitemap();
    for (const hidden of [draft, scheduled, trashed]) {
      expect(slugs).not.toContain(hidden.slug);
      expect((await request(app.t.app).get(`/api/interviews/${encodeURIComponent(hidden.slug)}`)).status).toBe(404);
      expect((await request(app.t.app).get(`/api/interviews/${hidden.id}`)).status).toBe(404);
      expect((await page(`/interview/${hidden.slug}`)).status).toBe(404);
      expect(map).not.toContain(`/interview/${hidden.slug}<`);
    }
  });
});

describe("trash, addresses and versions", () => {
  it("moves to the trash and restores from it", async () => {
    const made = await create();
    const del = await app.admin.delete(`/api/interviews/${made.id}`).set("Origin", origin());
    expect(del.body.message).toMatch(/휴지통/);
    const trash = (await app.admin.get("/api/admin/interviews/trash")).body as AdminInterviewListItem[];
    expect(trash.map((i) => i.id)).toEqual([made.id]);
    expect((await app.admin.get("/api/admin/interviews")).body).toEqual([]);
    expect((await app.admin.put(`/api/interviews/${made.id}`).set("Origin", origin()).send(valid())).status).toBe(409);
    const restored = await app.admin.post(`/api/interviews/${made.id}/restore`).set("Origin", origin());
    expect(restored.status).toBe(200);
    expect(await publicSlugs()).toContain(made.slug);
  });

  it("answers the old address of a published interview with a 301 to the new one", async () => {
    const made = await create();
    const moved = await update(made.id, { slug: "새-주소-인터뷰" });
    expect(moved.slug).toBe("새-주소-인터뷰");
    const res = await page(`/interview/${made.slug}`);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(encodeURI("/interview/새-주소-인터뷰"));
    // Taking the old address again ends its redirect.
    await update(made.id, { slug: made.slug });
    expect((await page(`/interview/${made.slug}`)).status).toBe(200);
  });

  it("keeps the version each save replaces and restores one", async () => {
    const made = await create();
    await update(made.id, { title: "두 번째 제목의 인터뷰 이야기" });
    await update(made.id, { title: "세 번째 제목의 인터뷰 이야기" });
    const revisions = (await app.admin.get(`/api/admin/interviews/${made.id}/revisions`)).body as InterviewRevision[];
    expect(revisions.map((r) => r.title)).toEqual(["두 번째 제목의 인터뷰 이야기", made.title]);
    const res = await app.admin.post(`/api/interviews/${made.id}/revisions/${revisions[1].id}/restore`).set("Origin", origin());
    expect(res.status).toBe(200);
    expect(res.body.interview.title).toBe(made.title);
    expect(res.body.interview.slug).toBe(made.slug);
  });

  it("marks the interview reviewed; the review shows on its public detail", async () => {
    const made = await create();
    const res = await app.admin.post(`/api/interviews/${made.id}/review`).set("Origin", origin()).send({ lawAsOf: "2026-11-01" });
    expect(res.status).toBe(200);
    expect(res.body.interview.lawAsOf).toBe("2026-11-01");
    const detail = await request(app.t.app).get(`/api/interviews/${made.id}`);
    expect(detail.body.review).toMatchObject({ lawAsOf: "2026-11-01" });
  });
});

describe("the trash after 30 days", () => {
  it("deletes for good, and a content-file interview gets a tombstone so the seed does not bring it back", async () => {
    const db = app.t.database.db;
    const content = loadContentFiles();
    await seedContent(db, content, 1);
    const seededSlug = content.interviews[0].frontMatter.slug;
    const seeded = (await db.select().from(interviews)).find((r) => r.slug === seededSlug)!;
    const own = await create();
    for (const id of [seeded.id, own.id])
      expect((await app.admin.delete(`/api/interviews/${id}`).set("Origin", origin())).status).toBe(200);
    const service = createAdminInterviewsService(db, { bump: async () => undefined });
    expect(await service.purgeTrash(new Date(Date.now() + 29 * 24 * 3600 * 1000))).toBe(0);
    expect(await service.purgeTrash(new Date(Date.now() + 31 * 24 * 3600 * 1000))).toBe(2);
    expect((await db.select().from(contentTombstones)).map((t) => [t.kind, t.slug])).toEqual([["interview", seededSlug]]);
    const report = await seedContent(db, content, 1);
    expect(report.interviews.deletedForGood).toEqual([seededSlug]);
    expect((await db.select().from(interviews)).map((r) => r.slug)).not.toContain(seededSlug);
  });
});

describe("the content files", () => {
  it("no longer overwrite an interview an administrator edited", async () => {
    const content = loadContentFiles();
    const file = content.interviews[0];
    const db = app.t.database.db;
    await seedContent(db, content, 1);
    const [seeded] = await db.select().from(interviews).limit(1);
    const row = (await db.select().from(interviews)).find((r) => r.slug === file.frontMatter.slug)!;
    expect(seeded).toBeDefined();
    await update(row.id, { slug: row.slug, title: "관리자가 고친 인터뷰 제목" });
    const changed = {
      ...content,
      interviews: content.interviews.map((i) => (i === file ? { ...i, body: `${i.body}\n\n추가 문단`, hash: "changed" } : i)),
    };
    const report = await seedContent(db, changed, 1);
    expect(report.interviews.keptEdited).toContain(file.frontMatter.slug);
    const [after] = (await db.select().from(interviews)).filter((r) => r.id === row.id);
    expect(after.title).toBe("관리자가 고친 인터뷰 제목");
  });
});
