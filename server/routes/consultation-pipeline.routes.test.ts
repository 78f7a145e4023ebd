// One pipeline per request: a logged contact and a recorded outcome move the stage in the same transaction (and the
// same row write); the attorney sets a stage directly (reopening too); the older status keeps working; the planned next
// contact survives an outcome; "오늘 할 일 순" is the list's default order, paged by its own cursor; a failed
// acknowledgement is flagged on the list; naming the other party runs the conflict lookup.
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { accessLogs, consultations, outboundMessages } from "@shared/schema";
import type { AdminConsultation, ConsultationListPage } from "@shared/intake/admin-consultations";
import { setupAdminApp } from "../../tests/helpers/admin-app";
import { insertConsultation } from "../../tests/helpers/consultations";

// 2026-11-26 12:00 in Korea; the default intake settings (매우 긴급 2 hours, 긴급 the same day, quiet 22:00–08:00).
const NOW = new Date("2026-11-26T03:00:00Z");
const app = setupAdminApp({ clock: () => NOW });
const db = () => app.t.database.db;
beforeEach(async () => {
  await db().delete(consultations);
  await db().delete(accessLogs);
});

const k = (day: number, time: string) => new Date(`2026-11-${day}T${time}:00+09:00`);
const rowOf = async (id: number) => (await db().select().from(consultations).where(eq(consultations.id, id)))[0];
const contact = (id: number, body: object) => app.admin.post(`/api/consultations/${id}/contacts`).send(body);
const outcome = (id: number, body: object) => app.admin.patch(`/api/consultations/${id}/outcome`).send(body);
const patch = (id: number, body: object) => app.admin.patch(`/api/consultations/${id}`).send(body);
/** The transactions that last wrote the request row and the given other rows (xmin: the writing transaction's id). */
async function writers(id: number, others: string): Promise<Set<string>> {
  const result = await db().execute(
    sql.raw(`select xmin::text as tx from consultations where id = ${id} union all ${others.replaceAll("$id", String(id))}`),
  );
  return new Set(result.rows.map((r) => String(r.tx)));
}
const list = async (query = ""): Promise<ConsultationListPage> => {
  const res = await app.admin.get(`/api/consultations${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as ConsultationListPage;
};

describe("the stage moves with the contact log and the outcome", () => {
  it("moves forward with each contact in the same write, never backwards, and ends with the outcome", async () => {
    const c = await insertConsultation(db(), { createdAt: k(26, "09:00") });
    const tomorrow = k(27, "10:00").toISOString();
    expect((await contact(c.id, { channel: "phone", result: "no_answer", nextContactAt: tomorrow })).status).toBe(201);
    expect(await rowOf(c.id)).toMatchObject({ stage: "attempted", consultationStatus: "in_progress" });
    // The contact row, the request row (stage with first/next contact) and the history: one transaction.
    expect(
      await writers(c.id, "(select xmin::text from consultation_contacts where consultation_id = $id order by id desc limit 1)"),
    ).toHaveProperty("size", 1);

    await contact(c.id, { channel: "phone", result: "reached", nextContactAt: tomorrow });
    expect(await rowOf(c.id)).toMatchObject({ stage: "reached" });
    await contact(c.id, { channel: "sms", result: "left_message", nextContactAt: tomorrow });
    expect((await rowOf(c.id)).stage).toBe("reached");

    const retained = await outcome(c.id, { outcome: "retained", fee: 3_300_000 });
    expect(retained.status).toBe(200);
    const answer = retained.body.consultation as AdminConsultation;
    expect(answer).toMatchObject({ stage: "retained", consultationStatus: "completed", outcome: "retained" });
    // 수임 keeps the planned call back.
    expect(answer.nextContactAt).toBe(tomorrow);
    expect(
      await writers(
        c.id,
        "select xmin::text from consultation_history where consultation_id = $id and field in ('outcome', 'stage', 'fee') and new_value in ('수임', '3,300,000원')",
      ),
    ).toHaveProperty("size", 1);
    // A missed call after 수임 logs the call and leaves the stage.
    await contact(c.id, { channel: "phone", result: "no_answer" });
    expect(await rowOf(c.id)).toMatchObject({ stage: "retained", consultationStatus: "completed" });
  });

  it("keeps the next contact through an outcome and clears it only when asked", async () => {
    const c = await insertConsultation(db(), { createdAt: k(26, "09:00") });
    const next = k(28, "10:00").toISOString();
    await contact(c.id, { channel: "phone", result: "reached", nextContactAt: next });
    expect((await outcome(c.id, { outcome: "consulted" })).body.consultation).toMatchObject({ stage: "consulted", nextContactAt: next });
    const cleared = await outcome(c.id, { outcome: "consulted", nextContactAt: null });
    expect(cleared.body.consultation).toMatchObject({ stage: "consulted", nextContactAt: null });
    expect((await outcome(c.id, { outcome: "consulted", nextContactAt: "2026-12-01T10:00" })).status).toBe(400);
  });

  it("takes the stage back when the outcome is cleared: to the contacts' stage", async () => {
    const c = await insertConsultation(db(), { createdAt: k(26, "09:00") });
    await contact(c.id, { channel: "phone", result: "reached" });
    await outcome(c.id, { outcome: "unreachable" });
    expect((await outcome(c.id, { outcome: null })).body.consultation).toMatchObject({
      stage: "reached",
      consultationStatus: "in_progress",
    });
  });
});

describe("PATCH /api/consultations/:id with a stage", () => {
  it("sets the stage and its status; reopening clears the outcome and its fee; 미수임 needs the outcome form", async () => {
    const c = await insertConsultation(db(), { createdAt: k(26, "09:00") });
    const reached = await patch(c.id, { stage: "reached" });
    expect(reached.status).toBe(200);
    expect(reached.body.consultation).toMatchObject({ stage: "reached", consultationStatus: "in_progress", outcome: null });

    await outcome(c.id, { outcome: "retained", fee: 1_000_000 });
    const reopened = await patch(c.id, { stage: "reached" });
    expect(reopened.body.consultation).toMatchObject({
      stage: "reached",
      consultationStatus: "in_progress",
      outcome: null,
      feeAmount: null,
    });
    const history = await app.admin.get(`/api/consultations/${c.id}/history`);
    expect(history.body.slice(-3).map((h: { field: string }) => h.field)).toEqual(["stage", "outcome", "fee"]);

    expect((await patch(c.id, { stage: "consulted" })).body.consultation).toMatchObject({ stage: "consulted", outcome: "consulted" });
    const declined = await patch(c.id, { stage: "declined" });
    expect(declined.status).toBe(400);
    expect(declined.body.message).toBe("미수임은 결과에서 사유와 함께 기록해주세요");
    expect((await rowOf(c.id)).stage).toBe("consulted");
    expect((await patch(c.id, { stage: "hired" })).body.message).toBe("올바른 진행 단계를 선택해주세요");
  });

  it("still takes the older status: the status as given, the stage it maps to", async () => {
    const c = await insertConsultation(db(), { createdAt: k(26, "09:00") });
    const inProgress = await patch(c.id, { consultationStatus: "in_progress" });
    expect(inProgress.body.consultation).toMatchObject({ consultationStatus: "in_progress", stage: "attempted" });
    const completed = await patch(c.id, { consultationStatus: "completed" });
    // 완료 without an outcome: the stage 상담, the status 완료 as set, and the clock closed.
    expect(completed.body.consultation).toMatchObject({ consultationStatus: "completed", stage: "consulted", outcome: null });
    expect((await list()).counts).toMatchObject({ completed: 1, overdue: 0 });
    expect((await patch(c.id, { consultationStatus: "" })).body.consultation).toMatchObject({ consultationStatus: "new", stage: "new" });
  });
});

describe("GET /api/consultations: today's work first", () => {
  it("is the default order: overdue, then 매우 긴급, 긴급, the rest; paged by its own cursor", async () => {
    await insertConsultation(db(), { name: "보통 in time", urgency: "normal", createdAt: k(26, "10:00") });
    await insertConsultation(db(), { name: "긴급 today", urgency: "urgent", createdAt: k(26, "09:00") });
    await insertConsultation(db(), { name: "매우 긴급 in time", urgency: "emergency", createdAt: k(26, "11:30") });
    await insertConsultation(db(), { name: "보통 overdue", urgency: "normal", createdAt: k(25, "08:00") });
    await insertConsultation(db(), {
      name: "수임",
      urgency: "emergency",
      createdAt: k(26, "11:00"),
      stage: "retained",
      outcome: "retained",
    });
    const expected = ["보통 overdue", "매우 긴급 in time", "긴급 today", "보통 in time", "수임"];
    const first = await list("?limit=2");
    expect(first.items.map((c) => c.name)).toEqual(expected.slice(0, 2));
    expect(first.nextCursor).toMatch(/^1_\d+_\d+_\d+$/);
    const second = await list(`?limit=2&cursor=${first.nextCursor}`);
    const third = await list(`?limit=2&cursor=${second.nextCursor}`);
    expect([...second.items, ...third.items].map((c) => c.name)).toEqual(expected.slice(2));
    expect(third.nextCursor).toBeNull();
    expect((await list("?sort=today")).items.map((c) => c.name)).toEqual(expected);
    expect(first.counts.overdue).toBe(1);
    expect(first.firstContact).toEqual({
      replyWithinHours: 24,
      emergencyHours: 2,
      urgentSameDay: true,
      quiet: expect.objectContaining({ start: "22:00", end: "08:00" }),
    });
    const logs = await db().select().from(accessLogs).orderBy(accessLogs.id);
    expect(logs.at(-1)?.detail).toContain("정렬: 오늘 할 일 순");
    expect((await app.admin.get(`/api/consultations?sort=newest&cursor=${first.nextCursor}`)).status).toBe(400);
  });

  it("flags a failed acknowledgement (e-mail or text), not a failed alert to the attorney, in one query", async () => {
    const failedAck = await insertConsultation(db(), { name: "ack failed", createdAt: k(26, "09:00") });
    const failedAlert = await insertConsultation(db(), { name: "alert failed", createdAt: k(26, "09:01") });
    const sent = await insertConsultation(db(), { name: "sent", createdAt: k(26, "09:02") });
    const message = { channel: "sms", recipient: "01012345678", body: "접수되었습니다" } as const;
    await db()
      .insert(outboundMessages)
      .values([
        { ...message, consultationId: failedAck.id, kind: "ack_sms", status: "failed" },
        { ...message, consultationId: failedAck.id, kind: "ack_email", channel: "email", recipient: "a@example.com", status: "sent" },
        { ...message, consultationId: failedAlert.id, kind: "urgent_alert", status: "failed" },
        { ...message, consultationId: sent.id, kind: "ack_sms", status: "sent" },
      ]);
    const flags = Object.fromEntries((await list("?sort=newest")).items.map((c) => [c.name, c.ackFailed]));
    expect(flags).toEqual({ "ack failed": true, "alert failed": false, sent: false });
  });

  it("runs the conflict lookup when the other party is named, and shows how many it found", async () => {
    await insertConsultation(db(), { name: "박상대", phone: "01099998888", createdAt: k(20, "09:00") });
    const c = await insertConsultation(db(), { name: "김의뢰", createdAt: k(26, "09:00") });
    expect((await rowOf(c.id)).conflictMatchCount).toBeNull();
    const named = await app.admin.patch(`/api/consultations/${c.id}/other-party`).send({ otherParty: "박상대" });
    expect(named.body.consultation).toMatchObject({ otherParty: "박상대", conflictMatchCount: 1 });
    const cleared = await app.admin.patch(`/api/consultations/${c.id}/other-party`).send({ otherParty: "" });
    expect(cleared.body.consultation).toMatchObject({ otherParty: null, conflictMatchCount: null });
  });
});
