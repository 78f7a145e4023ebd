// A booking's messages on the real app and database (both databases in CI), sent to a local Solapi double and a
// real SMTP server: the reminders of a confirmed time (a quiet-window time moved earlier and not held later), the
// decision (confirmed, declined, another time proposed, cancelled by the office, a new time confirmed), the request
// for a new time under a block, reminders skipped when the time changes or the booking ends or has started, nothing
// sent twice, no case words and only the masked name in what went out, the administrator's timeline, and the
// messages stored with the change that causes them (a refused message refuses the change).
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import request from "supertest";
import { CASE_TYPE_LABELS } from "@shared/intake/labels";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { signedInAgent } from "../../tests/helpers/auth";
import { refuseBookingMessages } from "../../tests/helpers/refuse-booking-messages";
import { fakeSolapiEnv, startFakeSolapi, type FakeSolapi } from "../../tests/helpers/fake-solapi";
import { decodeMail, startSmtp, type TestSmtp } from "../../tests/helpers/smtp";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { REMINDER_SKIP_REASONS } from "../services/booking-messages.service";
import { REMINDER_TOO_LATE } from "../services/outbound-messages.service";
import { siteSettingsSeeder } from "../services/site-settings-seed.service";

// Monday 2026-12-21, 08:00 Korea time (the week holds 기독탄신일, Friday 12-25).
const MONDAY = new Date("2026-12-21T08:00:00+09:00");
let now = MONDAY;
let t: TestApp;
let smtp: TestSmtp;
let solapi: FakeSolapi;
let admin: Awaited<ReturnType<typeof signedInAgent>>;

