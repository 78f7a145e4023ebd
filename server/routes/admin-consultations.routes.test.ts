import { eq } from "drizzle-orm";
import request from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import { accessLogs, consultationHistory, consultations } from "@shared/schema";
import type { ConsultationListPage } from "@shared/intake/admin-consultations";
import { setupAdminApp } from "../../tests/helpers/admin-app";
import { insertConsultation } from "../../tests/helpers/consultations";

const app = setupAdminApp();
beforeEach(async () => {
  await app.t.database.db.delete(consultations);
  await app.t.database.db.delete(accessLogs);
});

const at = (iso: string) => new Date(iso);
const list = async (query = ""): Promise<ConsultationListPage> => {
  // A search goes in the body (never in the URL); the other filters may stay in the query. Newest first unless
  // another order is asked for (the default order is today's work).
  const params = { sort: "newest", ...Object.fromEntries(new URLSearchParams(query)) };
  if (!query.includes("sort=")) query = `${query}${query ? "&" : "?"}sort=newest`;
  const res =
    "search" in params ? await app.admin.post("/api/consultations/search").send(params) : await app.admin.get(`/api/consultations${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as ConsultationListPage;
};
const logs = () => app.t.database.db.select().from(accessLogs).orderBy(accessLogs.id);

describe("search text never in a URL", () => {
  it("refuses GET /api/consultations?search=… with a Korean message, and logs no access", async () => {
    const before = (await logs()).length;
    const res = await app.admin.get(`/api/consultations?search=${encodeURIComponent("홍길동")}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "SEARCH_IN_URL", message: expect.stringMatching(/검색어는 주소에 담을 수 없습니다/) });
    expect((await logs()).length).toBe(before);
  });
});

