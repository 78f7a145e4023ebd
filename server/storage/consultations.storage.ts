import { eq, inArray, sql } from "drizzle-orm";
import { consultations, type Consultation, type InsertConsultation } from "@shared/schema";
import type { Executor } from "../db";

/** A request whose office e-mail is due: what the e-mail says (no personal data). */
export type DueNotification = Pick<Consultation, "id" | "urgency" | "createdAt" | "notifyAttempts">;

export function createConsultationsStorage(db: Executor) {
  return {
    /** Inserts unless a request with the same requestId exists; returns the row, or undefined on a repeat. */
    async insertOnce(row: InsertConsultation): Promise<Consultation | undefined> {
      const [created] = await db.insert(consultations).values(row).onConflictDoNothing({ target: consultations.requestId }).returning();
      return created;
    },
    async findByRequestId(requestId: string): Promise<Consultation | undefined> {
      const [row] = await db.select().from(consultations).where(eq(consultations.requestId, requestId)).limit(1);
      return row;
    },
    async findById(id: number): Promise<Consultation | undefined> {
      const [row] = await db.select().from(consultations).where(eq(consultations.id, id)).limit(1);
      return row;
    },
    /**
     * Claims up to `limit` requests whose office notification is due, pushing their next attempt out by
     * `backoffSeconds(attempt)`. Rows locked by another instance are skipped.
     */
    async claimDueNotifications(limit: number, maxAttempts: number): Promise<DueNotification[]> {
      // One statement: the claim returns what the e-mail needs.
      const result = await db.execute(sql`
        update consultations c
        set notify_attempts = c.notify_attempts + 1,
            notify_next_at = now() + (interval '1 minute' * power(2, c.notify_attempts))
        where c.id in (
          select id from consultations
          where notified_at is null and notify_attempts < ${maxAttempts}
            and (notify_next_at is null or notify_next_at <= now())
          order by id
          limit ${limit}
          for update skip locked
        )
        returning c.id, c.urgency, c.created_at, c.notify_attempts`);
      return (result.rows as Record<string, unknown>[])
        .map((r) => ({
          id: Number(r.id),
          urgency: r.urgency as string,
          createdAt: new Date(r.created_at as string),
          notifyAttempts: Number(r.notify_attempts),
        }))
        .sort((a, b) => a.id - b.id);
    },
    /** Requests whose notification is still to be sent (not given up on). */
    async countUnnotified(maxAttempts: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(consultations)
        .where(sql`${consultations.notifiedAt} is null and ${consultations.notifyAttempts} < ${maxAttempts}`);
      return Number(row?.n ?? 0);
    },
    /** Records the office e-mails of a batch as sent, in one statement. */
    async markNotified(ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await db.update(consultations).set({ notifiedAt: new Date() }).where(inArray(consultations.id, ids));
    },
  };
}