beforeAll(async () => {
  smtp = await startSmtp();
  solapi = await startFakeSolapi();
  t = await createTestApp({
    clock: () => now,
    seeders: [siteSettingsSeeder],
    env: { TRUST_PROXY: "loopback", NOTIFY_EMAIL: "office@example.com", SMTP_URL: smtp.url, ...fakeSolapiEnv(solapi) },
  });
  const admin = await signedInAgent(t.app);
  // A day and two and a half hours before: a 10:00 booking's second reminder (07:30) falls in 21:00–08:00.
  const current = (await admin.get("/api/booking-settings")).body;
  expect((await admin.put("/api/booking-settings").send({ ...current, reminderOffsetsMin: [1440, 150] })).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await solapi?.close();
});
// Each test starts on Monday morning, signed in afresh (a test that moves the clock ahead ends the session).
beforeEach(async () => {
  now = MONDAY;
  admin = await signedInAgent(t.app);
});

let seq = 0;
let address = 0;
const book = async (over: Record<string, unknown>) => {
  const n = seq++;
  const phone = `010-6666-${String(1000 + n).padStart(4, "0")}`;
  const res = await request(t.app)
    .post("/api/bookings")
    .set("X-Forwarded-For", `198.51.100.${(address++ % 250) + 1}`)
    .send({
      name: "김민준",
      phone,
      email: `b${n}@example.net`,
      caseType: "sexual",
      currentStatus: "suspect",
      privacyAgreed: true,
      sensitiveAgreed: true,
      ageConfirmed: true,
      type: "phone-30",
      situation: "general",
      reminderChannel: "sms",
      note: "음주운전 혐의로 조사 예정",
      requestId: randomUUID(),
      ...over,
    });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return {
    ...(res.body as { id: number; consultationId: number; manageUrl: string }),
    digits: phone.replace(/-/g, ""),
    email: `b${n}@example.net`,
  };
};
const checkConflicts = (consultationId: number) =>
  admin.post(`/api/consultations/${consultationId}/conflict-check`).send({ result: "no_conflict", reason: null });
const patch = (id: number, body: object) => admin.patch(`/api/bookings/${id}`).send(body);
type Message = {
  id: number;
  kind: string;
  channel: string;
  status: string;
  nextAttemptAt: string;
  sentAt: string | null;
  attempts: number;
  lastError: string | null;
};
const messages = async (id: number): Promise<Message[]> => {
  const res = await admin.get(`/api/bookings/${id}/messages`);
  expect(res.status).toBe(200);
  return res.body.messages;
};
const textsTo = (digits: string) => solapi.received.filter((m) => m.to === digits).map((m) => m.text);
const at = (iso: string) => new Date(iso).toISOString();
const sendAt = async (iso: string) => {
  now = new Date(iso);
  await t.outbound.flush();
};

const CASE_WORDS = ["형사", "사건", "음주", "폭행", "성범죄", "마약", "조사", "구속", "체포", "혐의", ...Object.values(CASE_TYPE_LABELS)];
function expectDiscreet(text: string) {
  for (const word of CASE_WORDS) expect(text, word).not.toContain(word);
  expect(text).toContain("김○○님");
  expect(text).not.toContain("김민준");
}

describe("reminders of a confirmed booking", () => {
  it("are queued at their times on confirmation (a quiet-window time earlier), sent then and not twice", async () => {
    const b = await book({ start: "2026-12-22T10:00:00+09:00" });
    expect(await messages(b.id)).toEqual([]);
    await checkConflicts(b.consultationId);
    expect((await patch(b.id, { status: "confirmed" })).status).toBe(200);
    await t.outbound.flush();
    const queued = await messages(b.id);
    // The confirmation at once; 10:00 the day before; 07:30 is in the quiet window, so 21:00 the evening before.
    expect(queued.map((m) => [m.kind, m.status, m.sentAt ?? m.nextAttemptAt])).toEqual([
      ["booking_status", "sent", at("2026-12-21T08:00:00+09:00")],
      ["booking_reminder", "pending", at("2026-12-21T10:00:00+09:00")],
      ["booking_reminder", "pending", at("2026-12-21T21:00:00+09:00")],
    ]);
    expect(queued.every((m) => m.channel === "sms")).toBe(true);

    const [confirmation] = textsTo(b.digits);
    expect(textsTo(b.digits)).toHaveLength(1);
    expect(confirmation).toContain("12월 22일 (화) 오전 10:00 상담 예약이 확정되었습니다");
    expectDiscreet(confirmation);
    // The link in the message opens the booking (a new token was minted for it).
    const token = /\/booking\/([\w-]+)/.exec(confirmation)![1];
    expect((await request(t.app).get(`/api/bookings/by-token/${token}`)).body).toMatchObject({ id: b.id, status: "confirmed" });

    await sendAt("2026-12-21T09:59:00+09:00");
    expect(textsTo(b.digits)).toHaveLength(1);
    await sendAt("2026-12-21T10:00:00+09:00");
    expect(textsTo(b.digits)).toHaveLength(2);
    expect(textsTo(b.digits)[1]).toContain("12월 22일 (화) 오전 10:00에 상담 예약이 있습니다");
    expectDiscreet(textsTo(b.digits)[1]);
    // 21:00 is inside the quiet window: the reminder goes then, not held until morning.
    await sendAt("2026-12-21T21:00:00+09:00");
    expect(textsTo(b.digits)).toHaveLength(3);
    await sendAt("2026-12-22T09:00:00+09:00");
    expect(textsTo(b.digits)).toHaveLength(3);
    admin = await signedInAgent(t.app);
    expect((await messages(b.id)).map((m) => m.status)).toEqual(["sent", "sent", "sent"]);
    // Completing it skips nothing more and sends nothing.
    now = new Date("2026-12-22T10:30:00+09:00");
    expect((await patch(b.id, { status: "completed" })).status).toBe(200);
    await t.outbound.flush();
    expect(textsTo(b.digits)).toHaveLength(3);
  });

  it("are skipped when the time moves, and the new confirmed time gets its own, with a new-time confirmation", async () => {
    const b = await book({ start: "2026-12-23T14:00:00+09:00" });
    await checkConflicts(b.consultationId);
    await patch(b.id, { status: "confirmed" });
    await t.outbound.flush();
    const token = b.manageUrl.split("/booking/")[1];
    const moved = await request(t.app).post(`/api/bookings/by-token/${token}/reschedule`).send({ start: "2026-12-24T15:00:00+09:00" });
    expect(moved.body.status).toBe("pending");
    const afterMove = await messages(b.id);
    expect(afterMove.filter((m) => m.kind === "booking_reminder").map((m) => [m.status, m.lastError])).toEqual([
      ["skipped", REMINDER_SKIP_REASONS.rescheduled],
      ["skipped", REMINDER_SKIP_REASONS.rescheduled],
    ]);
    expect((await patch(b.id, { status: "confirmed" })).status).toBe(200);
    const reminders = (await messages(b.id)).filter((m) => m.kind === "booking_reminder" && m.status === "pending");
    expect(reminders.map((m) => m.nextAttemptAt)).toEqual([at("2026-12-23T15:00:00+09:00"), at("2026-12-24T12:30:00+09:00")]);
    await t.outbound.flush();
    const texts = textsTo(b.digits);
    expect(texts).toHaveLength(2);
    expect(texts[1]).toContain("변경하신 12월 24일 (목) 오후 3:00 상담 예약이 확정되었습니다");
    // Everything due goes once: the old time's reminders never.
    await sendAt("2026-12-24T14:00:00+09:00");
    expect(textsTo(b.digits)).toHaveLength(4);
    expect(
      textsTo(b.digits)
        .slice(2)
        .every((text) => text.includes("12월 24일 (목) 오후 3:00에")),
    ).toBe(true);
  });

  it("are skipped when the requester cancels, and one whose booking has started is not sent", async () => {
    const cancelled = await book({ start: "2026-12-28T10:00:00+09:00" });
    await checkConflicts(cancelled.consultationId);
    await patch(cancelled.id, { status: "confirmed" });
    const token = cancelled.manageUrl.split("/booking/")[1];
    expect((await request(t.app).post(`/api/bookings/by-token/${token}/cancel`)).status).toBe(200);
    const reminders = (await messages(cancelled.id)).filter((m) => m.kind === "booking_reminder");
    expect(reminders.map((m) => [m.status, m.lastError])).toEqual([
      ["skipped", REMINDER_SKIP_REASONS.cancelled],
      ["skipped", REMINDER_SKIP_REASONS.cancelled],
    ]);

    const late = await book({ start: "2026-12-29T14:00:00+09:00" });
    await checkConflicts(late.consultationId);
    await patch(late.id, { status: "confirmed" });
    await t.outbound.flush();
    // The sender was down until after the start: its reminders are skipped, not sent.
    await sendAt("2026-12-29T14:05:00+09:00");
    expect(textsTo(late.digits)).toHaveLength(1);
    admin = await signedInAgent(t.app);
    expect((await messages(late.id)).filter((m) => m.kind === "booking_reminder").map((m) => [m.status, m.lastError])).toEqual([
      ["skipped", REMINDER_TOO_LATE],
      ["skipped", REMINDER_TOO_LATE],
    ]);
  });
});

describe("the attorney's decision", () => {
  it("is sent on decline, on another time proposed and on a cancellation by the office, and skips the reminders", async () => {
    const declined = await book({ start: "2026-12-30T10:00:00+09:00" });
    expect((await patch(declined.id, { status: "declined", reason: "일정 불가" })).status).toBe(200);
    const proposed = await book({ start: "2026-12-30T14:00:00+09:00" });
    await patch(proposed.id, { status: "declined", proposeStart: "2026-12-31T11:00:00+09:00" });
    const cancelled = await book({ start: "2026-12-30T15:00:00+09:00" });
    await checkConflicts(cancelled.consultationId);
    await patch(cancelled.id, { status: "confirmed" });
    await patch(cancelled.id, { status: "cancelled" });
    await t.outbound.flush();

    expect(textsTo(declined.digits)).toHaveLength(1);
    expect(textsTo(declined.digits)[0]).toContain("12월 30일 (수) 오전 10:00 상담 예약은 사정상 진행하기 어렵게 되었습니다");
    expect(textsTo(proposed.digits)[0]).toContain("제안 시간: 12월 31일 (목) 오전 11:00");
    expect(textsTo(proposed.digits)[0]).toMatch(/\/booking\/[\w-]+/);
    expect(textsTo(cancelled.digits)).toHaveLength(2);
    expect(textsTo(cancelled.digits)[1]).toContain("사무소 사정으로 취소되었습니다");
    for (const text of [...textsTo(declined.digits), ...textsTo(proposed.digits), ...textsTo(cancelled.digits)]) expectDiscreet(text);
    expect((await messages(cancelled.id)).filter((m) => m.kind === "booking_reminder").map((m) => [m.status, m.lastError])).toEqual([
      ["skipped", REMINDER_SKIP_REASONS.cancelled],
      ["skipped", REMINDER_SKIP_REASONS.cancelled],
    ]);
  });

  it("made in the quiet window waits until it ends", async () => {
    const b = await book({ start: "2027-01-07T10:00:00+09:00" });
    now = new Date("2026-12-21T22:00:00+09:00");
    admin = await signedInAgent(t.app);
    expect((await patch(b.id, { status: "declined" })).status).toBe(200);
    await t.outbound.flush();
    expect(textsTo(b.digits)).toEqual([]);
    expect((await messages(b.id)).map((m) => m.nextAttemptAt)).toEqual([at("2026-12-22T08:00:00+09:00")]);
    await sendAt("2026-12-22T08:00:00+09:00");
    expect(textsTo(b.digits)).toHaveLength(1);
  });

  it("goes by e-mail when the requester chose it, and nowhere when they chose none", async () => {
    smtp.messages.length = 0;
    const byMail = await book({ start: "2026-12-31T10:00:00+09:00", reminderChannel: "email" });
    const silent = await book({ start: "2026-12-31T14:00:00+09:00", reminderChannel: "none" });
    for (const b of [byMail, silent]) {
      await checkConflicts(b.consultationId);
      await patch(b.id, { status: "confirmed" });
    }
    await t.outbound.flush();
    // (The request's own acknowledgement goes to the same address; the booking's messages speak of 예약.)
    const mails = smtp.messages
      .filter((m) => m.to.includes(byMail.email))
      .map((m) => decodeMail(m.raw))
      .filter((m) => m.subject.includes("예약"));
    expect(mails.map((m) => m.subject)).toEqual(["상담 예약 확정"]);
    expectDiscreet(mails[0].subject + mails[0].text);
    expect((await messages(byMail.id)).map((m) => m.channel)).toEqual(["email", "email", "email"]);
    expect(await messages(silent.id)).toEqual([]);
    expect(textsTo(silent.digits)).toEqual([]);
  });
});

describe("a block over a booking", () => {
  it("skips its reminders and sends a link to pick a new time, once", async () => {
    const b = await book({ start: "2027-01-04T10:00:00+09:00" });
    await checkConflicts(b.consultationId);
    await patch(b.id, { status: "confirmed" });
    const block = await admin
      .post("/api/availability-blocks")
      .send({ start: "2027-01-04T09:00:00+09:00", end: "2027-01-04T12:00:00+09:00", label: "형사 공판" });
    expect(block.body.needsReschedule).toEqual([b.id]);
    await admin
      .post("/api/availability-blocks")
      .send({ start: "2027-01-04T09:30:00+09:00", end: "2027-01-04T11:00:00+09:00", label: "기일" });
    await t.outbound.flush();
    const list = await messages(b.id);
    expect(list.filter((m) => m.kind === "booking_reschedule").map((m) => m.status)).toEqual(["sent"]);
    expect(list.filter((m) => m.kind === "booking_reminder").map((m) => m.lastError)).toEqual([
      REMINDER_SKIP_REASONS.needsReschedule,
      REMINDER_SKIP_REASONS.needsReschedule,
    ]);
    const text = textsTo(b.digits).at(-1)!;
    expect(text).toContain("1월 4일 (월) 오전 10:00 상담을 진행하기 어렵게 되었습니다");
    expect(text).toMatch(/새 시간을 선택해주세요: http:\/\/localhost:5000\/booking\/[\w-]+/);
    expectDiscreet(text);
    expect(text).not.toContain("공판");
  });
});

describe("bookings confirmed at once (auto mode)", () => {
  it("queue their reminders when made, and a move by the manage link confirms the new time with new reminders", async () => {
    const current = (await admin.get("/api/booking-settings")).body;
    expect((await admin.put("/api/booking-settings").send({ ...current, confirmationMode: "auto" })).status).toBe(200);
    try {
      const b = await book({ start: "2027-01-06T10:00:00+09:00" });
      expect((await messages(b.id)).map((m) => [m.kind, m.nextAttemptAt])).toEqual([
        ["booking_reminder", at("2027-01-05T10:00:00+09:00")],
        ["booking_reminder", at("2027-01-05T21:00:00+09:00")],
      ]);
      const token = b.manageUrl.split("/booking/")[1];
      const moved = await request(t.app).post(`/api/bookings/by-token/${token}/reschedule`).send({ start: "2027-01-06T14:00:00+09:00" });
      expect(moved.body.status).toBe("confirmed");
      await t.outbound.flush();
      const list = await messages(b.id);
      expect(list.filter((m) => m.status === "skipped")).toHaveLength(2);
      expect(list.filter((m) => m.kind === "booking_reminder" && m.status === "pending").map((m) => m.nextAttemptAt)).toEqual([
        at("2027-01-05T14:00:00+09:00"),
        at("2027-01-06T11:30:00+09:00"),
      ]);
      expect(textsTo(b.digits)).toHaveLength(1);
      expect(textsTo(b.digits)[0]).toContain("변경하신 1월 6일 (수) 오후 2:00 상담 예약이 확정되었습니다");
    } finally {
      await admin.put("/api/booking-settings").send(current);
    }
  });
});

describe("GET /api/bookings/:id/messages", () => {
  it("answers 401 without a session and 404 for an unknown booking, with the timeline's shape", async () => {
    expect((await request(t.app).get("/api/bookings/1/messages")).status).toBe(401);
    const missing = await admin.get("/api/bookings/999999/messages");
    expect(missing.status).toBe(404);
    const b = await book({ start: "2027-01-05T10:00:00+09:00" });
    await checkConflicts(b.consultationId);
    await patch(b.id, { status: "confirmed" });
    const [first] = await messages(b.id);
    expect(Object.keys(first).sort()).toEqual(["attempts", "channel", "id", "kind", "lastError", "nextAttemptAt", "sentAt", "status"]);
  });
});

describe("a booking's change and its messages", () => {
  // A database that refuses the booking's messages: the change that causes them must be refused with them.
  const refuse = async () => {
    await t.outbound.flush();
    return refuseBookingMessages(t.database.db);
  };
  const stored = async (id: number) => {
    const rows = await t.database.db.execute<{ status: string; needs_reschedule: boolean; start_at: Date | string; tokens: number }>(
      sql`select status, needs_reschedule, start_at, (select count(*)::int from booking_tokens where booking_id = ${id}) as tokens
          from bookings where id = ${id}`,
    );
    const [row] = rows.rows;
    return { status: row.status, needsReschedule: row.needs_reschedule, start: new Date(row.start_at).toISOString(), tokens: row.tokens };
  };
  const expectRefused = (res: request.Response) => {
    expect(res.status, JSON.stringify(res.body)).toBe(500);
    expect(res.body.code).toBe("INTERNAL_ERROR");
  };

  it("are stored together: a refused message leaves the decision, the block and the requester's change undone", async () => {
    const b = await book({ start: "2027-01-08T10:00:00+09:00" });
    await checkConflicts(b.consultationId);
    const before = await stored(b.id);
    let refused = await refuse();
    try {
      // The decision: the booking stays pending and no link was minted for the message.
      expectRefused(await patch(b.id, { status: "confirmed" }));
      expect(await stored(b.id)).toEqual(before);
    } finally {
      await refused.accept();
    }
    expect((await patch(b.id, { status: "confirmed" })).status).toBe(200);
    const confirmed = await stored(b.id);
    expect(confirmed.status).toBe("confirmed");
    const queued = await messages(b.id);
    expect(queued).toHaveLength(3);

    refused = await refuse();
    try {
      // A block over it: no block stored, the booking not marked, its reminders still waiting.
      const block = await admin
        .post("/api/availability-blocks")
        .send({ start: "2027-01-08T09:00:00+09:00", end: "2027-01-08T12:00:00+09:00", label: "기일" });
      expectRefused(block);
      const blocks = await admin.get("/api/availability-blocks?from=2027-01-08&to=2027-01-08");
      expect(blocks.body).toEqual([]);
      expect(await stored(b.id)).toEqual(confirmed);
      // The requester's move and cancellation by the manage link: neither is stored.
      const token = b.manageUrl.split("/booking/")[1];
      expectRefused(await request(t.app).post(`/api/bookings/by-token/${token}/reschedule`).send({ start: "2027-01-08T14:00:00+09:00" }));
      expectRefused(await request(t.app).post(`/api/bookings/by-token/${token}/cancel`));
      expect(await stored(b.id)).toEqual(confirmed);
    } finally {
      await refused.accept();
    }
    expect((await messages(b.id)).map((m) => [m.kind, m.status])).toEqual(queued.map((m) => [m.kind, m.status]));
  });

  it("are stored together with a booking confirmed at once: a refused reminder leaves no booking and no request", async () => {
    const current = (await admin.get("/api/booking-settings")).body;
    expect((await admin.put("/api/booking-settings").send({ ...current, confirmationMode: "auto" })).status).toBe(200);
    const requestId = randomUUID();
    const start = "2027-01-08T16:00:00+09:00";
    const count = async () =>
      (
        await t.database.db.execute<{ n: number }>(
          sql`select (select count(*)::int from consultations where request_id = ${requestId})
                   + (select count(*)::int from bookings where start_at = ${new Date(start).toISOString()}::timestamptz) as n`,
        )
      ).rows[0].n;
    const refused = await refuse();
    try {
      const res = await request(t.app).post("/api/bookings").set("X-Forwarded-For", "198.51.100.251").send({
        name: "김민준",
        phone: "010-6666-0999",
        email: "refused@example.net",
        caseType: "sexual",
        currentStatus: "suspect",
        privacyAgreed: true,
        sensitiveAgreed: true,
        ageConfirmed: true,
        type: "phone-30",
        situation: "general",
        reminderChannel: "sms",
        requestId,
        start,
      });
      expectRefused(res);
      expect(await count()).toBe(0);
    } finally {
      await refused.accept();
      await admin.put("/api/booking-settings").send(current);
    }
  });
});