describe("GET /api/consultations", () => {
  beforeEach(async () => {
    const db = app.t.database.db;
    await insertConsultation(db, {
      name: "김민수",
      phone: "01012345678",
      email: "minsu@example.com",
      urgency: "urgent",
      caseType: "traffic",
      createdAt: at("2026-01-01T01:00:00Z"),
    });
    await insertConsultation(db, {
      name: "이서연",
      phone: "01098765432",
      email: "seoyeon@example.com",
      urgency: "emergency",
      caseType: "sexual",
      consultationStatus: "in_progress",
      createdAt: at("2026-01-02T01:00:00Z"),
    });
    await insertConsultation(db, {
      name: "박지훈",
      phone: "0212345678",
      email: null,
      urgency: "normal",
      caseType: "fraud",
      consultationStatus: "completed",
      createdAt: at("2026-01-03T01:00:00Z"),
    });
    await insertConsultation(db, {
      name: "김서진",
      phone: "01055556666",
      email: "SEOJIN@Example.com",
      urgency: "emergency",
      caseType: "traffic",
      createdAt: at("2026-01-04T01:00:00Z"),
    });
  });

  it("lists newest first with counts per status, formatted for the dashboard", async () => {
    const page = await list();
    expect(page.items.map((c) => c.name)).toEqual(["김서진", "박지훈", "이서연", "김민수"]);
    // Every open one is long past its first-contact window (24 hours, the sample office's promise).
    expect(page.counts).toEqual({ all: 4, new: 2, in_progress: 1, completed: 1, overdue: 3 });
    expect(page.replyWithinHours).toBe(24);
    expect(page.nextCursor).toBeNull();
    const first = page.items[0];
    expect(first).toMatchObject({ consultationStatus: "new", urgency: "emergency", caseType: "traffic", phone: "01055556666" });
    expect(first.createdAt).toBe("2026-01-04T01:00:00.000Z");
    expect(first.source).toEqual(expect.objectContaining({ landingPage: null, ctaSource: null }));
    expect(Object.keys(first)).not.toContain("password");
  });

  it("searches Korean names, phone numbers in any format and e-mail, case-insensitively", async () => {
    expect((await list(`?search=${encodeURIComponent("김")}`)).items.map((c) => c.name)).toEqual(["김서진", "김민수"]);
    expect((await list(`?search=${encodeURIComponent("서연")}`)).items.map((c) => c.name)).toEqual(["이서연"]);
    expect((await list(`?search=${encodeURIComponent("010-9876")}`)).items.map((c) => c.name)).toEqual(["이서연"]);
    expect((await list(`?search=${encodeURIComponent("02-1234-5678")}`)).items.map((c) => c.name)).toEqual(["박지훈"]);
    expect((await list(`?search=${encodeURIComponent("seojin@example")}`)).items.map((c) => c.name)).toEqual(["김서진"]);
    expect((await list(`?search=${encodeURIComponent("없는사람")}`)).items).toEqual([]);
    // LIKE wildcards are searched literally.
    expect((await list(`?search=${encodeURIComponent("%")}`)).items).toEqual([]);
    expect((await list(`?search=${encodeURIComponent("_")}`)).items).toEqual([]);
  });

  it("filters by status, urgency and case type on the server; counts follow the other filters", async () => {
    expect((await list("?status=new")).items.map((c) => c.name)).toEqual(["김서진", "김민수"]);
    expect((await list("?urgency=emergency")).items.map((c) => c.name)).toEqual(["김서진", "이서연"]);
    expect((await list("?type=traffic&urgency=emergency")).items.map((c) => c.name)).toEqual(["김서진"]);
    const both = await list("?status=in_progress&urgency=emergency");
    expect(both.items.map((c) => c.name)).toEqual(["이서연"]);
    expect(both.counts).toEqual({ all: 2, new: 1, in_progress: 1, completed: 0, overdue: 2 });
    expect((await list("?status=all&urgency=&type=all")).items).toHaveLength(4);
  });

  it("refuses unknown filter values with a Korean message", async () => {
    for (const [query, message] of [
      ["?status=archived", "올바른 상담 상태를 선택해주세요"],
      ["?urgency=soon", "올바른 긴급도를 선택해주세요"],
      ["?type=murder", "올바른 사건 유형을 선택해주세요"],
      ["?limit=1000", "잘못된 페이지 크기입니다"],
      ["?cursor=abc", "잘못된 페이지 정보입니다"],
    ]) {
      const res = await app.admin.get(`/api/consultations${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toBe(message);
    }
  });

  it("pages with a cursor without skipping or repeating rows", async () => {
    const p1 = await list("?limit=3");
    expect(p1.items.map((c) => c.name)).toEqual(["김서진", "박지훈", "이서연"]);
    expect(p1.nextCursor).toMatch(/^\d+_\d+$/);
    const p2 = await list(`?limit=3&cursor=${p1.nextCursor}`);
    expect(p2.items.map((c) => c.name)).toEqual(["김민수"]);
    expect(p2.nextCursor).toBeNull();
  });

  it("keeps rows created in the same millisecond apart by id", async () => {
    await app.t.database.db.delete(consultations);
    for (let i = 0; i < 5; i++)
      await insertConsultation(app.t.database.db, { name: `동시${i}`, createdAt: at("2026-02-01T00:00:00.123Z") });
    const names: string[] = [];
    let cursor: string | null = null;
    do {
      const page: ConsultationListPage = await list(`?limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      names.push(...page.items.map((c) => c.name));
      cursor = page.nextCursor;
    } while (cursor);
    expect(names).toEqual(["동시4", "동시3", "동시2", "동시1", "동시0"]);
  });

  it("flags earlier requests with the same phone number or e-mail", async () => {
    const db = app.t.database.db;
    const again = await insertConsultation(db, {
      name: "김민수",
      phone: "01012345678",
      email: "other@example.com",
      createdAt: at("2026-01-05T01:00:00Z"),
    });
    const byMail = await insertConsultation(db, {
      name: "이서연B",
      phone: "01000000000",
      email: "seoyeon@example.com",
      createdAt: at("2026-01-06T01:00:00Z"),
    });
    const page = await list();
    const find = (id: number) => page.items.find((c) => c.id === id)!;
    expect(find(again.id).earlierCount).toBe(1);
    expect(find(again.id).earlier[0]).toMatchObject({ matchedBy: "phone", createdAt: "2026-01-01T01:00:00.000Z" });
    expect(find(byMail.id).earlier[0]).toMatchObject({ matchedBy: "email", consultationStatus: "in_progress" });
    // The first request of a person has no earlier one.
    expect(page.items.find((c) => c.name === "김민수" && c.id !== again.id)!.earlierCount).toBe(0);
  });

  it("records each list read with the records shown, never their content or the search text", async () => {
    const page = await list(`?search=${encodeURIComponent("김")}&urgency=emergency`);
    const [entry] = await logs();
    expect(entry).toMatchObject({ username: "admin", action: "list", consultationId: null });
    expect(entry.ip).toBeTruthy();
    expect(entry.detail).toContain(`#${page.items[0].id}`);
    expect(entry.detail).toContain("긴급도=매우 긴급");
    expect(entry.detail).toContain("검색어 사용");
    expect(entry.detail).not.toContain("김");
    expect(entry.detail).not.toContain("음주운전");
  });
});

describe("PATCH /api/consultations/:id", () => {
  it("changes status, assignee and memo, sets lastUpdated and writes history with who and when", async () => {
    const row = await insertConsultation(app.t.database.db, { lastUpdated: at("2026-01-01T00:00:00Z") });
    const res = await app.admin
      .patch(`/api/consultations/${row.id}`)
      .send({ consultationStatus: "in_progress", assignedTo: "홍길동 변호사", adminNotes: "내일 오전 통화 예정" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: "상담 신청이 업데이트되었습니다." });
    expect(res.body.consultation).toMatchObject({
      consultationStatus: "in_progress",
      assignedTo: "홍길동 변호사",
      adminNotes: "내일 오전 통화 예정",
    });
    expect(Date.parse(res.body.consultation.lastUpdated)).toBeGreaterThan(Date.parse("2026-01-01T00:00:00Z"));

    const history = await app.admin.get(`/api/consultations/${row.id}/history`);
    expect(history.status).toBe(200);
    expect(history.body.map((h: { field: string }) => h.field).sort()).toEqual(["adminNotes", "assignedTo", "consultationStatus"]);
    expect(history.body.find((h: { field: string }) => h.field === "consultationStatus")).toMatchObject({
      oldValue: "new",
      newValue: "in_progress",
      changedByName: "admin",
    });

    const entries = await logs();
    expect(entries.map((e) => e.action)).toEqual(["update", "view"]);
    expect(entries[0]).toMatchObject({ consultationId: row.id, detail: "변경: 상태, 담당자, 메모" });
    expect(entries[0].detail).not.toContain("통화");
  });

  it("writes history only for fields that changed; clearing a field stores null", async () => {
    const row = await insertConsultation(app.t.database.db, { assignedTo: "홍길동", adminNotes: "메모" });
    const res = await app.admin
      .patch(`/api/consultations/${row.id}`)
      .send({ consultationStatus: "new", assignedTo: "홍길동", adminNotes: "  " });
    expect(res.status).toBe(200);
    expect(res.body.consultation.adminNotes).toBeNull();
    const history = await app.t.database.db.select().from(consultationHistory).where(eq(consultationHistory.consultationId, row.id));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ field: "adminNotes", oldValue: "메모", newValue: null });
  });

  it("treats an empty status as new", async () => {
    const row = await insertConsultation(app.t.database.db, { consultationStatus: "completed" });
    const res = await app.admin.patch(`/api/consultations/${row.id}`).send({ consultationStatus: "" });
    expect(res.status).toBe(200);
    expect(res.body.consultation.consultationStatus).toBe("new");
  });

  it("refuses bad values and bad ids with Korean messages, changing nothing", async () => {
    const row = await insertConsultation(app.t.database.db);
    const cases: [string, object, number, string][] = [
      [`/api/consultations/${row.id}`, { consultationStatus: "archived" }, 400, "올바른 상담 상태를 선택해주세요"],
      [`/api/consultations/${row.id}`, { assignedTo: "가".repeat(51) }, 400, "담당자는 50자 이내로 입력해주세요"],
      [`/api/consultations/${row.id}`, { adminNotes: "가".repeat(5001) }, 400, "메모는 5,000자 이내로 입력해주세요"],
      [`/api/consultations/${row.id}`, { adminNotes: "a\u0000b" }, 400, "허용되지 않는 문자가 포함되어 있습니다"],
      [`/api/consultations/${row.id}`, { assignedTo: "김\t변호사" }, 400, "줄바꿈, 탭 같은 제어 문자는 입력할 수 없습니다"],
      [`/api/consultations/${row.id}`, { assignedTo: 42 }, 400, "문자열로 입력해주세요"],
      [`/api/consultations/${row.id}`, {}, 400, "변경할 항목이 없습니다"],
      [`/api/consultations/${row.id}`, { name: "다른 이름" }, 400, "변경할 항목이 없습니다"],
      ["/api/consultations/abc", { consultationStatus: "new" }, 400, "잘못된 상담 신청 번호입니다."],
      ["/api/consultations/0", { consultationStatus: "new" }, 400, "잘못된 상담 신청 번호입니다."],
      ["/api/consultations/1.5", { consultationStatus: "new" }, 400, "잘못된 상담 신청 번호입니다."],
      ["/api/consultations/99999999999", { consultationStatus: "new" }, 400, "잘못된 상담 신청 번호입니다."],
      [
        `/api/consultations/${row.id + 1000}`,
        { consultationStatus: "new" },
        404,
        "상담 신청을 찾을 수 없습니다. 이미 삭제되었을 수 있습니다.",
      ],
    ];
    for (const [url, body, status, message] of cases) {
      const res = await app.admin.patch(url).send(body);
      expect(res.status, `${url} ${JSON.stringify(body)}`).toBe(status);
      expect(res.body.message, `${url} ${JSON.stringify(body)}`).toBe(message);
    }
    const [after] = await app.t.database.db.select().from(consultations).where(eq(consultations.id, row.id));
    expect(after).toEqual(row);
    expect(await app.t.database.db.select().from(consultationHistory)).toEqual([]);
    expect(await logs()).toEqual([]);
  });

  it("refuses a save based on an outdated copy (409) so no one overwrites another's memo", async () => {
    const row = await insertConsultation(app.t.database.db);
    const seen = row.lastUpdated.toISOString();
    expect(
      (await app.admin.patch(`/api/consultations/${row.id}`).send({ adminNotes: "첫 번째 메모", expectedLastUpdated: seen })).status,
    ).toBe(200);
    const stale = await app.admin.patch(`/api/consultations/${row.id}`).send({ adminNotes: "덮어쓰기", expectedLastUpdated: seen });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain("먼저 수정되었습니다");
    const [after] = await app.t.database.db.select().from(consultations).where(eq(consultations.id, row.id));
    expect(after.adminNotes).toBe("첫 번째 메모");
  });

  it("refuses a non-JSON body and a cross-site request", async () => {
    const row = await insertConsultation(app.t.database.db);
    expect(
      (await app.admin.patch(`/api/consultations/${row.id}`).set("Content-Type", "text/plain").send("consultationStatus=completed")).status,
    ).toBe(415);
    expect(
      (
        await app.admin
          .patch(`/api/consultations/${row.id}`)
          .set("Origin", "https://evil.example")
          .send({ consultationStatus: "completed" })
      ).status,
    ).toBe(403);
    const [after] = await app.t.database.db.select().from(consultations).where(eq(consultations.id, row.id));
    expect(after.consultationStatus).toBe("new");
  });
});

