// The attorney's calendar feed against a calendar served on this machine: the address refused in Korean unless
// https (http only on this machine outside production), stored sealed, imported at once and then when due (one
// hour on), its busy times closing slots and replacing the last import's blocks while the manual ones stay, a busy
// time over a booking marking it 재조정 필요, a server error or a broken file recorded with the last good blocks
// kept, the feed removed with the busy times it imported, and a covered booking marked only with its message.
import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import request from "supertest";
import { bookingCalendarFeed } from "@shared/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAgent } from "../../tests/helpers/auth";
import { refuseBookingMessages } from "../../tests/helpers/refuse-booking-messages";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";

// Monday 2026-12-21, 08:00 Korea time.
let now = new Date("2026-12-21T08:00:00+09:00");
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAgent>>;
let server: Server;
let base: string;
/** What the calendar server answers next: a status and a body. */
let answer: { status: number; body: string } = { status: 200, body: "" };

const ics = (...events: string[][]) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", ...events.flatMap((e) => ["BEGIN:VEVENT", ...e, "END:VEVENT"]), "END:VCALENDAR"].join("\r\n");
const COURT = ["UID:court@cal", "SUMMARY:공판", "DTSTART;TZID=Asia/Seoul:20261222T140000", "DTEND;TZID=Asia/Seoul:20261222T160000"];
const TRIP = ["UID:trip@cal", "SUMMARY:출장", "DTSTART;VALUE=DATE:20261223", "DTEND;VALUE=DATE:20261224"];
const FREE = ["UID:free@cal", "TRANSP:TRANSPARENT", "DTSTART:20261222T010000Z", "DTEND:20261222T020000Z"];

beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(answer.status, { "Content-Type": "text/calendar; charset=utf-8" });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({ clock: () => now, env: { TRUST_PROXY: "loopback" } });
  admin = await signedInAgent(t.app);
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => server?.close(resolve));
});

const blocks = async () =>
  (await admin.get("/api/availability-blocks?from=2026-12-21&to=2026-12-31")).body as Array<{
    label: string;
    source: string;
    start: string;
  }>;
const tuesday = async () =>
  (
    (await request(t.app).get("/api/booking/slots?type=phone-30&from=2026-12-22&to=2026-12-22")).body.days[0].slots as Array<{
      start: string;
    }>
  ).map((s) => s.start.slice(11, 16));

