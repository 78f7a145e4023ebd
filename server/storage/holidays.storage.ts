// Queries of the holiday calendar, its scheduled pulls, and the deadline rules' reviews.
import { and, desc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { holidayPullRuns, holidays, toolRuleReviews, type HolidayPullRun, type HolidayRow, type ToolRuleReviewRow } from "@shared/schema";
import type { HolidayKind, HolidaySource } from "@shared/holidays/calendar";
import type { Executor } from "../db";

export interface HolidayInsert {
  date: string;
  name: string;
  kind: HolidayKind;
  source: HolidaySource;
}

export function createHolidaysStorage(db: Executor) {
  return {
    async between(from: string, to: string): Promise<HolidayRow[]> {
      return db
        .select()
        .from(holidays)
        .where(and(gte(holidays.date, from), lte(holidays.date, to)))
        .orderBy(holidays.date);
    },
    async all(): Promise<HolidayRow[]> {
      return db.select().from(holidays).orderBy(holidays.date);
    },
    /** The years that have at least one row. */
    async years(): Promise<number[]> {
      const rows = await db.selectDistinct({ year: sql<number>`extract(year from ${holidays.date})::int` }).from(holidays);
      return rows.map((r) => Number(r.year)).sort((a, b) => a - b);
    },
    async get(date: string): Promise<HolidayRow | undefined> {
      const [row] = await db.select().from(holidays).where(eq(holidays.date, date)).limit(1);
      return row;
    },
    /** Writes each row, replacing the row of its day. */
    async upsert(rows: HolidayInsert[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(holidays)
        .values(rows.map((r) => ({ ...r, fetchedAt: new Date() })))
        .onConflictDoUpdate({
          target: holidays.date,
          set: { name: sql`excluded.name`, kind: sql`excluded.kind`, source: sql`excluded.source`, fetchedAt: sql`excluded.fetched_at` },
        });
    },
    async insertMissing(rows: HolidayInsert[]): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(holidays).values(rows).onConflictDoNothing();
    },
    async remove(dates: string[]): Promise<number> {
      if (dates.length === 0) return 0;
      const gone = await db.delete(holidays).where(inArray(holidays.date, dates)).returning({ date: holidays.date });
      return gone.length;
    },
  };
}
export type HolidaysStorage = ReturnType<typeof createHolidaysStorage>;

export function createRuleReviewsStorage(db: Executor) {
  return {
    async record(row: { ruleKey: string; lawAsOf: string; reviewedBy: number; reviewedByName: string }): Promise<ToolRuleReviewRow> {
      const [saved] = await db.insert(toolRuleReviews).values(row).returning();
      return saved;
    },
    /** The newest review of each rule. */
    async latest(): Promise<ToolRuleReviewRow[]> {
      const rows = await db.select().from(toolRuleReviews).orderBy(desc(toolRuleReviews.id));
      const seen = new Set<string>();
      return rows.filter((r) => (seen.has(r.ruleKey) ? false : (seen.add(r.ruleKey), true)));
    },
  };
}

export function createHolidayPullStorage(db: Executor) {
  return {
    /** Creates the run's row unless it exists (the primary key settles concurrent instances). */
    async create(key: string, now: Date): Promise<void> {
      await db.insert(holidayPullRuns).values({ key, nextAttemptAt: now }).onConflictDoNothing({ target: holidayPullRuns.key });
    },
    /**
     * Claims the run when it is pending and due, pushing its next attempt out by 1, 2, 4 … hours. Concurrent
     * claims queue on the row lock and re-check the condition, so only one instance gets it.
     */
    async claimDue(key: string, now: Date, maxAttempts: number): Promise<HolidayPullRun | undefined> {
      const [row] = await db
        .update(holidayPullRuns)
        .set({
          attempts: sql`${holidayPullRuns.attempts} + 1`,
          nextAttemptAt: sql`${now.toISOString()}::timestamptz + (interval '1 hour' * power(2, ${holidayPullRuns.attempts}))`,
        })
        .where(
          and(
            eq(holidayPullRuns.key, key),
            eq(holidayPullRuns.status, "pending"),
            sql`${holidayPullRuns.attempts} < ${maxAttempts}`,
            lte(holidayPullRuns.nextAttemptAt, now),
          ),
        )
        .returning();
      return row;
    },
    async finish(key: string, values: Partial<Pick<HolidayPullRun, "status" | "summary" | "lastError" | "finishedAt">>): Promise<void> {
      await db.update(holidayPullRuns).set(values).where(eq(holidayPullRuns.key, key));
    },
    /** The newest runs first. */
    async recent(limit: number): Promise<HolidayPullRun[]> {
      return db.select().from(holidayPullRuns).orderBy(desc(holidayPullRuns.createdAt), desc(holidayPullRuns.key)).limit(limit);
    },
  };
}
