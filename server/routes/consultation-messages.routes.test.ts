// The messages sent about a request in the back office ("보낸 알림"), and their personal data: recorded as not
// sent when no channel is configured, in the data-subject export, cancelled by a correction of the contact,
// gone with the request (delete, destruction on request, retention purge).
import { eq } from "drizzle-orm";
import request from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import { accessLogs, consultations, outboundMessages, rateLimits } from "@shared/schema";
import { DEFAULT_INTAKE_SETTINGS } from "@shared/intake/intake-settings";
import { setupAdminApp } from "../../tests/helpers/admin-app";
import { FORM_REQUEST, insertConsultation } from "../../tests/helpers/consultations";
import { createRetentionService, yearsBefore } from "../services/retention.service";
import { EMAIL_NOT_CONFIGURED, SMS_NOT_CONFIGURED } from "../services/outbound-messages.service";
import { CANCELLED_BY_CORRECTION } from "../services/subject-requests.service";
import { siteSettingsSeeder } from "../services/site-settings-seed.service";

// No SMTP and no SMS provider: nothing can be sent.
const ctx = setupAdminApp({ seeders: [siteSettingsSeeder], env: { TRUST_PROXY: "loopback" } });
const db = () => ctx.t.database.db;

beforeEach(async () => {
  await db().delete(rateLimits);
  await db().delete(accessLogs);
});

async function pendingMessages(consultationId: number, phone: string, email: string) {
  await db()
    .insert(outboundMessages)
    .values([
      { consultationId, kind: "ack_email", channel: "email", recipient: email, body: "제목\n\n본문", nextAttemptAt: new Date() },
      { consultationId, kind: "ack_sms", channel: "sms", recipient: phone, body: "접수되었습니다", nextAttemptAt: new Date() },
      {
        consultationId,
        kind: "urgent_alert",
        channel: "sms",
        recipient: "01099998888",
        body: "[긴급] 새 상담 신청",
        nextAttemptAt: new Date(),
      },
    ]);
}

describe("GET /api/consultations/:id/messages", () => {
  it("records a text and an e-mail as not sent when neither channel is configured, and lists them", async () => {
    await ctx.admin.put("/api/intake-settings").send({ ...DEFAULT_INTAKE_SETTINGS, alertPhone: "010-9999-8888" });
    const res = await request(ctx.t.app)
      .post("/api/consultations")
      .set("X-Forwarded-For", "10.7.0.1")
      .send({ ...FORM_REQUEST, email: "a@example.com", smsConsent: true, urgency: "emergency" });
    expect(res.status).toBe(201);
    await ctx.t.outbound.flush();
    const list = await ctx.admin.get(`/api/consultations/${res.body.id}/messages`);
    expect(list.status).toBe(200);
    expect(list.headers["cache-control"]).toBe("no-store");
    expect(list.body).toEqual([
      expect.objectContaining({
        kind: "ack_email",
        channel: "email",
        recipient: "a@example.com",
        status: "failed",
        attempts: 0,
        sentAt: null,
        nextAttemptAt: null,
        lastError: EMAIL_NOT_CONFIGURED,
      }),
      expect.objectContaining({
        kind: "ack_sms",
        channel: "sms",
        recipient: "01012345678",
        status: "failed",
        lastError: SMS_NOT_CONFIGURED,
      }),
      expect.objectContaining({
        kind: "urgent_alert",
        channel: "sms",
        recipient: "01099998888",
        status: "failed",
        lastError: SMS_NOT_CONFIGURED,
      }),
    ]);
    const logged = await db().select().from(accessLogs).where(eq(accessLogs.action, "view"));
    expect(logged.map((l) => [l.consultationId, l.detail])).toEqual([[res.body.id, "보낸 알림 조회"]]);
  });

  it("answers 401 signed out, 400 for a bad number and 404 for a missing request", async () => {
    const row = await insertConsultation(db());
    expect((await request(ctx.t.app).get(`/api/consultations/${row.id}/messages`)).status).toBe(401);
    const bad = await ctx.admin.get("/api/consultations/abc/messages");
    expect([bad.status, bad.body.message]).toEqual([400, "잘못된 상담 신청 번호입니다."]);
    const missing = await ctx.admin.get("/api/consultations/999999/messages");
    expect(missing.status).toBe(404);
    expect(missing.body.message).toContain("상담 신청을 찾을 수 없습니다");
  });
});

