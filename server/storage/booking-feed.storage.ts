// The calendar feed's row and the blocks it imported: one row at most (id 1), claimed for a run by moving its
// next run an hour on, which only one instance can do while the row is due.
import { and, eq, gt, lt, lte } from "drizzle-orm";
import { availabilityBlocks, bookingCalendarFeed, type BookingCalendarFeedRow } from "@shared/schema";
import type { Executor } from "../db";

const RUN_EVERY_MS = 60 * 60_000;

export function createBookingFeedStorage(db: Executor) {
  return {
    async get(): Promise<BookingCalendarFeedRow | undefined> {
      const [row] = await db.select().from(bookingCalendarFeed).where(eq(bookingCalendarFeed.id, 1)).limit(1);
      return row;
    },
    /** Stores a new address, due at once, with the last run's state cleared. */
    async set(urlSealed: string, now: Date): Promise<void> {
      const values = {
        urlSealed,
        nextRunAt: now,
        lastRunAt: null,
        lastSuccessAt: null,
        lastStatus: null,
        lastCount: null,
        recurring: 0,
        otherZones: 0,
        lastError: null,
        updatedAt: now,
      };
      await db
        .insert(bookingCalendarFeed)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: bookingCalendarFeed.id, set: values });
    },
    async remove(): Promise<boolean> {
      return (await db.delete(bookingCalendarFeed).returning({ id: bookingCalendarFeed.id })).length > 0;
    },
    /** Claims the run when it is due: the next one moves an hour on. Undefined when another instance has it or none is due. */
    async claimDue(now: Date): Promise<BookingCalendarFeedRow | undefined> {
      const [row] = await db
        .update(bookingCalendarFeed)
        .set({ nextRunAt: new Date(now.getTime() + RUN_EVERY_MS), lastRunAt: now })
        .where(and(eq(bookingCalendarFeed.id, 1), lte(bookingCalendarFeed.nextRunAt, now)))
        .returning();
      return row;
    },
    /** Records how a run went, unless the address changed meanwhile (then the new one's state stands). */
    async finish(urlSealed: string, values: Partial<BookingCalendarFeedRow>): Promise<void> {
      await db
        .update(bookingCalendarFeed)
        .set(values)
        .where(and(eq(bookingCalendarFeed.id, 1), eq(bookingCalendarFeed.urlSealed, urlSealed)));
    },
    /** Removes the feed's blocks that overlap [from, to) (the manual ones stay). */
    async removeImported(from: Date, to: Date): Promise<void> {
      await db
        .delete(availabilityBlocks)
        .where(and(eq(availabilityBlocks.source, "ics"), lt(availabilityBlocks.startAt, to), gt(availabilityBlocks.endAt, from)));
    },
    async addImported(rows: Array<{ startAt: Date; endAt: Date; label: string; feedUid: string }>): Promise<void> {
      if (rows.length > 0) await db.insert(availabilityBlocks).values(rows.map((r) => ({ ...r, source: "ics" })));
    },
  };
}
