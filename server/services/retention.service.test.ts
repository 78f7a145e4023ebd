import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { accessLogs, consultationContacts, consultationHistory, consultations, destructionRecords, rateLimits } from "@shared/schema";
import { insertConsultation } from "../../tests/helpers/consultations";
import { createTestDatabase } from "../../tests/helpers/test-database";
import type { Database } from "../db";
import { setLogLevel } from "../lib/logger";
import { createRetentionService, startRetentionJob, yearsBefore } from "./retention.service";
import { PRIVACY } from "@shared/privacy/privacy-config";

const NOW = new Date("2026-11-24T03:00:00.000Z");
const MINUTE = 60_000;
let database: Database;
beforeAll(async () => {
  setLogLevel("silent");
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(consultations);
  await database.db.delete(accessLogs);
  await database.db.delete(destructionRecords);
});

const service = () => createRetentionService(database.db, { clock: () => NOW, consultationYears: 3, accessLogYears: 2 });

async function consultationAt(createdAt: Date, name: string) {
  const row = await insertConsultation(database.db, { name, createdAt });
  await database.db
    .insert(consultationHistory)
    .values({ consultationId: row.id, field: "adminNotes", newValue: `${name} 메모`, changedByName: "admin" });
  await database.db
    .insert(consultationContacts)
    .values({ consultationId: row.id, channel: "phone", result: "reached", note: `${name} 통화 메모`, createdByName: "admin" });
  return row;
}

const logAt = (createdAt: Date) => database.db.insert(accessLogs).values({ username: "admin", action: "list", createdAt, ip: "127.0.0.1" });

describe("yearsBefore", () => {
  it("moves back whole calendar years, 29 February to 28 February", () => {
    expect(yearsBefore(new Date("2026-11-24T03:00:00Z"), 3).toISOString()).toBe("2023-11-24T03:00:00.000Z");
    expect(yearsBefore(new Date("2028-02-29T00:00:00Z"), 1).toISOString()).toBe("2027-02-28T00:00:00.000Z");
  });
});

describe("the retention job", () => {
  it("destroys requests older than their period with their history and follow-up log, keeps the rest, and records it without personal data", async () => {
    const limit = yearsBefore(NOW, 3).getTime();
    await consultationAt(new Date(limit - MINUTE), "오래된 신청");
    await consultationAt(new Date(limit - 400 * 24 * 60 * MINUTE), "아주 오래된 신청");
    const kept = await consultationAt(new Date(limit + MINUTE), "보관 중인 신청");
    const result = await service().run();
    expect(result).toEqual({ ran: true, consultations: 2, accessLogs: 0 });
    expect((await database.db.select().from(consultations)).map((c) => c.id)).toEqual([kept.id]);
    expect((await database.db.select().from(consultationHistory)).map((h) => h.consultationId)).toEqual([kept.id]);
    expect((await database.db.select().from(consultationContacts)).map((c) => c.consultationId)).toEqual([kept.id]);
    const records = await database.db.select().from(destructionRecords);
    expect(records).toEqual([
      { id: expect.any(Number), rule: "consultation-retention", count: 2, detail: "보관기간 3년 경과", createdAt: NOW },
    ]);
    expect(JSON.stringify(records)).not.toMatch(/신청|김민수|010/);
  });

  it("destroys access-log rows after their own period", async () => {
    const limit = yearsBefore(NOW, 2).getTime();
    await logAt(new Date(limit - MINUTE));
    await logAt(new Date(limit + MINUTE));
    expect(await service().run()).toEqual({ ran: true, consultations: 0, accessLogs: 1 });
    expect(await database.db.select().from(accessLogs)).toHaveLength(1);
    expect((await database.db.select().from(destructionRecords)).map((r) => [r.rule, r.count])).toEqual([["access-log-retention", 1]]);
  });

  it("never deletes an access-log row younger than two years, whatever period it is given (the database function's floor)", async () => {
    const now = new Date();
    await logAt(new Date(now.getTime() - 18 * 30 * 24 * 60 * MINUTE));
    const short = createRetentionService(database.db, { clock: () => now, consultationYears: 3, accessLogYears: 1 });
    expect(await short.run()).toEqual({ ran: true, consultations: 0, accessLogs: 0 });
    expect(await database.db.select().from(accessLogs)).toHaveLength(1);
    // migrations/0012_access_log_purge.sql keeps two years whatever it is asked: a shorter period would not apply.
    expect(PRIVACY.accessLogRetentionYears).toBeGreaterThanOrEqual(2);
  });

  it("forgets the per-address submission counters a day after their last use", async () => {
    await database.db.insert(rateLimits).values([
      { key: "consult-ip:203.0.113.9", count: 2, updatedAt: new Date(NOW.getTime() - 25 * 60 * MINUTE) },
      { key: "consult-ip:203.0.113.10", count: 1, updatedAt: new Date(NOW.getTime() - 60 * MINUTE) },
      { key: "login-user:abc", count: 1, updatedAt: new Date(NOW.getTime() - 25 * 60 * MINUTE) },
    ]);
    await service().run();
    expect((await database.db.select().from(rateLimits)).map((r) => r.key).sort()).toEqual(["consult-ip:203.0.113.10", "login-user:abc"]);
    await database.db.delete(rateLimits);
  });

  it("writes no record when nothing is due", async () => {
    await consultationAt(new Date(NOW.getTime() - MINUTE), "오늘 신청");
    expect(await service().run()).toEqual({ ran: true, consultations: 0, accessLogs: 0 });
    expect(await database.db.select().from(destructionRecords)).toEqual([]);
  });

  it("destroys each row once when two instances run it at the same moment", async () => {
    const limit = yearsBefore(NOW, 3).getTime();
    for (let i = 0; i < 20; i++) await consultationAt(new Date(limit - (i + 1) * MINUTE), `신청 ${i}`);
    const results = await Promise.all([service().run(), service().run(), service().run()]);
    expect(results.reduce((sum, r) => sum + r.consultations, 0)).toBe(20);
    expect(await database.db.select().from(consultations)).toEqual([]);
    const records = await database.db.select().from(destructionRecords);
    expect(records.map((r) => [r.rule, r.count])).toEqual([["consultation-retention", 20]]);
  });

  it("runs on its timer and stops cleanly", async () => {
    await consultationAt(new Date(yearsBefore(NOW, 3).getTime() - MINUTE), "오래된 신청");
    const job = startRetentionJob(service(), { firstMs: 10, everyMs: 60_000 });
    for (let i = 0; i < 100 && (await database.db.select().from(destructionRecords)).length === 0; i++)
      await new Promise((r) => setTimeout(r, 20));
    await job.stop();
    expect(await database.db.select().from(consultations)).toEqual([]);
  });
});
