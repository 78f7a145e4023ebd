// The law watch end to end against a local fake of the 법제처 DRF API: the 형법 제347조 fixture (공포 2025-12-02,
// 시행 2025-12-23) and the seeded fraud guide citing it with lawAsOf 2025-11-01 → one change listing the guide, on
// the review queue, a notice on the public page until the guide is re-reviewed and the change resolved; two runs →
// no duplicates; every request the fake receives carries OC and a Referer; a refusal is a failed run with no change.
import request from "supertest";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paths } from "@shared/pages/page-map";
import { signedInAgent } from "../../tests/helpers/auth";
import { FAKE_LAW_OC, startFakeLawApi, type FakeLawApi } from "../../tests/helpers/fake-law-api";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { contentSeeder } from "../services/content-seed.service";
import { createLawApi } from "../lib/law-api";
import { createLawWatchRun } from "../services/law-watch-run.service";

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAgent>>;
let fake: FakeLawApi;
let now = new Date("2025-12-24T03:00:00Z");
let guide: { id: number; slug: string };
const NOTICE = "이 글이 인용한 형법 제347조가 2025. 12. 23. 개정·시행되었습니다. 변호사가 내용을 다시 확인하고 있습니다.";

beforeAll(async () => {
  fake = await startFakeLawApi({
    laws: [
      { lawId: "001692", name: "형법" },
      { lawId: "001671", name: "형사소송법" },
    ],
    amendments: [
      {
        lawId: "001692",
        promulgatedOn: "2025-12-02",
        effectiveOn: "2025-12-23",
        articles: ["034700"],
        reason: "◇ 개정이유\n사기죄의 법정형을 정비하려는 것임.",
      },
    ],
    today: "2025-12-24",
  });
  t = await createTestApp({ env: { LAW_API_OC: FAKE_LAW_OC, LAW_API_URL: fake.url }, seeders: [contentSeeder], clock: () => now });
  admin = await signedInAgent(t.app);
  const rows = await t.database.db.execute(sql`select id, slug from posts where slug = 'fraud-complaint-response-guide'`);
  guide = (rows as unknown as { rows: { id: number; slug: string }[] }).rows[0];
  await t.database.db.execute(sql`update posts set law_as_of = '2025-11-01' where id = ${guide.id}`);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const guidePath = () => paths.article({ category: "fraud", slug: guide.slug });

describe("citations", () => {
  it("ships the seeded guide's citations and suggests the rest from its body", async () => {
    const res = await admin.get(`/api/posts/${guide.id}/citations`);
    expect(res.status).toBe(200);
    expect(res.body.citations).toContainEqual(expect.objectContaining({ lawId: "001692", jo: "034700", label: "형법 제347조" }));
    // 특정경제범죄법 has no confirmed ID: suggested without one.
    expect(res.body.suggestions.every((s: { lawId: string | null }) => s.lawId === null)).toBe(true);
    expect((await request(t.app).get(`/api/posts/${guide.id}/citations`)).status).toBe(401);
  });

  it("refuses a malformed citation with a Korean message and stores nothing", async () => {
    const before = (await admin.get(`/api/posts/${guide.id}/citations`)).body.citations;
    const bad = await admin
      .put(`/api/posts/${guide.id}/citations`)
      .send({ citations: [{ lawId: "1692", jo: "347", label: "형법 제347조" }] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/법령 ID/);
    expect((await admin.get(`/api/posts/${guide.id}/citations`)).body.citations).toEqual(before);
    expect((await admin.put(`/api/posts/999999/citations`).send({ citations: [] })).status).toBe(404);
  });
});

describe("the nightly check", () => {
  it("finds the change to 형법 제347조, listing the guide, with OC and Referer on every request", async () => {
    const run = await admin.post("/api/law-watch/run");
    expect(run.status).toBe(200);
    expect(run.body).toMatchObject({ ran: true, status: "succeeded", checkedThrough: "2025-12-23" });
    const changes = (await admin.get("/api/law-watch/changes?status=open")).body;
    const article = changes.filter((c: { jo: string }) => c.jo === "034700");
    expect(article).toHaveLength(1);
    expect(article[0]).toMatchObject({ lawId: "001692", kind: "article_changed", promulgatedOn: "2025-12-02", effectiveOn: "2025-12-23" });
    expect(article[0].reasonExcerpt).toContain("사기죄의 법정형");
    expect(article[0].guides).toContainEqual(expect.objectContaining({ kind: "post", id: guide.id, lawAsOf: "2025-11-01" }));
    expect(fake.requests.length).toBeGreaterThan(0);
    for (const r of fake.requests) {
      expect(r.params.get("OC")).toBe(FAKE_LAW_OC);
      expect(r.referer).toBe("http://localhost:5000/");
    }
    // Only ID- and date-based calls: no name search in the nightly check.
    expect(fake.requests.some((r) => r.params.get("target") === "law")).toBe(false);
  });

  it("writes no duplicate on a second run, by hand or by the timer", async () => {
    const count = async () => (await admin.get("/api/law-watch/changes")).body.length;
    const before = await count();
    expect((await admin.post("/api/law-watch/run")).body.status).toBe("succeeded");
    expect(await count()).toBe(before);
  });

  it("puts the guide on the review queue with its reason, first", async () => {
    const res = await admin.get("/api/review-dashboard");
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(res.body.items.length);
    expect(res.body.items[0]).toMatchObject({ type: "post", ref: String(guide.id) });
    expect(res.body.items[0].reasons).toContain("인용 조문 개정 (형법 제347조, 2025-12-23 시행)");
  });

  it("shows the notice on the public page, and lets the attorney turn it off", async () => {
    const page = await request(t.app).get(guidePath());
    expect(page.status).toBe(200);
    expect(page.text).toContain(NOTICE);
    expect((await admin.put("/api/law-watch/settings").send({ publicNotice: false })).body.publicNotice).toBe(false);
    expect((await request(t.app).get(guidePath())).text).not.toContain(NOTICE);
    expect((await admin.put("/api/law-watch/settings").send({ publicNotice: "no" })).status).toBe(400);
    await admin.put("/api/law-watch/settings").send({ publicNotice: true });
    expect((await request(t.app).get(guidePath())).text).toContain(NOTICE);
  });

  it("drops the notice after the guide's re-review and the change's resolution", async () => {
    const change = (await admin.get("/api/law-watch/changes?status=open")).body.find((c: { jo: string }) => c.jo === "034700");
    expect((await admin.post(`/api/posts/${guide.id}/review`).send({ lawAsOf: "2025-12-24" })).status).toBe(200);
    const resolved = await admin.patch(`/api/law-watch/changes/${change.id}`).send({ status: "resolved", note: "본문 확인" });
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({ status: "resolved", resolvedBy: "admin", note: "본문 확인" });
    expect((await request(t.app).get(guidePath())).text).not.toContain(NOTICE);
    const queue = (await admin.get("/api/review-dashboard")).body.items;
    expect(queue.some((i: { ref: string; type: string }) => i.type === "post" && i.ref === String(guide.id))).toBe(false);
    expect((await admin.patch(`/api/law-watch/changes/${change.id}`).send({ status: "done" })).status).toBe(400);
  });

  it("lists an upcoming version with its D-day and shows no notice before its date", async () => {
    fake.amendments.push({
      lawId: "001692",
      promulgatedOn: "2025-12-30",
      effectiveOn: "2026-03-01",
      articles: ["034700"],
      reason: "시행 예정",
    });
    now = new Date("2025-12-31T03:00:00Z");
    fake.today = "2025-12-31";
    admin = await signedInAgent(t.app); // the session does not outlive a week's move of the clock
    await t.database.db.execute(sql`update posts set law_as_of = '2025-12-24' where id = ${guide.id}`);
    expect((await admin.post("/api/law-watch/run")).body.status).toBe("succeeded");
    const upcoming = (await admin.get("/api/law-watch/changes?status=open")).body.filter((c: { kind: string }) => c.kind === "upcoming");
    expect(upcoming.map((c: { jo: string }) => c.jo).sort()).toEqual(["", "034700"]);
    const item = (await admin.get("/api/review-dashboard")).body.items.find((i: { ref: string }) => i.ref === String(guide.id));
    expect(item.dDay).toBe(60);
    expect(item.reasons).toContain("시행 예정 개정 (형법 제347조, 2026-03-01 시행, D-60)");
    expect((await request(t.app).get(guidePath())).text).not.toContain("개정·시행되었습니다");
    expect((await admin.get("/api/law-watch/laws")).body.find((l: { lawId: string }) => l.lawId === "001692").upcoming).toHaveLength(2);
    // The day comes: the next run moves it in force, and the notice appears.
    now = new Date("2026-03-02T03:00:00Z");
    fake.today = "2026-03-02";
    admin = await signedInAgent(t.app);
    expect((await admin.post("/api/law-watch/run")).body.status).toBe("succeeded");
    expect((await request(t.app).get(guidePath())).text).toContain("이 글이 인용한 형법 제347조가 2026. 3. 1. 개정·시행되었습니다.");
  });

  it("records a refusal as a failed run with no change rows, on the status and the launch checklist", async () => {
    fake.answer("auth-fail");
    fake.amendments.push({ lawId: "001692", promulgatedOn: "2026-03-02", effectiveOn: "2026-03-02", articles: ["034700"], reason: "x" });
    const before = (await admin.get("/api/law-watch/changes")).body.length;
    now = new Date("2026-03-03T03:00:00Z");
    admin = await signedInAgent(t.app);
    const run = await admin.post("/api/law-watch/run");
    expect(run.status).toBe(502);
    expect(run.body.message).toMatch(/사용자 정보 검증에 실패/);
    expect((await admin.get("/api/law-watch/changes")).body.length).toBe(before);
    const status = (await admin.get("/api/law-watch/status")).body;
    expect(status).toMatchObject({ enabled: true });
    expect(status.lastError).toMatch(/사용자 정보 검증/);
    expect(status.lastSuccessAt).not.toBeNull();
    expect((await request(t.app).get("/api/health")).body.lawWatch.lastError).toMatch(/사용자 정보 검증/);
    const checklist = (await admin.get("/api/launch-checklist")).body;
    expect(checklist).toContainEqual(expect.objectContaining({ id: "law-watch", title: "법령 변경 확인이 실패하고 있습니다" }));
    fake.answer("html");
    expect((await admin.post("/api/law-watch/run")).status).toBe(502);
    fake.answer("ok");
  });

  it("runs once a day across two instances", async () => {
    now = new Date("2026-03-04T03:00:00Z");
    const api = createLawApi({ oc: FAKE_LAW_OC, base: fake.url, referer: "http://localhost:5000/" });
    const bump = async () => undefined;
    const [a, b] = [
      createLawWatchRun(t.database.db, { api, clock: () => now, bump }),
      createLawWatchRun(t.database.db, { api, clock: () => now, bump }),
    ];
    const outcomes = await Promise.all([a.run(false), b.run(false)]);
    expect(outcomes.filter((o) => o.ran)).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ran)).toEqual([{ ran: false, reason: "busy" }]);
    // The timer does not run a finished day again.
    expect(await a.run(false)).toEqual({ ran: false, reason: "busy" });
  });

  it("puts a deadline rule whose article changed under review (409) until the attorney reviews it", async () => {
    // 형사소송법 제358조 (항소기간) changed after the rule's law date: the calculator stops answering it.
    fake.amendments.push({
      lawId: "001671",
      promulgatedOn: "2026-12-01",
      effectiveOn: "2026-12-01",
      articles: ["035800"],
      reason: "항소기간 정비",
    });
    now = new Date("2026-12-02T03:00:00Z");
    fake.today = "2026-12-02";
    admin = await signedInAgent(t.app);
    expect((await admin.post("/api/law-watch/run")).body.status).toBe("succeeded");
    const deadline = () => request(t.app).post("/api/tools/deadline").send({ kind: "appeal", startDate: "2026-12-02" });
    const blocked = await deadline();
    expect(blocked.status).toBe(409);
    expect(blocked.body.code).toBe("RULE_UNDER_REVIEW");
    const rule = (await admin.get("/api/tools/rules")).body.find((r: { key: string }) => r.key === "appeal");
    expect(rule).toMatchObject({ status: "needs_review", lawChange: { effectiveOn: "2026-12-01" } });
    const change = (await admin.get("/api/law-watch/changes?status=open")).body.find((c: { jo: string }) => c.jo === "035800");
    expect(change.rules).toContainEqual(expect.objectContaining({ key: "appeal" }));
    const queue = (await admin.get("/api/review-dashboard")).body.items;
    expect(queue).toContainEqual(
      expect.objectContaining({ type: "rule", ref: "appeal", reasons: ["인용 조문 개정 (형사소송법 제358조, 2026-12-01 시행)"] }),
    );
    // An upcoming change to the rule's article is the rule's item too, with its D-day.
    fake.amendments.push({ lawId: "001671", promulgatedOn: "2026-12-02", effectiveOn: "2027-01-01", articles: ["035800"], reason: "예정" });
    now = new Date("2026-12-03T03:00:00Z");
    fake.today = "2026-12-03";
    admin = await signedInAgent(t.app);
    expect((await admin.post("/api/law-watch/run")).body.status).toBe("succeeded");
    const ruleItem = (await admin.get("/api/review-dashboard")).body.items.find((i: { ref: string }) => i.ref === "appeal");
    expect(ruleItem.reasons).toContain("시행 예정 개정 (형사소송법 제358조, 2027-01-01 시행, D-29)");
    expect((await admin.post("/api/tools/rules/appeal/review")).status).toBe(200);
    expect((await deadline()).status).toBe(200);
  });

  it("links a rule whose law the dictionary lacks once the attorney watches that law by its name", async () => {
    // 즉결심판 (정식재판청구, 즉결심판법 제14조): no ID in the dictionary, so the rule is not watched until the law is.
    const summary = () => request(t.app).post("/api/tools/deadline").send({ kind: "summary_trial", startDate: "2026-12-04" });
    expect((await summary()).status).toBe(200);
    const added = await admin.post("/api/law-watch/laws").send({ lawId: "990014", name: "즉결심판에 관한 절차법" });
    expect(added.status).toBe(201);
    fake.amendments.push({
      lawId: "990014",
      promulgatedOn: "2026-12-03",
      effectiveOn: "2026-12-03",
      articles: ["001400"],
      reason: "정식재판청구 정비",
    });
    now = new Date("2026-12-04T03:00:00Z");
    fake.today = "2026-12-04";
    admin = await signedInAgent(t.app);
    expect((await admin.post("/api/law-watch/run")).body.status).toBe("succeeded");
    expect((await summary()).status).toBe(409);
    const change = (await admin.get("/api/law-watch/changes?status=open")).body.find((c: { lawId: string }) => c.lawId === "990014");
    expect(change.rules).toContainEqual(expect.objectContaining({ key: "summary_trial" }));
    // Watched because a rule cites it: it cannot be taken off the list.
    expect((await admin.delete("/api/law-watch/laws/990014")).status).toBe(409);
  });
});