describe("the calendar feed", () => {
  it("answers 401 without a session", async () => {
    expect((await request(t.app).get("/api/availability-blocks/ics-feed")).status).toBe(401);
    expect(
      (
        await request(t.app)
          .put("/api/availability-blocks/ics-feed")
          .send({ url: `${base}/a.ics` })
      ).status,
    ).toBe(401);
    expect((await request(t.app).delete("/api/availability-blocks/ics-feed")).status).toBe(401);
  });

  it("refuses an address that is empty, not a web address, or plain http away from this machine, in Korean", async () => {
    for (const url of ["", "달력", "ftp://calendar.example.com/a.ics", "http://calendar.example.com/a.ics"]) {
      const res = await admin.put("/api/availability-blocks/ics-feed").send({ url });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/캘린더 주소/);
    }
    expect((await admin.get("/api/availability-blocks/ics-feed")).body).toEqual({ configured: false });
  });

  it("stores the address sealed and imports the busy times at once, keeping the manual blocks, and marks a booking under one", async () => {
    const manual = await admin
      .post("/api/availability-blocks")
      .send({ start: "2026-12-24T09:00:00+09:00", end: "2026-12-24T12:00:00+09:00", label: "접견" });
    expect(manual.status).toBe(201);
    const booked = await request(t.app).post("/api/bookings").set("X-Forwarded-For", "198.51.100.9").send({
      name: "최유진",
      phone: "010-6060-1234",
      caseType: "traffic",
      currentStatus: "suspect",
      privacyAgreed: true,
      sensitiveAgreed: true,
      ageConfirmed: true,
      type: "phone-30",
      situation: "general",
      reminderChannel: "sms",
      requestId: randomUUID(),
      start: "2026-12-22T15:00:00+09:00",
    });
    expect(booked.status).toBe(201);

    answer = { status: 200, body: ics(COURT, TRIP, FREE) };
    const secret = `/private-${randomUUID()}/basic.ics`;
    const res = await admin.put("/api/availability-blocks/ics-feed").send({ url: base + secret });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ configured: true, host: base.slice(7), lastStatus: "ok", lastCount: 2, lastError: null });
    expect(JSON.stringify(res.body)).not.toContain(secret);
    const [row] = await t.database.db.select().from(bookingCalendarFeed);
    expect(row!.urlSealed).toMatch(/^v1:/);
    expect(row!.urlSealed).not.toContain("private-");

    expect((await blocks()).map((b) => [b.source, b.label])).toEqual([
      ["ics", "캘린더: 공판"],
      ["ics", "캘린더: 출장"],
      ["manual", "접견"],
    ]);
    // 14:00–16:00 is busy (with the 10-minute buffers, 13:30 and 16:00 go too); the free event closes nothing.
    expect(await tuesday()).toEqual(["10:00", "10:30", "11:00", "11:30", "16:30"]);
    const listed = await admin.get("/api/bookings?from=2026-12-22&to=2026-12-22");
    expect(listed.body.find((b: { id: number }) => b.id === booked.body.id).needsReschedule).toBe(true);
  });

  it("keeps the last good blocks when the calendar answers an error or a broken file, and records why", async () => {
    now = new Date("2026-12-21T09:30:00+09:00");
    answer = { status: 503, body: "busy" };
    await t.bookingFeed.sweep();
    let state = (await admin.get("/api/availability-blocks/ics-feed")).body;
    expect(state).toMatchObject({ lastStatus: "failed", lastCount: 2, lastError: "캘린더 서버가 오류로 답했습니다(HTTP 503)" });
    expect((await blocks()).filter((b) => b.source === "ics")).toHaveLength(2);

    now = new Date("2026-12-21T10:40:00+09:00");
    answer = { status: 200, body: "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:20261222T010000Z\r\n" };
    await t.bookingFeed.sweep();
    state = (await admin.get("/api/availability-blocks/ics-feed")).body;
    expect(state.lastStatus).toBe("failed");
    expect(state.lastError).toContain("캘린더 파일을 읽지 못했습니다");
    expect((await blocks()).filter((b) => b.source === "ics")).toHaveLength(2);
  });

  it("imports again only when an hour has passed, replacing the last import's blocks", async () => {
    answer = { status: 200, body: ics(TRIP) };
    // 10:50: the last attempt was at 10:40, so the next is not due yet.
    now = new Date("2026-12-21T10:50:00+09:00");
    await t.bookingFeed.sweep();
    expect((await blocks()).filter((b) => b.source === "ics")).toHaveLength(2);
    now = new Date("2026-12-21T11:41:00+09:00");
    await t.bookingFeed.sweep();
    expect((await blocks()).map((b) => b.label)).toEqual(["캘린더: 출장", "접견"]);
    expect((await admin.get("/api/availability-blocks/ics-feed")).body).toMatchObject({ lastStatus: "ok", lastCount: 1, lastError: null });
    expect(await tuesday()).toContain("14:00");
  });

  it("stops with DELETE (or a null address), removing the busy times it imported and leaving the manual blocks", async () => {
    const res = await admin.delete("/api/availability-blocks/ics-feed");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ configured: false });
    expect((await blocks()).map((b) => b.source)).toEqual(["manual"]);
    answer = { status: 200, body: ics(COURT) };
    expect((await admin.put("/api/availability-blocks/ics-feed").send({ url: `${base}/again.ics` })).body.lastCount).toBe(1);
    expect((await admin.put("/api/availability-blocks/ics-feed").send({ url: null })).body).toEqual({ configured: false });
    expect((await blocks()).map((b) => b.source)).toEqual(["manual"]);
  });

  it("marks a covered booking only together with its requester's message: a refused message fails the import", async () => {
    const booked = await request(t.app).post("/api/bookings").set("X-Forwarded-For", "198.51.100.10").send({
      name: "최유진",
      phone: "010-6060-5678",
      caseType: "traffic",
      currentStatus: "suspect",
      privacyAgreed: true,
      sensitiveAgreed: true,
      ageConfirmed: true,
      type: "phone-30",
      situation: "general",
      reminderChannel: "sms",
      requestId: randomUUID(),
      start: "2026-12-28T10:00:00+09:00",
    });
    expect(booked.status).toBe(201);
    const marked = async () =>
      (await admin.get("/api/bookings?from=2026-12-28&to=2026-12-28")).body.find((b: { id: number }) => b.id === booked.body.id)
        .needsReschedule as boolean;
    const HEARING = ["UID:hearing@cal", "SUMMARY:기일", "DTSTART;TZID=Asia/Seoul:20261228T090000", "DTEND;TZID=Asia/Seoul:20261228T120000"];
    answer = { status: 200, body: ics(HEARING) };
    const refused = await refuseBookingMessages(t.database.db);
    try {
      const res = await admin.put("/api/availability-blocks/ics-feed").send({ url: `${base}/hearing.ics` });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ lastStatus: "failed", lastError: "캘린더를 가져오는 중 오류가 났습니다" });
    } finally {
      await refused.accept();
    }
    // Nothing of the import was stored: no busy time, the booking not marked, no message.
    expect((await blocks()).map((b) => b.source)).toEqual(["manual"]);
    expect(await marked()).toBe(false);
    expect((await admin.get(`/api/bookings/${booked.body.id}/messages`)).body.messages).toEqual([]);

    now = new Date("2026-12-21T12:45:00+09:00");
    await t.bookingFeed.sweep();
    expect((await admin.get("/api/availability-blocks/ics-feed")).body).toMatchObject({ lastStatus: "ok", lastCount: 1 });
    expect(await marked()).toBe(true);
    const sent = (await admin.get(`/api/bookings/${booked.body.id}/messages`)).body.messages as Array<{ kind: string }>;
    expect(sent.map((m) => m.kind)).toEqual(["booking_reschedule"]);
  });
});
