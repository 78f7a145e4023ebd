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
import { parseDueCursor, REST_RANK, type DueOrder } from "./due-order.storage";
import { rulesOf } from "./response-clock-sql";

const NOW = new Date("2026-11-26T03:00:00Z");
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000);
const clock = { replyWithinHours: 24, now: NOW };
/** The first-contact deadlines by urgency (default settings: 매우 긴급 2 hours, 긴급 the same day, quiet 22:00–08:00). */
const DEADLINES = { emergencyHours: 2, urgentSameDay: true, quiet: { enabled: true, start: "22:00", end: "08:00" } };

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
      after = parseDueCursor(page[page.length - 1].dueCursor);
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

  it("reads every stream of owed requests in due order from its partial index, without sorting", async () => {
    const nowKey = String(NOW.getTime() * 1000);
    for (const [order, after] of [
      ["overdue", undefined],
      ["today", undefined],
      ["overdue", { rank: 0, key: nowKey, created: nowKey, tiebreak: 5 }],
      ["today", { rank: 2, key: nowKey, created: nowKey, tiebreak: 5 }],
    ] as const) {
      const streams = storage().owedQueries(order, { type: "traffic" }, 31, { ...clock, deadlines: DEADLINES }, after);
      expect(streams.length).toBeGreaterThan(0);
      for (const { kind, query } of streams) {
        const plan = await planOf(query);
        expect(plan, `${order} ${kind}`).toContain(kind === "first" ? "consultations_first_due_idx" : "consultations_next_due_idx");
        expect(plan, `${order} ${kind}`).not.toMatch(/\bSort\b/);
      }
    }
  });
});

// The first-contact deadlines by urgency, hand-computed in Korea time (now: 11월 26일 12:00; quiet hours 22:00–08:00).
const k = (day: number, time: string) => new Date(`2026-11-${day}T${time}:00+09:00`);
const URGENCY_CASES: Array<[string, Partial<InsertConsultation>, string | null]> = [
  // 매우 긴급: 2 hours, or 2 hours after the quiet hours it arrived in.
  ["E1 매우 긴급 11:30 → 13:30", { urgency: "emergency", createdAt: k(26, "11:30") }, "2026-11-26T13:30+09:00"],
  ["E2 매우 긴급 02:00 (quiet) → 10:00", { urgency: "emergency", createdAt: k(26, "02:00") }, "2026-11-26T10:00+09:00"],
  ["E3 매우 긴급 전날 23:00 (quiet) → 10:00", { urgency: "emergency", createdAt: k(25, "23:00") }, "2026-11-26T10:00+09:00"],
  // 긴급: the end of the day, or of the next day after the evening quiet hours began.
  ["U1 긴급 09:00 → 23:59", { urgency: "urgent", createdAt: k(26, "09:00") }, "2026-11-26T23:59+09:00"],
  ["U2 긴급 전날 22:30 (evening quiet) → 23:59", { urgency: "urgent", createdAt: k(25, "22:30") }, "2026-11-26T23:59+09:00"],
  ["U3 긴급 전날 15:00 → 전날 23:59", { urgency: "urgent", createdAt: k(25, "15:00") }, "2026-11-25T23:59+09:00"],
  // 보통, 여유: the reply window (24 hours).
  ["N1 보통 10:00 → 내일 10:00", { urgency: "normal", createdAt: k(26, "10:00") }, "2026-11-27T10:00+09:00"],
  ["N2 보통 전날 08:00 → 08:00", { urgency: "normal", createdAt: k(25, "08:00") }, "2026-11-26T08:00+09:00"],
  // Planned next contacts, and requests owed nothing.
  [
    "F1 여유 next 18:00",
    { urgency: "flexible", createdAt: k(24, "10:00"), firstContactAt: k(24, "11:00"), nextContactAt: k(26, "18:00"), stage: "reached" },
    "2026-11-26T18:00+09:00",
  ],
  [
    "E4 매우 긴급 next 20:00",
    { urgency: "emergency", createdAt: k(24, "09:00"), firstContactAt: k(24, "09:30"), nextContactAt: k(26, "20:00"), stage: "attempted" },
    "2026-11-26T20:00+09:00",
  ],
  [
    "C1 수임",
    { urgency: "normal", createdAt: k(20, "09:00"), outcome: "retained", stage: "retained", consultationStatus: "completed" },
    null,
  ],
  ["C2 미수임 by stage only", { urgency: "urgent", createdAt: k(21, "09:00"), stage: "declined" }, null],
  [
    "R1 contacted, nothing planned",
    { urgency: "normal", createdAt: k(22, "09:00"), firstContactAt: k(22, "10:00"), stage: "reached" },
    null,
  ],
];

describe("the first-contact deadlines by urgency, in SQL and in the shared rule", () => {
  const byUrgency = { ...clock, deadlines: DEADLINES };
  const filters = { type: "sexual" as const };
  const dueOf = new Map<string, string | null>();
  beforeAll(async () => {
    for (const [name, values, due] of URGENCY_CASES) {
      await insertConsultation(database.db, { name, caseType: "sexual", ...values });
      dueOf.set(name, due);
    }
  });

  it("gives each row the hand-computed deadline in both, and counts the same overdue rows", async () => {
    const rows = await storage().page(filters, 100);
    for (const r of rows) {
      const shared = responseClock(r, NOW, rulesOf(byUrgency));
      const expected = dueOf.get(r.name)!;
      expect(shared.dueAt?.toISOString() ?? null, r.name).toBe(expected && new Date(expected).toISOString());
    }
    const overdue = rows.filter((r) => responseClock(r, NOW, rulesOf(byUrgency)).overdue).map((r) => r.name.slice(0, 2));
    expect(overdue.sort()).toEqual(["E2", "E3", "N2", "U3"]);
    expect(await storage().countOverdue(filters, byUrgency)).toBe(4);
  });

  async function pages(order: DueOrder, size: number) {
    const seen: (ConsultationRow & { dueCursor: string })[] = [];
    let after: DueCursor | undefined;
    for (let guard = 0; guard < 20; guard++) {
      const page = await storage().duePage(order, filters, size, byUrgency, after);
      seen.push(...page);
      if (page.length < size) break;
      after = parseDueCursor(page[page.length - 1].dueCursor);
    }
    return seen;
  }

  it("orders today's work: overdue, then 매우 긴급, 긴급, new requests, planned contacts, then the rest; any page size", async () => {
    const expected = ["U3", "N2", "E3", "E2", "E1", "E4", "U2", "U1", "N1", "F1", "R1", "C2", "C1"];
    for (const size of [1, 3, 5, 20]) {
      const seen = await pages("today", size);
      expect(
        seen.map((r) => r.name.slice(0, 2)),
        `page size ${size}`,
      ).toEqual(expected);
    }
    // The due time the SQL ordered by is the shared rule's.
    for (const r of await pages("today", 4)) {
      const [rank, dueMicros] = r.dueCursor.split("_");
      const shared = responseClock(r, NOW, rulesOf(byUrgency)).dueAt;
      if (Number(rank) < REST_RANK.today) expect(Number(BigInt(dueMicros) / 1000n), r.name).toBe(shared?.getTime());
      else expect(shared === null || responseClock(r, NOW, rulesOf(byUrgency)).closed, r.name).toBe(true);
    }
  });

  it("orders most overdue first by the same deadlines", async () => {
    const seen = await pages("overdue", 4);
    expect(seen.map((r) => r.name.slice(0, 2))).toEqual(["U3", "N2", "E3", "E2", "E1", "F1", "E4", "U2", "U1", "N1", "R1", "C2", "C1"]);
  });
});
