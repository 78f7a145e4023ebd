// Booking's contract on the real app and database (both databases in CI): the slots (holidays closed with their
// name, weekly hours, minimum notice, buffers, the horizon), a booking and its repeat, a taken slot, concurrent
// bookings of one slot, triage to the urgent path, deadline-limited days, the manage link (masked view,
// reschedule, cancel, TOO_LATE), the administrator's list, confirmation after the conflict check, blocks, and the
// advertising refusal of the booking settings.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import request from "supertest";
import { consultations } from "@shared/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAgent } from "../../tests/helpers/auth";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";

// Monday 2026-12-21, 08:00 Korea time. The week holds 기독탄신일 (Friday 12-25).
let now = new Date("2026-12-21T08:00:00+09:00");
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAgent>>;

beforeAll(async () => {
  // Each visitor comes from an address of its own (the per-address limit is the consultation form's, tested elsewhere).
  t = await createTestApp({ clock: () => now, env: { TRUST_PROXY: "loopback" } });
  admin = await signedInAgent(t.app);
});
afterAll(async () => {
  await t?.close();
});

let phoneSeq = 0;
const visitor = (over: Record<string, unknown> = {}) => ({
  name: "김민준",
  phone: `010-5555-${String(1000 + phoneSeq++).padStart(4, "0")}`,
  caseType: "traffic",
  currentStatus: "suspect",
  privacyAgreed: true,
  sensitiveAgreed: true,
  ageConfirmed: true,
  type: "phone-30",
  situation: "general",
  reminderChannel: "sms",
  requestId: randomUUID(),
  ...over,
});
let address = 0;
const book = (body: Record<string, unknown>) =>
  request(t.app)
    .post("/api/bookings")
    .set("X-Forwarded-For", `198.51.100.${(address++ % 250) + 1}`)
    .send(body);
const stored = async (id: number) => (await t.database.db.select().from(consultations).where(eq(consultations.id, id)))[0];
const slots = (query: string) => request(t.app).get(`/api/booking/slots?${query}`);
const tokenOf = (manageUrl: string) => manageUrl.split("/booking/")[1];

describe("GET /api/booking/types and /api/booking/slots", () => {
  it("lists the types with their kind, length and fee", async () => {
    const res = await request(t.app).get("/api/booking/types");
    expect(res.status).toBe(200);
    expect(res.body[0]).toMatchObject({ slug: "phone-30", kind: "phone", durationMin: 30, feeKrw: null });
  });

  it("offers the weekly hours after the minimum notice, and closes the holiday with its name and the weekend", async () => {
    const res = await slots("type=phone-30&from=2026-12-21&to=2026-12-27");
    expect(res.status).toBe(200);
    expect(res.body.timeZone).toBe("Asia/Seoul");
    const byDate = Object.fromEntries(res.body.days.map((d: { date: string }) => [d.date, d]));
    // 08:00 + 3 hours' notice: Monday starts at 11:00 (11:00, 11:30, then 14:00 … 16:30).
    expect(byDate["2026-12-21"].slots.map((s: { start: string }) => s.start.slice(11, 16))).toEqual([
      "11:00",
      "11:30",
      "14:00",
      "14:30",
      "15:00",
      "15:30",
      "16:00",
      "16:30",
    ]);
    expect(byDate["2026-12-22"].slots[0]).toEqual({ start: "2026-12-22T10:00:00+09:00", end: "2026-12-22T10:30:00+09:00" });
    expect(byDate["2026-12-25"]).toMatchObject({ closed: true, reason: "기독탄신일", slots: [] });
    expect(byDate["2026-12-26"]).toMatchObject({ closed: true, slots: [] });
  });

  it("refuses a period past the horizon and an unknown type, in Korean", async () => {
    const far = await slots("type=phone-30&from=2026-12-21&to=2027-01-20");
    expect(far.status).toBe(400);
    expect(far.body.message).toContain("21일");
    expect((await slots("type=nope&from=2026-12-21&to=2026-12-22")).status).toBe(400);
  });

  it("answers the horizon's last day, and without `to` seven days that stop at it", async () => {
    const week = await slots("type=phone-30&from=2026-12-21");
    expect(week.body.bookableUntil).toBe("2027-01-11");
    expect(week.body.days).toHaveLength(7);
    const last = await slots("type=phone-30&from=2027-01-08");
    expect(last.status).toBe(200);
    expect(last.body.bookableUntil).toBe("2027-01-11");
    expect(last.body.days.map((d: { date: string }) => d.date)).toEqual(["2027-01-08", "2027-01-09", "2027-01-10", "2027-01-11"]);
  });
});

