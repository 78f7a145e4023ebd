// The requester's acknowledgement and the attorney's urgent alert, end to end: a request posted to the real app,
// the e-mail received by a real SMTP server, the texts by a local server speaking Solapi's protocol; retries,
// the final failure and quiet hours on an injected clock.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_INTAKE_SETTINGS, type IntakeSettings } from "@shared/intake/intake-settings";
import { consultations, outboundMessages, rateLimits, type OutboundMessage } from "@shared/schema";
import { setupAdminApp } from "../../tests/helpers/admin-app";
import { FORM_REQUEST } from "../../tests/helpers/consultations";
import { FAKE_SOLAPI, fakeSolapiEnv, startFakeSolapi, type FakeSolapi } from "../../tests/helpers/fake-solapi";
import { decodeMail, startSmtp, type TestSmtp } from "../../tests/helpers/smtp";
import { siteSettingsSeeder } from "./site-settings-seed.service";
import { createSolapiSender } from "../lib/sms";
import { insertConsultation } from "../../tests/helpers/consultations";
import { consultationRequestSchema } from "@shared/intake/consultation-input";
import { createConsultationsService } from "./consultations.service";
import { createSubmissionLimiter } from "./submission-limit.service";
import { createOutboundMessages, OUTBOUND_MAX_ATTEMPTS, type OutboundMessages } from "./outbound-messages.service";

/** An instant in Korea time. */
const kst = (iso: string) => new Date(`${iso}+09:00`);
const DAY = kst("2026-03-03T10:00:00");
let now = DAY;
const clock = () => now;

let smtp: TestSmtp;
let solapi: FakeSolapi;
// The environment is read when the app is made (the beforeAll of setupAdminApp, which runs after this one).
const env: Record<string, string> = { TRUST_PROXY: "loopback", NOTIFY_EMAIL: "office@example.com", SMS_TIMEOUT_MS: "300" };
beforeAll(async () => {
  smtp = await startSmtp();
  solapi = await startFakeSolapi();
  Object.assign(env, { SMTP_URL: smtp.url, ...fakeSolapiEnv(solapi) });
});
afterAll(async () => {
  await smtp?.close();
  await solapi?.close();
});
const app = setupAdminApp({ seeders: [siteSettingsSeeder], clock, env });

async function setIntake(change: Partial<IntakeSettings>) {
  now = DAY; // the admin's session lives on the same clock
  const res = await app.admin
    .put("/api/intake-settings")
    .set("Origin", app.t.env.PUBLIC_SITE_URL)
    .send({ ...DEFAULT_INTAKE_SETTINGS, alertPhone: "010-9999-8888", ...change });
  expect(res.status).toBe(200);
}

let ip = 0;
async function submit(body: object): Promise<number> {
  const res = await request(app.t.app)
    .post("/api/consultations")
    .set("X-Forwarded-For", `10.9.0.${++ip}`)
    .send({ ...FORM_REQUEST, ...body });
  expect(res.status).toBe(201);
  await app.t.outbound.flush();
  return res.body.id as number;
}

const messagesOf = (id: number): Promise<OutboundMessage[]> =>
  app.t.database.db.select().from(outboundMessages).where(eq(outboundMessages.consultationId, id)).orderBy(outboundMessages.id);

beforeEach(async () => {
  await app.t.database.db.delete(rateLimits);
  // Each test starts with an empty queue: no earlier alert coalesces with its own.
  await app.t.database.db.delete(outboundMessages);
  await setIntake({});
});