describe("the messages' personal data", () => {
  it("appear in the data-subject export with the text-message consent", async () => {
    const row = await insertConsultation(db(), {
      phone: "01033334444",
      email: "export@example.com",
      smsConsent: true,
      smsConsentAt: new Date("2026-03-03T01:00:00Z"),
    });
    await pendingMessages(row.id, "01033334444", "export@example.com");
    const res = await ctx.admin
      .post("/api/subject-requests/export")
      .send({ lookup: { by: "phone", value: "010-3333-4444" }, ids: [row.id] });
    expect(res.status).toBe(200);
    const text: string = res.body.text ?? res.text;
    expect(text).toContain("접수 확인 문자 동의: 동의 (2026년 3월 3일 오전 10:00)");
    expect(text).toContain("보낸 알림:");
    expect(text).toContain("접수 확인 문자 → 010-3333-4444: 대기 · 내용: 접수되었습니다");
    expect(text).toContain("접수 확인 이메일 → export@example.com: 대기 · 내용: 제목 본문");
  });

  it("a corrected phone or e-mail cancels what was still pending to the old one (the attorney's alert stays)", async () => {
    const row = await insertConsultation(db(), { phone: "01044445555", email: "old@example.com" });
    await pendingMessages(row.id, "01044445555", "old@example.com");
    const res = await ctx.admin
      .patch(`/api/subject-requests/consultations/${row.id}`)
      .send({ phone: "010-4444-6666", email: "new@example.com", reason: "본인 요청" });
    expect(res.status).toBe(200);
    const rows = await db().select().from(outboundMessages).where(eq(outboundMessages.consultationId, row.id)).orderBy(outboundMessages.id);
    expect(rows.map((m) => [m.kind, m.status, m.lastError])).toEqual([
      ["ack_email", "failed", CANCELLED_BY_CORRECTION],
      ["ack_sms", "failed", CANCELLED_BY_CORRECTION],
      ["urgent_alert", "pending", null],
    ]);
  });

  it("go with the request: deleted by the back office, destroyed on request, purged after the retention period", async () => {
    const count = async (id: number) => (await db().select().from(outboundMessages).where(eq(outboundMessages.consultationId, id))).length;
    const deleted = await insertConsultation(db());
    await pendingMessages(deleted.id, "01012345678", "minsu@example.com");
    expect(await count(deleted.id)).toBe(3);
    expect((await ctx.admin.delete(`/api/consultations/${deleted.id}`)).status).toBe(200);
    expect(await count(deleted.id)).toBe(0);

    const destroyed = await insertConsultation(db(), { phone: "01066667777" });
    await pendingMessages(destroyed.id, "01066667777", "d@example.com");
    expect(
      (
        await ctx.admin
          .post("/api/subject-requests/destroy")
          .send({ lookup: { by: "phone", value: "010-6666-7777" }, ids: [destroyed.id], ground: "erasure-request" })
      ).status,
    ).toBe(200);
    expect(await count(destroyed.id)).toBe(0);

    const now = new Date();
    const old = await insertConsultation(db(), { createdAt: new Date(yearsBefore(now, 3).getTime() - 60_000) });
    await pendingMessages(old.id, "01012345678", "minsu@example.com");
    const result = await createRetentionService(db(), { clock: () => now, consultationYears: 3 }).run();
    expect(result.consultations).toBeGreaterThanOrEqual(1);
    expect((await db().select().from(consultations).where(eq(consultations.id, old.id))).length).toBe(0);
    expect(await count(old.id)).toBe(0);
  });
});