describe("POST /api/bookings", () => {
  it("books a free slot as 확정대기, and a repeat of the same request answers with the same booking", async () => {
    const body = visitor({ start: "2026-12-22T10:00:00+09:00" });
    const first = await book(body);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: "pending", start: "2026-12-22T10:00:00+09:00", end: "2026-12-22T10:30:00+09:00" });
    expect(first.body.manageUrl).toMatch(/^http:\/\/localhost:5000\/booking\/[\w-]{20,}$/);
    const again = await book(body);
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ id: first.body.id, start: first.body.start, status: first.body.status });
    // The request it made is a consultation request like any other.
    const listed = await admin.get("/api/bookings?from=2026-12-22&to=2026-12-22");
    expect(listed.body.filter((b: { id: number }) => b.id === first.body.id)).toHaveLength(1);
    expect((await stored(first.body.consultationId)).content).toContain("전화 상담 30분 예약");
  });

  it("answers 409 SLOT_TAKEN for the same time and for a time inside the buffer, 201 after it", async () => {
    expect((await book(visitor({ start: "2026-12-22T10:00:00+09:00" }))).body.code).toBe("SLOT_TAKEN");
    // 10:30 starts 10 minutes' buffer after the 10:00–10:30 booking: taken.
    const buffered = await book(visitor({ start: "2026-12-22T10:30:00+09:00" }));
    expect(buffered.status).toBe(409);
    expect(buffered.body.code).toBe("SLOT_TAKEN");
    expect((await book(visitor({ start: "2026-12-22T11:00:00+09:00" }))).status).toBe(201);
    // Not one of the offered starts (10:10), or before the minimum notice: also refused.
    expect((await book(visitor({ start: "2026-12-23T10:10:00+09:00" }))).status).toBe(409);
    expect((await book(visitor({ start: "2026-12-21T09:00:00+09:00" }))).status).toBe(409);
  });

  it("gives one of two simultaneous bookings of one slot, and 409 to the other", async () => {
    const answers = await Promise.all([
      book(visitor({ start: "2026-12-23T14:00:00+09:00" })),
      book(visitor({ start: "2026-12-23T14:00:00+09:00" })),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  });

  it("sends an arrest or something today down the urgent path with the office phone, booking nothing", async () => {
    for (const situation of ["arrest", "today"]) {
      const res = await book(visitor({ situation, start: "2026-12-23T15:00:00+09:00" }));
      expect(res.status).toBe(202);
      expect(res.body).toMatchObject({ urgent: true });
      expect(res.body.officePhone).toMatch(/\d/);
      expect((await stored(res.body.consultationId)).urgency).toBe("emergency");
    }
    expect(
      (await slots("type=phone-30&from=2026-12-23&to=2026-12-23")).body.days[0].slots.map((s: { start: string }) => s.start),
    ).toContain("2026-12-23T15:00:00+09:00");
  });

  it("takes an arrest or today without a type or a start (202), and refuses a general booking without them (400)", async () => {
    for (const situation of ["arrest", "today"]) {
      const res = await book(visitor({ situation, type: undefined }));
      expect(res.status).toBe(202);
      expect(res.body).toMatchObject({ urgent: true });
      expect((await stored(res.body.consultationId)).urgency).toBe("emergency");
    }
    const general = await book(visitor({ type: undefined }));
    expect(general.status).toBe(400);
    expect(general.body.fields).toMatchObject({ type: ["상담 종류를 선택해주세요"], start: ["예약 시각을 다시 선택해주세요"] });
  });

  it("offers no day after a deadline, refuses a time after it with 422, and makes a request urgent when no time is left", async () => {
    // Pronounced Friday 12-18: the appeal deadline is Monday 12-28 (25 is 기독탄신일, 26–27 the weekend).
    const limited = await slots("type=phone-30&from=2026-12-28&to=2026-12-29&deadlineKind=appeal&deadlineStart=2026-12-18");
    expect(limited.body.days[0].slots.length).toBeGreaterThan(0);
    expect(limited.body.days[1]).toMatchObject({ closed: true, reason: "기한 이후", slots: [] });
    const deadline = { kind: "appeal", startDate: "2026-12-18" };
    const late = await book(visitor({ situation: "deadline", deadline, start: "2026-12-29T10:00:00+09:00" }));
    expect(late.status).toBe(422);
    expect(late.body.code).toBe("AFTER_DEADLINE");
    const inTime = await book(visitor({ situation: "deadline", deadline, start: "2026-12-28T10:00:00+09:00" }));
    expect(inTime.status).toBe(201);
    // Pronounced 12-11: the deadline (12-18) has passed: nothing to offer, the request becomes urgent.
    const none = await book(
      visitor({ situation: "deadline", deadline: { kind: "appeal", startDate: "2026-12-11" }, start: "2026-12-28T11:00:00+09:00" }),
    );
    expect(none.status).toBe(202);
  });

  it("answers 400 with field messages for a bad request", async () => {
    const res = await book({ ...visitor(), start: "2026-12-22 10:00", situation: "deadline", privacyAgreed: false });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(expect.arrayContaining(["start", "privacyAgreed"]));
  });
});

