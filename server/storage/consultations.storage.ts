import { eq, sql } from "drizzle-orm";
import { consultations, type Consultation, type InsertConsultation } from "@shared/schema";
import type { Executor } from "../db";

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
    async claimDueNotifications(limit: number, maxAttempts: number): Promise<Consultation[]> {
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
        returning c.id`);
      const ids = (result.rows as { id: number }[]).map((r) => r.id);
      if (ids.length === 0) return [];
      return db.select().from(consultations).where(sql`${consultations.id} in ${ids}`);
    },
    /** Requests whose notification is still to be sent (not given up on). */
    async countUnnotified(maxAttempts: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(consultations)
        .where(sql`${consultations.notifiedAt} is null and ${consultations.notifyAttempts} < ${maxAttempts}`);
      return Number(row?.n ?? 0);
    },
    async markNotified(id: number): Promise<void> {
      await db.update(consultations).set({ notifiedAt: new Date() }).where(eq(consultations.id, id));
    },
  };
}
export type ConsultationsStorage = ReturnType<typeof createConsultationsStorage>;