describe("acknowledgement and alert", () => {
  it("acknowledges by e-mail (nothing about the case in it) and by text with consent, and alerts the attorney", async () => {
    smtp.messages.length = 0;
    const texts = solapi.received.length;
    const id = await submit({ email: "minsu@example.com", smsConsent: true, urgency: "emergency", content: "비밀스러운 사건 내용" });
    const acks = smtp.messages.filter((m) => m.to.includes("minsu@example.com"));
    expect(acks).toHaveLength(1);
    const mail = decodeMail(acks[0].raw);
    expect(mail.subject).toBe(`[정의 형사법률사무소] 상담 신청이 접수되었습니다 (접수번호 ${id})`);
    expect(mail.text).toContain("24시간 이내에 연락드리는 것을 원칙으로 합니다");
    for (const personal of ["김민수", "010-1234-5678", "01012345678", "교통사고", "음주운전", "비밀스러운 사건 내용", "피의자"]) {
      expect(`${acks[0].raw}\n${mail.text}`, personal).not.toContain(personal);
    }
    const sent = solapi.received.slice(texts);
    expect(sent).toEqual([
      { to: "01012345678", from: FAKE_SOLAPI.sender, text: expect.stringContaining(`(번호 ${id})`), signed: true },
      {
        to: "01099998888",
        from: FAKE_SOLAPI.sender,
        text: `[매우 긴급] 새 상담 신청(접수번호 ${id}) — 관리자 화면에서 확인해주세요`,
        signed: true,
      },
    ]);
    expect(sent[0].text).not.toMatch(/김민수|음주운전|비밀/);
    const rows = await messagesOf(id);
    expect(rows.map((r) => [r.kind, r.status, r.attempts])).toEqual([
      ["ack_email", "sent", 1],
      ["ack_sms", "sent", 1],
      ["urgent_alert", "sent", 1],
    ]);
    expect(rows[1].providerMessageId).toMatch(/^M4VTEST/);
    expect(rows.every((r) => r.sentAt?.getTime() === DAY.getTime())).toBe(true);
    const [stored] = await app.t.database.db.select().from(consultations).where(eq(consultations.id, id));
    expect(stored.smsConsent).toBe(true);
    expect(stored.smsConsentAt).toBeInstanceOf(Date);
  });

  it("sends no text without consent", async () => {
    const texts = solapi.received.length;
    const id = await submit({ email: "minsu@example.com", urgency: "normal" });
    expect((await messagesOf(id)).map((r) => r.kind)).toEqual(["ack_email"]);
    const [stored] = await app.t.database.db.select().from(consultations).where(eq(consultations.id, id));
    expect([stored.smsConsent, stored.smsConsentAt]).toEqual([false, null]);
    expect(solapi.received.length).toBe(texts);
  });

  it("alerts only for the configured urgencies", async () => {
    await setIntake({ alertUrgencies: "emergency" });
    expect((await messagesOf(await submit({ urgency: "urgent" }))).map((r) => r.kind)).toEqual([]);
    expect((await messagesOf(await submit({ urgency: "emergency" }))).map((r) => r.kind)).toEqual(["urgent_alert"]);
    await setIntake({ alertUrgencies: "emergency_and_urgent" });
    expect((await messagesOf(await submit({ urgency: "urgent" }))).map((r) => r.kind)).toEqual(["urgent_alert"]);
    await setIntake({ alertPhone: "" });
    expect((await messagesOf(await submit({ urgency: "emergency" }))).map((r) => r.kind)).toEqual([]);
  });

  it("queues once for a repeated submission with the same requestId", async () => {
    const requestId = randomUUID();
    const first = await submit({ requestId, smsConsent: true, urgency: "emergency" });
    const again = await submit({ requestId, smsConsent: true, urgency: "emergency" });
    expect(again).toBe(first);
    expect((await messagesOf(first)).map((r) => r.kind)).toEqual(["ack_sms", "urgent_alert"]);
  });
});

describe("quiet hours", () => {
  it("hold an urgent alert until they end, while the acknowledgement goes at once", async () => {
    now = kst("2026-03-03T23:30:00");
    const id = await submit({ urgency: "urgent", smsConsent: true });
    const [ack, held] = await messagesOf(id);
    expect(ack.status).toBe("sent");
    let alert = held;
    expect(alert).toMatchObject({ status: "pending", attempts: 0 });
    expect(alert.nextAttemptAt).toEqual(kst("2026-03-04T08:00:00"));
    now = kst("2026-03-04T07:59:00");
    await app.t.outbound.flush();
    [, alert] = await messagesOf(id);
    expect(alert.status).toBe("pending");
    now = kst("2026-03-04T08:00:00");
    await app.t.outbound.flush();
    [, alert] = await messagesOf(id);
    expect(alert).toMatchObject({ status: "sent", attempts: 1 });
    expect(alert.sentAt).toEqual(kst("2026-03-04T08:00:00"));
  });

  it("let 매우 긴급 through when the override is on, and hold it when it is off (a new install's value)", async () => {
    expect(DEFAULT_INTAKE_SETTINGS.quietHours.emergencyOverrides).toBe(false);
    await setIntake({ quietHours: { ...DEFAULT_INTAKE_SETTINGS.quietHours, emergencyOverrides: true } });
    now = kst("2026-03-03T23:30:00");
    const through = await submit({ urgency: "emergency" });
    expect((await messagesOf(through))[0].status).toBe("sent");
    await setIntake({});
    now = kst("2026-03-03T23:30:00");
    const held = await submit({ urgency: "emergency" });
    expect((await messagesOf(held))[0]).toMatchObject({ status: "pending", nextAttemptAt: kst("2026-03-04T08:00:00") });
  });

  it("hold a retry that falls inside them", async () => {
    now = kst("2026-03-03T21:59:00");
    solapi.answer("server-error");
    const id = await submit({ urgency: "urgent" });
    let [alert] = await messagesOf(id);
    expect(alert).toMatchObject({ status: "pending", attempts: 1 });
    now = kst("2026-03-03T22:00:00");
    await app.t.outbound.flush();
    [alert] = await messagesOf(id);
    expect(alert).toMatchObject({ status: "pending", attempts: 1, nextAttemptAt: kst("2026-03-04T08:00:00") });
  });
});

