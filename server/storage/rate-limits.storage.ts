// Counters behind rate limits and login lock-outs, kept in Postgres so restarts and several instances share them.
// Every change is one atomic statement (insert … on conflict do update … returning).
import { and, eq, like, lt, or, isNull, sql, type SQL } from "drizzle-orm";
import { rateLimits } from "@shared/schema";
import type { Executor } from "../db";

export interface WindowCount {
  count: number;
  windowStart: Date;
}

export interface LockState {
  count: number;
  lockedUntil: Date | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, "\\$&");
const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export function createRateLimitsStorage(db: Executor) {
  /** Adds one to the key's count, or starts it again at 1 (window from `now`) when `restart` holds for the stored row. */
  async function bump(key: string, now: Date, restart: SQL) {
    const [row] = await db
      .insert(rateLimits)
      .values({ key, count: 1, windowStart: now, updatedAt: now })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${restart} then 1 else ${rateLimits.count} + 1 end`,
          windowStart: sql`case when ${restart} then ${ts(now)} else ${rateLimits.windowStart} end`,
          updatedAt: now,
        },
      })
      .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart, lockedUntil: rateLimits.lockedUntil });
    return row;
  }

  return {
    /**
     * Counts one event in a fixed window: the window starts at the first event and restarts with the
     * first event after it has lasted `windowMs`. Returns the count including this event.
     */
    async hit(key: string, now: Date, windowMs: number): Promise<WindowCount> {
      const { count, windowStart } = await bump(key, now, sql`${rateLimits.windowStart} <= ${ts(new Date(now.getTime() - windowMs))}`);
      return { count, windowStart };
    },

    /** `hit`, also returning the key's lock (untouched by the count). */
    async hitLocked(key: string, now: Date, windowMs: number): Promise<WindowCount & { lockedUntil: Date | null }> {
      return bump(key, now, sql`${rateLimits.windowStart} <= ${ts(new Date(now.getTime() - windowMs))}`);
    },

    /** Takes back one event counted in advance; the lock stays as it is. */
    async uncount(key: string): Promise<void> {
      await db
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
        .where(eq(rateLimits.key, key));
    },

    /**
     * Counts one failure. The count starts again at 1 when nothing happened on the key (no failure, no
     * lock running) since `forgetBefore`.
     */
    async addFailure(key: string, now: Date, forgetBefore: Date): Promise<LockState> {
      const lastActivity = sql`greatest(${rateLimits.updatedAt}, coalesce(${rateLimits.lockedUntil}, ${rateLimits.updatedAt}))`;
      const { count, lockedUntil } = await bump(key, now, sql`${lastActivity} < ${ts(forgetBefore)}`);
      return { count, lockedUntil };
    },

    /** Extends the key's lock to `until` (never shortens a longer one). */
    async lockUntil(key: string, until: Date): Promise<void> {
      await db
        .update(rateLimits)
        .set({ lockedUntil: sql`greatest(${rateLimits.lockedUntil}, ${ts(until)})` })
        .where(eq(rateLimits.key, key));
    },

    /**
     * The key's row, created when missing, locked until the transaction `db` belongs to ends: a caller that
     * checks and then writes the row cannot interleave with another doing the same.
     */
    async findForUpdate(key: string, now: Date): Promise<LockState & { updatedAt: Date }> {
      await db.insert(rateLimits).values({ key, count: 0, windowStart: now, updatedAt: now }).onConflictDoNothing();
      const [row] = await db
        .select({ count: rateLimits.count, lockedUntil: rateLimits.lockedUntil, updatedAt: rateLimits.updatedAt })
        .from(rateLimits)
        .where(eq(rateLimits.key, key))
        .for("update");
      return row!;
    },

    /** Sets the count and the lock (null lifts it). */
    async set(key: string, state: LockState, now: Date): Promise<void> {
      await db
        .update(rateLimits)
        .set({ count: state.count, lockedUntil: state.lockedUntil, updatedAt: now })
        .where(eq(rateLimits.key, key));
    },

    /** Takes back one event counted in advance and lifts the lock it may have set; earlier counts stay. */
    async takeBack(key: string): Promise<void> {
      await db
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - 1, 0)`, lockedUntil: null })
        .where(eq(rateLimits.key, key));
    },

    /** Deletes every key starting with `prefix`. */
    async deletePrefix(prefix: string): Promise<void> {
      await db.delete(rateLimits).where(like(rateLimits.key, `${escapeLike(prefix)}%`));
    },

    async find(key: string): Promise<LockState | undefined> {
      const [row] = await db
        .select({ count: rateLimits.count, lockedUntil: rateLimits.lockedUntil })
        .from(rateLimits)
        .where(eq(rateLimits.key, key))
        .limit(1);
      return row;
    },

    async delete(key: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },

    /** Deletes rows under `prefix` untouched since `before` whose lock, if any, ended before then too. */
    async deleteStale(prefix: string, before: Date): Promise<number> {
      const rows = await db
        .delete(rateLimits)
        .where(
          and(
            like(rateLimits.key, `${escapeLike(prefix)}%`),
            lt(rateLimits.updatedAt, before),
            or(isNull(rateLimits.lockedUntil), lt(rateLimits.lockedUntil, before)),
          ),
        )
        .returning({ key: rateLimits.key });
      return rows.length;
    },
  };
}
