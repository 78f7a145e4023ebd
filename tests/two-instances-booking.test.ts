// No double booking across instances: two apps, each with its own connection pool, on one database of the real
// server (TEST_DATABASE_URL; the real-Postgres tier runs it — the embedded database serves one process only, so it
// is skipped there). Two bookings of one slot sent to both at once: one 201, one 409 SLOT_TAKEN, one row. The same
// request sent to both at once: one booking, answered alike by both.
import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, consultations } from "@shared/schema";
import { createApp, type AppHandle } from "../server/app";
import { openDatabase, type Database } from "../server/db";
import { parseEnv } from "../server/env";
import { setLogLevel } from "../server/lib/logger";
import { adminQuery, applySteps, databaseUrl } from "./helpers/database-templates";
import { sourceRenderer, TEST_ADMIN } from "./helpers/test-app";

const serverUrl = process.env.TEST_DATABASE_URL;
// Monday 2026-12-21, 08:00 Korea time: Tuesday 10:00 is an offered start of phone-30.
const now = new Date("2026-12-21T08:00:00+09:00");

describe.skipIf(!serverUrl)("booking on two instances of one Postgres database", () => {
  const name = `booking_two_${randomBytes(6).toString("hex")}`;
  const databases: Database[] = [];
  const apps: AppHandle[] = [];

  beforeAll(async () => {
    setLogLevel("silent");
    await adminQuery(serverUrl!, `create database ${name}`);
    const url = databaseUrl(serverUrl!, name);
    const first = await openDatabase({ url });
    databases.push(first);
    await applySteps(first, "seeded");
    databases.push(await openDatabase({ url }));
    const env = parseEnv({
      NODE_ENV: "test",
      PUBLIC_SITE_URL: "http://localhost:5000",
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      TRUST_PROXY: "loopback",
    });
    for (const database of databases) apps.push(await createApp({ database, env, render: sourceRenderer, clock: () => now }));
  }, 60_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    if (serverUrl) await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  });

  let seq = 0;
  const visitor = (over: Record<string, unknown> = {}) => ({
    name: "이서연",
    phone: `010-7777-${String(1000 + seq++).padStart(4, "0")}`,
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
  const book = (i: number, body: Record<string, unknown>) =>
    request(apps[i]!.app).post("/api/bookings").set("X-Forwarded-For", `198.51.100.${++seq}`).send(body);
  const bookedAt = (start: string) =>
    databases[0]!.db
      .select()
      .from(bookings)
      .where(eq(bookings.startAt, new Date(start)));

  it("gives one of two simultaneous bookings of one slot on two instances, and 409 SLOT_TAKEN to the other", async () => {
    const start = "2026-12-22T10:00:00+09:00";
    const answers = await Promise.all([book(0, visitor({ start })), book(1, visitor({ start }))]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)!.body.code).toBe("SLOT_TAKEN");
    expect(await bookedAt(start)).toHaveLength(1);
  });

  it("answers the same request sent to both instances at once with one booking", async () => {
    const start = "2026-12-22T14:00:00+09:00";
    const body = visitor({ start });
    const [a, b] = await Promise.all([book(0, body), book(1, body)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body).toMatchObject({ id: a.body.id, start: a.body.start, status: a.body.status });
    const rows = await bookedAt(start);
    expect(rows).toHaveLength(1);
    expect(b.body.consultationId).toBe(a.body.consultationId);
    const requests = await databases[0]!.db.select().from(consultations).where(eq(consultations.requestId, body.requestId));
    expect(requests.map((r) => r.id)).toEqual([rows[0]!.consultationId]);
  });
});