describe("DELETE /api/consultations/:id", () => {
  it("deletes the request and its history, keeps the access record, and 404s the second time", async () => {
    const row = await insertConsultation(app.t.database.db);
    await app.admin.patch(`/api/consultations/${row.id}`).send({ adminNotes: "메모" });
    const res = await app.admin.delete(`/api/consultations/${row.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: "상담 신청이 삭제되었습니다." });
    expect(await app.t.database.db.select().from(consultations)).toEqual([]);
    expect(await app.t.database.db.select().from(consultationHistory)).toEqual([]);
    const again = await app.admin.delete(`/api/consultations/${row.id}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe("상담 신청을 찾을 수 없습니다. 이미 삭제되었을 수 있습니다.");
    expect((await logs()).map((e) => [e.action, e.consultationId])).toEqual([
      ["update", row.id],
      ["delete", row.id],
    ]);
  });

  it("answers 400 for an id that is not a number", async () => {
    const res = await app.admin.delete("/api/consultations/abc");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("잘못된 상담 신청 번호입니다.");
  });

  it("answers 404 for the history of a missing request", async () => {
    expect((await app.admin.get("/api/consultations/987654/history")).status).toBe(404);
  });
});

describe("anonymous callers", () => {
  it("get 401 from every consultation management route", async () => {
    const anon = request(app.t.app);
    expect((await anon.get("/api/consultations")).status).toBe(401);
    expect((await anon.patch("/api/consultations/1").send({ consultationStatus: "new" })).status).toBe(401);
    expect((await anon.delete("/api/consultations/1")).status).toBe(401);
    expect((await anon.get("/api/consultations/1/history")).status).toBe(401);
    expect((await anon.post("/api/consultations/export").send({ reason: "test" })).status).toBe(401);
    expect((await anon.get("/api/access-logs")).status).toBe(401);
    expect(await logs()).toEqual([]);
  });
});

describe("GET /api/consultations?sort=overdue", () => {
  it("lists the most overdue first, pages with its own cursor, and notes the order in the access log", async () => {
    const db = app.t.database.db;
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    // 보통: the reply window (24 hours) is their first-contact deadline.
    const normal = { urgency: "normal" };
    await insertConsultation(db, { ...normal, name: "늦음 2시간", createdAt: hoursAgo(26) });
    await insertConsultation(db, { ...normal, name: "여유 있음", createdAt: hoursAgo(1) });
    await insertConsultation(db, { ...normal, name: "늦음 10시간", createdAt: hoursAgo(34) });
    await insertConsultation(db, { ...normal, name: "완료", createdAt: hoursAgo(100), consultationStatus: "completed" });
    await insertConsultation(db, {
      ...normal,
      name: "다음 연락 지남",
      createdAt: hoursAgo(50),
      firstContactAt: hoursAgo(49),
      nextContactAt: hoursAgo(5),
    });

    const first = await list("?sort=overdue&limit=2");
    expect(first.items.map((c) => c.name)).toEqual(["늦음 10시간", "다음 연락 지남"]);
    expect(first.counts.overdue).toBe(3);
    expect(first.items[1].nextContactAt).not.toBeNull();
    const second = await list(`?sort=overdue&limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((c) => c.name)).toEqual(["늦음 2시간", "여유 있음"]);
    const third = await list(`?sort=overdue&limit=2&cursor=${second.nextCursor}`);
    expect(third.items.map((c) => c.name)).toEqual(["완료"]);
    expect(third.nextCursor).toBeNull();

    const bad = await app.admin.get(`/api/consultations?sort=overdue&cursor=${encodeURIComponent("1767225600000000_12")}`);
    expect(bad.status).toBe(400);
    expect((await logs()).at(-1)?.detail).toContain("정렬: 기한 초과 먼저");
  });
});
