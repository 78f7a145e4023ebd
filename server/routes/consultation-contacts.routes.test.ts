// The follow-up log's API: validation and its Korean messages, 404s, and what logging a contact changes on the
// request (first contact once, next contact each time), its history and the access log, in one transaction.
import { eq } from "drizzle-orm";
import request from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import { accessLogs, consultationContacts, consultationHistory, consultations } from "@shared/schema";
import type { ContactItem } from "@shared/intake/consultation-contacts";
import { setupAdminApp } from "../../tests/helpers/admin-app";
import { insertConsultation } from "../../tests/helpers/consultations";

const app = setupAdminApp();
beforeEach(async () => {
  await app.t.database.db.delete(consultations);
  await app.t.database.db.delete(accessLogs);
});

const requestRow = async (id: number) => (await app.t.database.db.select().from(consultations).where(eq(consultations.id, id)))[0];
const inHours = (h: number) => new Date(Date.now() + h * 3_600_000);

describe("POST /api/consultations/:id/contacts", () => {
  it("stores the attempt, sets the first and next contact, and writes the history and the access log", async () => {
    const c = await insertConsultation(app.t.database.db);
    const next = inHours(20);
    const res = await app.admin
      .post(`/api/consultations/${c.id}/contacts`)
      .send({ channel: "phone", result: "no_answer", note: " 오전에 다시 걸기 ", nextContactAt: next.toISOString() });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body).toMatchObject({
      success: true,
      message: "연락 기록이 저장되었습니다.",
      contact: { channel: "phone", result: "no_answer", note: "오전에 다시 걸기", createdByName: "admin" },
    });
    expect(res.body.contact.nextContactAt).toBe(next.toISOString());

    const first = await requestRow(c.id);
    expect(first.firstContactAt).not.toBeNull();
    expect(first.nextContactAt?.toISOString()).toBe(next.toISOString());
    expect(first.lastUpdated.getTime()).toBeGreaterThan(c.lastUpdated.getTime());

    // A second attempt keeps the first contact's time and replaces (here: clears) the next planned contact.
    const second = await app.admin.post(`/api/consultations/${c.id}/contacts`).send({ channel: "kakao", result: "reached" });
    expect(second.status).toBe(201);
    const after = await requestRow(c.id);
    expect(after.firstContactAt?.toISOString()).toBe(first.firstContactAt?.toISOString());
    expect(after.nextContactAt).toBeNull();

    const history = await app.t.database.db
      .select()
      .from(consultationHistory)
      .where(eq(consultationHistory.consultationId, c.id))
      .orderBy(consultationHistory.id);
    // Each contact moves the stage in the same change: 부재 → 연락 시도, then 통화 → 연락됨.
    expect(history.map((h) => [h.field, h.newValue?.startsWith("전화") ? "전화 …" : h.newValue, h.changedByName])).toEqual([
      ["contact", "전화 …", "admin"],
      ["stage", "연락 시도", "admin"],
      ["contact", "카카오톡 · 통화 · 다음 연락 없음", "admin"],
      ["stage", "연락됨", "admin"],
    ]);
    expect(history[0].newValue).toMatch(/^전화 · 부재 · 다음 연락 \d+월 \d+일 (오전|오후) \d+:\d\d$/);
    expect(history[2].oldValue).toBe(history[0].newValue!.replace("전화 · 부재 · ", ""));
    expect(after).toMatchObject({ stage: "reached", consultationStatus: "in_progress" });
    // The note (possibly personal data) stays in the log, out of the history.
    expect(history.map((h) => `${h.oldValue} ${h.newValue}`).join(" ")).not.toContain("오전에 다시 걸기");

    const logs = await app.t.database.db.select().from(accessLogs).orderBy(accessLogs.id);
    expect(logs.map((l) => [l.action, l.consultationId, l.detail])).toEqual([
      ["update", c.id, "연락 기록 추가"],
      ["update", c.id, "연락 기록 추가"],
    ]);
  });

  it("reads a date-time field's value as Korea time", async () => {
    const c = await insertConsultation(app.t.database.db);
    const res = await app.admin
      .post(`/api/consultations/${c.id}/contacts`)
      .send({ channel: "sms", result: "left_message", nextContactAt: "2099-11-28T15:00" });
    expect(res.status).toBe(201);
    expect(res.body.contact.nextContactAt).toBe("2099-11-28T06:00:00.000Z");
  });

  it.each([
    ["no channel", { result: "reached" }, "channel", "연락 방법을 선택해주세요"],
    ["an unknown channel", { channel: "fax", result: "reached" }, "channel", "연락 방법을 선택해주세요"],
    ["an unknown result", { channel: "phone", result: "busy" }, "result", "연락 결과를 선택해주세요"],
    ["a note too long", { channel: "phone", result: "reached", note: "가".repeat(2001) }, "note", "메모는 2,000자 이내로 입력해주세요"],
    ["a NUL in the note", { channel: "phone", result: "reached", note: "a\u0000b" }, "note", "허용되지 않는 문자가 포함되어 있습니다"],
    [
      "words for a time",
      { channel: "phone", result: "reached", nextContactAt: "내일 오후" },
      "nextContactAt",
      "다음 연락 예정 시각을 올바르게 입력해주세요 (예: 2026-11-28 15:00)",
    ],
    [
      "a date that does not exist",
      { channel: "phone", result: "reached", nextContactAt: "2026-02-30T10:00" },
      "nextContactAt",
      "다음 연락 예정 시각을 올바르게 입력해주세요 (예: 2026-11-28 15:00)",
    ],
    [
      "a next contact in the past",
      { channel: "phone", result: "reached", nextContactAt: "2020-01-01T10:00:00Z" },
      "nextContactAt",
      "다음 연락 예정 시각은 지금 이후로 입력해주세요",
    ],
  ])("refuses %s with 400 and a Korean message, storing nothing", async (_case, body, field, message) => {
    const c = await insertConsultation(app.t.database.db);
    const res = await app.admin.post(`/api/consultations/${c.id}/contacts`).send(body);
    expect(res.status).toBe(400);
    expect(res.body.fields?.[field]).toContain(message);
    expect(await app.t.database.db.select().from(consultationContacts)).toEqual([]);
    expect((await requestRow(c.id)).firstContactAt).toBeNull();
    expect(await app.t.database.db.select().from(consultationHistory)).toEqual([]);
  });

  it("answers 404 for an unknown request and 400 for a malformed number", async () => {
    const missing = await app.admin.post("/api/consultations/999999/contacts").send({ channel: "phone", result: "reached" });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("상담 신청을 찾을 수 없습니다. 이미 삭제되었을 수 있습니다.");
    expect((await app.admin.get("/api/consultations/999999/contacts")).status).toBe(404);
    const bad = await app.admin.post("/api/consultations/abc/contacts").send({ channel: "phone", result: "reached" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("잘못된 상담 신청 번호입니다.");
  });

  it("is for signed-in administrators only", async () => {
    const c = await insertConsultation(app.t.database.db);
    expect((await request(app.t.app).get(`/api/consultations/${c.id}/contacts`)).status).toBe(401);
    expect(
      (await request(app.t.app).post(`/api/consultations/${c.id}/contacts`).send({ channel: "phone", result: "reached" })).status,
    ).toBe(401);
  });
});

describe("GET /api/consultations/:id/contacts", () => {
  it("lists the attempts newest first and records the read", async () => {
    const c = await insertConsultation(app.t.database.db);
    const other = await insertConsultation(app.t.database.db, { phone: "01099998888" });
    await app.admin.post(`/api/consultations/${c.id}/contacts`).send({ channel: "phone", result: "no_answer" });
    await app.admin.post(`/api/consultations/${c.id}/contacts`).send({ channel: "phone", result: "reached", note: "출석일 안내함" });
    await app.admin.post(`/api/consultations/${other.id}/contacts`).send({ channel: "email", result: "left_message" });
    await app.t.database.db.delete(accessLogs);

    const res = await app.admin.get(`/api/consultations/${c.id}/contacts`);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect((res.body as ContactItem[]).map((x) => [x.channel, x.result, x.note])).toEqual([
      ["phone", "reached", "출석일 안내함"],
      ["phone", "no_answer", null],
    ]);
    const logs = await app.t.database.db.select().from(accessLogs);
    expect(logs.map((l) => [l.action, l.consultationId, l.detail])).toEqual([["view", c.id, "연락 기록 조회 (2건)"]]);
  });

  it("goes with its request when the request is deleted (cascade)", async () => {
    const c = await insertConsultation(app.t.database.db);
    await app.admin.post(`/api/consultations/${c.id}/contacts`).send({ channel: "phone", result: "reached", note: "개인 사정 메모" });
    expect((await app.admin.delete(`/api/consultations/${c.id}`)).status).toBe(200);
    expect(await app.t.database.db.select().from(consultationContacts)).toEqual([]);
  });
});