describe("coalesced alerts", () => {
  it("texts the attorney at most once per interval: alerts due sooner wait, then go together as one text", async () => {
    const texts = solapi.received.length;
    now = kst("2026-03-03T10:00:00");
    const first = await submit({ urgency: "emergency" });
    now = kst("2026-03-03T10:01:00");
    const later = [await submit({ urgency: "urgent" }), await submit({ urgency: "emergency" }), await submit({ urgency: "urgent" })];
    const alertTexts = () =>
      solapi.received
        .slice(texts)
        .filter((m) => m.to === "01099998888")
        .map((m) => m.text);
    expect(alertTexts()).toEqual([`[매우 긴급] 새 상담 신청(접수번호 ${first}) — 관리자 화면에서 확인해주세요`]);
    for (const id of later)
      expect((await messagesOf(id))[0]).toMatchObject({ status: "pending", attempts: 0, nextAttemptAt: kst("2026-03-03T10:15:00") });
    now = kst("2026-03-03T10:15:00");
    await app.t.outbound.flush();
    expect(alertTexts()).toEqual([
      `[매우 긴급] 새 상담 신청(접수번호 ${first}) — 관리자 화면에서 확인해주세요`,
      `[매우 긴급] 긴급 신청 3건 (접수번호 ${later.join(", ")}) — 관리자 화면에서 확인해주세요`,
    ]);
    for (const id of later) expect((await messagesOf(id))[0]).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("follows the interval set in the settings", async () => {
    await setIntake({ limits: { ...DEFAULT_INTAKE_SETTINGS.limits, alertEveryMinutes: 1 } });
    const texts = solapi.received.length;
    now = kst("2026-03-03T10:00:00");
    await submit({ urgency: "urgent" });
    now = kst("2026-03-03T10:01:00");
    await submit({ urgency: "urgent" });
    expect(solapi.received.slice(texts).filter((m) => m.to === "01099998888")).toHaveLength(2);
  });
});

describe("retries", () => {
  it("retry 5xx, 429 and timeouts after 1, 2, 4 … minutes and give up after the last attempt", async () => {
    solapi.answer("server-error", "too-many", "hang", ...Array<"server-error">(OUTBOUND_MAX_ATTEMPTS - 3).fill("server-error"));
    const id = await submit({ smsConsent: true, urgency: "normal" });
    let [sms] = await messagesOf(id);
    expect(sms).toMatchObject({ status: "pending", attempts: 1, lastError: "문자 발송 서버 오류 (HTTP 500 InternalError)" });
    for (let attempt = 1; attempt < OUTBOUND_MAX_ATTEMPTS; attempt++) {
      expect(sms.nextAttemptAt.getTime() - now.getTime()).toBe(2 ** (attempt - 1) * 60_000);
      now = new Date(now.getTime() + 2 ** (attempt - 1) * 60_000 - 1000);
      await app.t.outbound.flush();
      expect((await messagesOf(id))[0].attempts, "not before its time").toBe(attempt);
      now = new Date(now.getTime() + 1000);
      await app.t.outbound.flush();
      [sms] = await messagesOf(id);
      expect(sms.attempts).toBe(attempt + 1);
      if (attempt === 2) expect(sms.lastError).toContain("시간 초과");
    }
    expect(sms).toMatchObject({ status: "failed", attempts: OUTBOUND_MAX_ATTEMPTS, sentAt: null });
    now = new Date(now.getTime() + 3600_000);
    await app.t.outbound.flush();
    expect((await messagesOf(id))[0].attempts).toBe(OUTBOUND_MAX_ATTEMPTS);
  });

  it("a 4xx fails at once, without the number in the error", async () => {
    solapi.answer("bad-request");
    const id = await submit({ smsConsent: true, urgency: "normal" });
    const [sms] = await messagesOf(id);
    expect(sms).toMatchObject({ status: "failed", attempts: 1, lastError: "문자 발송 요청 거절 (HTTP 400 ValidationError)" });
  });

  it("retries an e-mail the mail server refuses for now", async () => {
    smtp.failNext(1, "retry@example.com");
    const id = await submit({ email: "retry@example.com" });
    let [mail] = await messagesOf(id);
    expect(mail).toMatchObject({ status: "pending", attempts: 1, lastError: "메일 발송 실패 (451)" });
    now = new Date(now.getTime() + 60_000);
    await app.t.outbound.flush();
    [mail] = await messagesOf(id);
    expect(mail).toMatchObject({ status: "sent", attempts: 2 });
  });
});

describe("several instances", () => {
  it("send each due message once when two senders sweep the same queue", async () => {
    const requests = await Promise.all([1, 2, 3, 4, 5, 6].map(() => insertConsultation(app.t.database.db)));
    await app.t.database.db.insert(outboundMessages).values(
      requests.map((r, i) => ({
        consultationId: r.id,
        kind: "ack_sms",
        channel: "sms",
        recipient: `0105555000${i}`,
        body: `접수 ${r.id}`,
        nextAttemptAt: now,
      })),
    );
    const senders = [0, 1].map(() =>
      createOutboundMessages(app.t.database.db, {
        sms: createSolapiSender({
          url: solapi.url,
          apiKey: FAKE_SOLAPI.apiKey,
          apiSecret: FAKE_SOLAPI.apiSecret,
          sender: FAKE_SOLAPI.sender,
          timeoutMs: 2000,
        }),
        clock,
        intake: async () => DEFAULT_INTAKE_SETTINGS,
        office: async () => ({ officeName: "사무소", phone: "02-1234-5678", hours: "평일 09:00~18:00", replyWithinHours: 24 }),
      }),
    );
    const before = solapi.received.length;
    await Promise.all(senders.map((s) => s.flush()));
    await Promise.all(senders.map((s) => s.stop()));
    const to = solapi.received
      .slice(before)
      .map((m) => m.to)
      .sort();
    expect(to).toEqual(requests.map((_, i) => `0105555000${i}`));
    for (const r of requests) expect((await messagesOf(r.id))[0]).toMatchObject({ status: "sent", attempts: 1 });
  });
});

describe("queueing", () => {
  const service = (outbound: Pick<OutboundMessages, "prepare" | "trigger">) =>
    createConsultationsService(app.t.database.db, {
      notifier: app.t.notifier,
      limiter: createSubmissionLimiter({ max: 1000, windowMs: 60_000 }),
      outbound,
    });
  const parsed = (requestId: string) =>
    consultationRequestSchema.parse({ ...FORM_REQUEST, requestId, smsConsent: true, urgency: "emergency" });
  const storedWith = (requestId: string) => app.t.database.db.select().from(consultations).where(eq(consultations.requestId, requestId));

  it("stores the messages in the request's own transaction: present when the submission returns, before any send", async () => {
    await setIntake({});
    const sent = solapi.received.length;
    const { id } = await service({ prepare: () => app.t.outbound.prepare(), trigger: () => {} }).submit(parsed(randomUUID()), {
      ip: "10.9.1.1",
    });
    expect((await messagesOf(id)).map((m) => [m.kind, m.status])).toEqual([
      ["ack_sms", "pending"],
      ["urgent_alert", "pending"],
    ]);
    expect(solapi.received.length).toBe(sent);
    await app.t.outbound.flush();
    expect((await messagesOf(id)).map((m) => m.status)).toEqual(["sent", "sent"]);
  });

  it("stores neither the request nor its messages when storing the messages fails (the visitor is told, and may send again)", async () => {
    const requestId = randomUUID();
    // A message the database refuses (an unknown kind): the one statement that stores both fails as a whole.
    const failing = service({
      prepare: async () => {
        const plan = await app.t.outbound.prepare();
        return { ...plan, messages: (r) => plan.messages(r).map((m) => ({ ...m, kind: "bogus" as never })) };
      },
      trigger: () => {},
    });
    await expect(failing.submit(parsed(requestId), { ip: "10.9.1.2" })).rejects.toThrow();
    expect(await storedWith(requestId)).toEqual([]);
  });

  it("stores the request without messages when the settings cannot be read (logged, never the visitor's problem)", async () => {
    const broken = createOutboundMessages(app.t.database.db, {
      clock,
      intake: async () => {
        throw new Error("settings unavailable");
      },
      office: async () => ({ officeName: "사무소", phone: "02-1234-5678", hours: "평일 09:00~18:00", replyWithinHours: 24 }),
    });
    expect(
      (await broken.prepare()).messages({ phone: "01055550000", email: "a@example.com", urgency: "emergency", smsConsent: true }),
    ).toEqual([]);
    const requestId = randomUUID();
    const { id } = await service(broken).submit(parsed(requestId), { ip: "10.9.1.3" });
    await broken.stop();
    expect(await storedWith(requestId)).toHaveLength(1);
    expect(await messagesOf(id)).toEqual([]);
  });
});
