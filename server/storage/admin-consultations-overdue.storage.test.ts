// The response clock in SQL agrees with the shared rule (shared/intake/response-clock.ts) on the same rows, and the
// "기한 초과 먼저" order pages through every row once, most overdue first.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { responseClock } from "@shared/intake/response-clock";
import type { InsertConsultation } from "@shared/schema";
import type { Database } from "../db";
import { createTestDatabase } from "../../tests/helpers/test-database";
import { insertConsultation } from "../../tests/helpers/consultations";
import { createAdminConsultationsStorage, type ConsultationRow, type DueCursor } from "./admin-consultations.storage";

const NOW = new Date("2026-11-26T03:00:00Z");
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000);
const clock = { replyWithinHours: 24, now: NOW };

// Every case of the rule: before a first contact (in time, late), after one (next contact due, late, none),
// 상담 완료 (with and without a next contact), and closed ones (completed, 수임, 미수임, 연락 두절) however late.
const CASES: Array<[string, Partial<InsertConsultation>]> = [
  ["new, in time", { createdAt: hoursAgo(3) }],
  ["new, 2h late", { createdAt: hoursAgo(26) }],
  ["new, 30h late", { createdAt: hoursAgo(54), urgency: "emergency" }],
  ["new, just arrived", { createdAt: hoursAgo(0.1) }],
  [
    "contacted, next in 5h",
    { createdAt: hoursAgo(40), firstContactAt: hoursAgo(39), nextContactAt: hoursAgo(-5), consultationStatus: "in_progress" },
  ],
  [
    "contacted, next 1h late",
    { createdAt: hoursAgo(40), firstContactAt: hoursAgo(39), nextContactAt: hoursAgo(1), consultationStatus: "in_progress" },
  ],
  ["contacted, nothing planned", { createdAt: hoursAgo(80), firstContactAt: hoursAgo(79) }],
  ["consulted, next 4h late", { createdAt: hoursAgo(80), outcome: "consulted", nextContactAt: hoursAgo(4) }],
  ["consulted, nothing planned", { createdAt: hoursAgo(70), outcome: "consulted" }],
  ["completed, never contacted", { createdAt: hoursAgo(100), consultationStatus: "completed" }],
  ["retained", { createdAt: hoursAgo(90), outcome: "retained", nextContactAt: hoursAgo(10) }],
  ["not retained", { createdAt: hoursAgo(95), outcome: "not_retained" }],
  ["unreachable", { createdAt: hoursAgo(60), outcome: "unreachable" }],
];

let database: Database;
const names = new Map<number, string>();
beforeAll(async () => {
  database = await createTestDatabase();
  for (const [name, values] of CASES) {
    const row = await insertConsultation(database.db, { name, ...values });
    names.set(row.id, name);
  }
});
afterAll(async () => {
  await database.close();
});

const storage = () => createAdminConsultationsStorage(database.db);

/** The plan of `query` with sorting and whole-table scans priced out (a Sort left in it means no index gives the order). */
async function planOf(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string> {
  return database.db.transaction(async (tx) => {
    for (const setting of ["enable_seqscan", "enable_bitmapscan", "enable_sort"]) await tx.execute(sql.raw(`set local ${setting} = off`));
    const { sql: text, params } = query.toSQL();
    const literal = (v: unknown) => (typeof v === "number" ? String(v) : `'${String(v).replace(/'/g, "''")}'`);
    const result = await tx.execute(sql.raw(`explain ${text.replace(/\$(\d+)/g, (_, n) => literal(params[Number(n) - 1]))}`));
    return (result.rows as Record<string, string>[]).map((r) => r["QUERY PLAN"]).join("\n");
  });
}
const clockOf = (r: ConsultationRow) => responseClock(r, NOW, clock.replyWithinHours);

describe("the response clock in SQL", () => {
  it("counts as overdue exactly the requests the shared rule calls overdue", async () => {
    const all = await storage().page({}, 100);
    const expected = all
      .filter((r) => clockOf(r).overdue)
      .map((r) => r.name)
      .sort();
    expect(expected).toEqual(["consulted, next 4h late", "contacted, next 1h late", "new, 2h late", "new, 30h late"].sort());
    expect(await storage().countOverdue({}, clock)).toBe(expected.length);
    expect(await storage().countOverdue({ urgency: "emergency" }, clock)).toBe(1);
    // The status filter is left out, as for the other counts.
    expect(await storage().countOverdue({ status: "completed" }, clock)).toBe(expected.length);
    // A wider window: only the 30-hour-late request is still late at 48 hours.
    expect(await storage().countOverdue({}, { ...clock, replyWithinHours: 48 })).toBe(3);
  });

  it("orders most overdue first, then what is due soonest, then the rest newest first, one page at a time", async () => {
    const seen: ConsultationRow[] = [];
    let after: DueCursor | undefined;
    for (let guard = 0; guard < 10; guard++) {
      const page = await storage().dueFirstPage({}, 4, clock, after);
      seen.push(...page);
      if (page.length < 4) break;
      const [rank, key, tiebreak] = page[page.length - 1].dueCursor.split("_");
      after = { rank: Number(rank), key, tiebreak: Number(tiebreak) };
    }
    expect(seen.map((r) => r.name)).toEqual([
      "new, 30h late",
      "consulted, next 4h late",
      "new, 2h late",
      "contacted, next 1h late",
      "contacted, next in 5h",
      "new, in time",
      // Nothing owed or closed: newest first.
      "new, just arrived",
      "unreachable",
      "consulted, nothing planned",
      "contacted, nothing planned",
      "retained",
      "not retained",
      "completed, never contacted",
    ]);
    expect(new Set(seen.map((r) => r.id)).size).toBe(CASES.length);
  });

  it("keeps the open requests in a partial index the overdue count can use", async () => {
    expect(await planOf(storage().countOverdueQuery({}, clock))).toContain("consultations_open_idx");
  });

  it("reads both streams of owed requests in due order from their partial indexes, without sorting", async () => {
    const { first, next } = storage().owedQueries({}, 31, clock);
    const firstPlan = await planOf(first);
    expect(firstPlan).toContain("consultations_first_due_idx");
    expect(firstPlan).not.toMatch(/\bSort\b/);
    const nextPlan = await planOf(next);
    expect(nextPlan).toContain("consultations_next_due_idx");
    expect(nextPlan).not.toMatch(/\bSort\b/);
    const later = storage().owedQueries({ urgency: "emergency" }, 31, clock, { rank: 0, key: String(NOW.getTime() * 1000), tiebreak: 5 });
    expect(await planOf(later.first)).toContain("consultations_first_due_idx");
    expect(await planOf(later.next)).toContain("consultations_next_due_idx");
  });
});
