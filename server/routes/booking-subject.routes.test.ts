// A booking is personal data of its request: the person's file (열람) shows it in Korean with the manage links
// counted (never their hashes), and destroying the request — on the person's request or when its retention period
// ends — leaves no booking and no manage link behind, while the attorney's blocks (not about anyone) stay.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import request from "supertest";
import { availabilityBlocks, bookings, bookingTokens } from "@shared/schema";
import type { SubjectRecord } from "@shared/intake/subject-requests";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAgent } from "../../tests/helpers/auth";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { createRetentionService } from "../services/retention.service";

// Monday 2026-12-21, 08:00 Korea time.
const now = new Date("2026-12-21T08:00:00+09:00");
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAgent>>;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now, env: { TRUST_PROXY: "loopback" } });
  admin = await signedInAgent(t.app);
});
afterAll(async () => {
  await t?.close();
});

let seq = 0;
const book = (phone: string, over: Record<string, unknown> = {}) =>
  request(t.app)
    .post("/api/bookings")
    .set("X-Forwarded-For", `198.51.100.${++seq}`)
    .send({
      name: "박지훈",
      phone,
      email: "jihoon@example.com",
      caseType: "traffic",
      currentStatus: "suspect",
      privacyAgreed: true,
      sensitiveAgreed: true,
      ageConfirmed: true,
      type: "phone-30",
      situation: "general",
      reminderChannel: "email",
      requestId: randomUUID(),
      ...over,
    });
const db = () => t.database.db;
const tokensOf = (bookingId: number) => db().select().from(bookingTokens).where(eq(bookingTokens.bookingId, bookingId));

describe("a booking in the person's file", () => {
  it("lists the booking with Korean labels and the manage links counted, never their hashes", async () => {
    const body = { requestId: randomUUID(), start: "2026-12-22T10:00:00+09:00" };
    const booked = await book("010-4242-1111", body);
    expect(booked.status).toBe(201);
    // A repeat of the request issues a second manage link to the same booking.
    expect((await book("010-4242-1111", body)).body.id).toBe(booked.body.id);
    const lookup = { by: "phone", value: "010-4242-1111" };
    const found = await admin.post("/api/subject-requests/search").send(lookup);
    const record = (found.body as SubjectRecord[])[0]!;
    expect(record.booking).toMatchObject({ typeLabel: "전화 상담 30분", status: "pending", reminderChannel: "email", manageLinks: 2 });

    const file = await admin.post("/api/subject-requests/export").send({ lookup, ids: [record.id] });
    expect(file.status).toBe(200);
    const text = String(file.body.text ?? file.text);
    expect(text).toContain("- 상담 종류: 전화 상담 30분 (전화)");
    expect(text).toContain("- 예약 상태: 확정대기");
    expect(text).toContain("- 선택한 상황: 일반 상담");
    expect(text).toContain("- 예약 알림 받을 방법: 이메일");
    expect(text).toContain("- 예약 관리 링크: 2개 발급");
    expect(text).not.toContain("그 밖의 항목");
    for (const token of await tokensOf(booked.body.id)) expect(text).not.toContain(token.tokenHash);
  });

  it("names the deadline the person holds and its last day", async () => {
    const booked = await book("010-4242-2222", {
      situation: "deadline",
      deadline: { kind: "appeal", startDate: "2026-12-18" },
      start: "2026-12-22T11:00:00+09:00",
    });
    expect(booked.status).toBe(201);
    const lookup = { by: "phone", value: "010-4242-2222" };
    const [record] = (await admin.post("/api/subject-requests/search").send(lookup)).body as SubjectRecord[];
    const file = await admin.post("/api/subject-requests/export").send({ lookup, ids: [record!.id] });
    expect(String(file.body.text ?? file.text)).toContain("- 기한: 항소장 제출 (1심 판결에 불복), 마지막 날 2026-12-28");
  });
});

describe("a booking destroyed with its request", () => {
  it("leaves no booking and no manage link after a destruction on request, and the blocks stay", async () => {
    const block = await admin
      .post("/api/availability-blocks")
      .send({ start: "2026-12-24T09:00:00+09:00", end: "2026-12-24T12:00:00+09:00", label: "재판" });
    expect(block.status).toBe(201);
    const booked = await book("010-4242-3333", { start: "2026-12-23T10:00:00+09:00" });
    expect(booked.status).toBe(201);
    expect(await tokensOf(booked.body.id)).toHaveLength(1);
    const destroyed = await admin
      .post("/api/subject-requests/destroy")
      .send({ lookup: { by: "phone", value: "010-4242-3333" }, ids: [booked.body.consultationId], ground: "erasure-request" });
    expect(destroyed.status).toBe(200);
    expect(await db().select().from(bookings).where(eq(bookings.id, booked.body.id))).toEqual([]);
    expect(await tokensOf(booked.body.id)).toEqual([]);
    expect(await db().select().from(availabilityBlocks).where(eq(availabilityBlocks.id, block.body.id))).toHaveLength(1);
  });

  it("leaves no booking and no manage link once the retention period ends", async () => {
    const booked = await book("010-4242-4444", { start: "2026-12-23T11:00:00+09:00" });
    expect(booked.status).toBe(201);
    const later = new Date("2040-01-01T00:00:00+09:00");
    const run = await createRetentionService(db(), { clock: () => later }).run();
    expect(run.consultations).toBeGreaterThan(0);
    expect(await db().select().from(bookings)).toEqual([]);
    expect(await db().select().from(bookingTokens)).toEqual([]);
  }, 60_000);
});
