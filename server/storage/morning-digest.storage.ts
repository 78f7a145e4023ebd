// The morning digest's queries: the day's row (claimed atomically, so one instance sends it) and the open
// requests and today's bookings, read with only what the digest may show (number, urgency, times, status, outcome;
// a booking's time, type and status).
import { and, asc, eq, gte, inArray, lt, lte, sql } from "drizzle-orm";
import { HOLDING_STATUSES } from "@shared/booking/booking-options";
import { bookings, consultations, digestRuns, type DigestRun } from "@shared/schema";
import type { DigestBooking } from "@shared/intake/digest-bookings";
import type { DigestRequest } from "@shared/intake/morning-digest";
import type { Executor } from "../db";
import { openRequest } from "./response-clock-sql";

export function createMorningDigestStorage(db: Executor) {
  return {
    /** Creates the day's row unless it exists (the primary key settles concurrent instances). */
    async createDay(day: string, now: Date): Promise<void> {
      await db.insert(digestRuns).values({ day, nextAttemptAt: now }).onConflictDoNothing({ target: digestRuns.day });
    },
    /**
     * Claims the day's digest when it is pending and due, pushing its next attempt out by 1, 2, 4 … minutes.
     * Concurrent claims queue on the row lock and re-check the condition, so only one instance gets the row.
     */
    async claimDue(day: string, now: Date, maxAttempts: number): Promise<DigestRun | undefined> {
      const [row] = await db
        .update(digestRuns)
        .set({
          attempts: sql`${digestRuns.attempts} + 1`,
          nextAttemptAt: sql`${now.toISOString()}::timestamptz + (interval '1 minute' * power(2, ${digestRuns.attempts}))`,
        })
        .where(
          and(
            eq(digestRuns.day, day),
            eq(digestRuns.status, "pending"),
            sql`${digestRuns.attempts} < ${maxAttempts}`,
            lte(digestRuns.nextAttemptAt, now),
          ),
        )
        .returning();
      return row;
    },
    async finish(
      day: string,
      values: Partial<Pick<DigestRun, "status" | "sentAt" | "openCount" | "overdueCount" | "lastError">>,
    ): Promise<void> {
      await db.update(digestRuns).set(values).where(eq(digestRuns.day, day));
    },
    async byDay(day: string): Promise<DigestRun | undefined> {
      const [row] = await db.select().from(digestRuns).where(eq(digestRuns.day, day));
      return row;
    },
    /** The open requests (by the open-requests index), without any personal field. */
    async openRequests(): Promise<DigestRequest[]> {
      return db
        .select({
          id: consultations.id,
          urgency: consultations.urgency,
          createdAt: consultations.createdAt,
          firstContactAt: consultations.firstContactAt,
          nextContactAt: consultations.nextContactAt,
          consultationStatus: consultations.consultationStatus,
          outcome: consultations.outcome,
          stage: consultations.stage,
        })
        .from(consultations)
        .where(openRequest);
    },
    /** The pending and confirmed bookings starting on a Korea date ("2026-11-26"), by start. */
    async bookingsOn(day: string): Promise<DigestBooking[]> {
      const start = new Date(`${day}T00:00:00+09:00`);
      return db
        .select({
          consultationId: bookings.consultationId,
          startAt: bookings.startAt,
          endAt: bookings.endAt,
          typeLabel: bookings.typeLabel,
          status: bookings.status,
        })
        .from(bookings)
        .where(
          and(
            inArray(bookings.status, [...HOLDING_STATUSES]),
            gte(bookings.startAt, start),
            lt(bookings.startAt, new Date(start.getTime() + 86_400_000)),
          ),
        )
        .orderBy(asc(bookings.startAt));
    },
  };
}