describe("the manage link", () => {
  it("shows the booking masked, moves it to a free time, cancels it, and refuses both too close to the start", async () => {
    const made = await book(visitor({ name: "이서연", phone: "010-2222-3456", start: "2026-12-24T14:00:00+09:00" }));
    const token = tokenOf(made.body.manageUrl);
    const view = await request(t.app).get(`/api/bookings/by-token/${token}`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ name: "이○○", phoneLastFour: "3456", status: "pending", changeable: true });
    expect(JSON.stringify(view.body)).not.toMatch(/이서연|2222|traffic/);
    expect((await request(t.app).get("/api/bookings/by-token/not-a-token")).status).toBe(404);

    const moved = await request(t.app).post(`/api/bookings/by-token/${token}/reschedule`).send({ start: "2026-12-24T15:00:00+09:00" });
    expect(moved.status).toBe(200);
    expect(moved.body.start).toBe("2026-12-24T15:00:00+09:00");
    // The old time is free again.
    expect(
      (await slots("type=phone-30&from=2026-12-24&to=2026-12-24")).body.days[0].slots.map((s: { start: string }) => s.start),
    ).toContain("2026-12-24T14:00:00+09:00");

    const before = now;
    now = new Date("2026-12-24T13:00:00+09:00"); // two hours before 15:00, inside the three hours' notice
    try {
      const tooLate = await request(t.app).post(`/api/bookings/by-token/${token}/cancel`);
      expect(tooLate.status).toBe(409);
      expect(tooLate.body.code).toBe("TOO_LATE");
      expect(
        (await request(t.app).post(`/api/bookings/by-token/${token}/reschedule`).send({ start: "2026-12-24T16:00:00+09:00" })).body.code,
      ).toBe("TOO_LATE");
    } finally {
      now = before;
    }
    const cancelled = await request(t.app).post(`/api/bookings/by-token/${token}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe("cancelled");
  });
});

describe("the administrator's bookings and blocks", () => {
  it("are for the administrator only", async () => {
    expect((await request(t.app).get("/api/bookings?from=2026-12-21&to=2026-12-27")).status).toBe(401);
    expect((await request(t.app).patch("/api/bookings/1").send({ status: "confirmed" })).status).toBe(401);
    expect((await request(t.app).post("/api/availability-blocks").send({})).status).toBe(401);
    expect((await request(t.app).get("/api/booking-settings")).status).toBe(401);
  });

  it("confirms a booking only after its conflict check is recorded, and keeps a cancellation apart from a no-show", async () => {
    const made = await book(visitor({ start: "2026-12-28T14:00:00+09:00" }));
    const refused = await admin.patch(`/api/bookings/${made.body.id}`).send({ status: "confirmed" });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("CONFLICT_CHECK_REQUIRED");
    const checked = await admin
      .post(`/api/consultations/${made.body.consultationId}/conflict-check`)
      .send({ result: "no_conflict", reason: null });
    expect(checked.status).toBe(200);
    const listed = (await admin.get("/api/bookings?from=2026-12-28&to=2026-12-28")).body.find((b: { id: number }) => b.id === made.body.id);
    expect(listed.conflictCheck).toMatchObject({ result: "no_conflict" });
    expect((await admin.patch(`/api/bookings/${made.body.id}`).send({ status: "confirmed" })).body.status).toBe("confirmed");
    expect((await admin.patch(`/api/bookings/${made.body.id}`).send({ status: "cancelled", reason: "의뢰인 요청" })).status).toBe(200);
    expect((await admin.patch(`/api/bookings/${made.body.id}`).send({ status: "no_show" })).status).toBe(409);
  });

  it("closes the times under a block and marks the bookings it covers for a new time", async () => {
    const made = await book(visitor({ start: "2026-12-29T10:00:00+09:00" }));
    const block = await admin
      .post("/api/availability-blocks")
      .send({ start: "2026-12-29T09:00:00+09:00", end: "2026-12-29T12:00:00+09:00", label: "형사 공판" });
    expect(block.status).toBe(201);
    expect(block.body.needsReschedule).toEqual([made.body.id]);
    const day = (await slots("type=phone-30&from=2026-12-29&to=2026-12-29")).body.days[0];
    expect(day.slots.every((s: { start: string }) => s.start >= "2026-12-29T14:00")).toBe(true);
    const view = await request(t.app).get(`/api/bookings/by-token/${tokenOf(made.body.manageUrl)}`);
    expect(view.body.needsReschedule).toBe(true);
    expect((await admin.delete(`/api/availability-blocks/${block.body.id}`)).status).toBe(200);
    expect((await admin.delete(`/api/availability-blocks/${block.body.id}`)).status).toBe(404);
    const bad = await admin
      .post("/api/availability-blocks")
      .send({ start: "2026-12-29T12:00:00+09:00", end: "2026-12-29T09:00:00+09:00", label: "" });
    expect(bad.status).toBe(400);
  });

  it("refuses a booking type offered as free or at 0 won, quoting the advertising rule", async () => {
    const current = (await admin.get("/api/booking-settings")).body;
    for (const change of [{ label: "무료 전화 상담" }, { feeKrw: 0 }]) {
      const res = await admin.put("/api/booking-settings").send({ ...current, types: [{ ...current.types[0], ...change }] });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(JSON.stringify(res.body)).toMatch(/무료|염가/);
    }
    const ok = await admin.put("/api/booking-settings").send({ ...current, types: [{ ...current.types[0], feeKrw: 50000 }] });
    expect(ok.status).toBe(200);
    expect(ok.body.types[0].feeKrw).toBe(50000);
  });
});
