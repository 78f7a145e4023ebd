// The queue of messages about requests (acknowledgements, urgent alerts): insert, claim what is due, record
// each attempt's result, list a request's messages, cancel pending ones.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { consultations, outboundMessages, type OutboundMessage } from "@shared/schema";
import type { Urgency } from "@shared/intake/options";
import type { Executor } from "../db";

export type NewOutboundMessage = Pick<OutboundMessage, "consultationId" | "kind" | "channel" | "recipient" | "body" | "nextAttemptAt"> &
  Partial<Pick<OutboundMessage, "status" | "lastError">>;

/** A claimed message with its request's urgency (quiet hours apply to alerts). */
export type ClaimedMessage = OutboundMessage & { urgency: Urgency };

export function createOutboundMessagesStorage(db: Executor) {
  return {
    /** Inserts the messages; one of a kind per request (a second insert of the same kind is ignored). */
    async insert(rows: NewOutboundMessage[]): Promise<number> {
      if (rows.length === 0) return 0;
      const inserted = await db.insert(outboundMessages).values(rows).onConflictDoNothing().returning({ id: outboundMessages.id });
      return inserted.length;
    },

    /**
     * Claims up to `limit` pending messages due at `now` (attempts below `maxAttempts`), counting the attempt and
     * pushing the next one out by 1, 2, 4 … minutes, so a crash mid-send retries later. Rows locked by another
     * instance are skipped.
     */
    async claimDue(now: Date, limit: number, maxAttempts: number): Promise<ClaimedMessage[]> {
      const at = now.toISOString();
      const result = await db.execute(sql`
        update outbound_messages m
        set attempts = m.attempts + 1,
            next_attempt_at = ${at}::timestamptz + (interval '1 minute' * power(2, m.attempts))
        where m.id in (
          select id from outbound_messages
          where status = 'pending' and attempts < ${maxAttempts} and next_attempt_at <= ${at}::timestamptz
          order by next_attempt_at, id
          limit ${limit}
          for update skip locked
        )
        returning m.id`);
      const ids = (result.rows as { id: number }[]).map((r) => r.id);
      if (ids.length === 0) return [];
      const rows = await db
        .select({ message: outboundMessages, urgency: consultations.urgency })
        .from(outboundMessages)
        .innerJoin(consultations, eq(consultations.id, outboundMessages.consultationId))
        .where(sql`${outboundMessages.id} in ${ids}`)
        .orderBy(asc(outboundMessages.id));
      return rows.map((r) => ({ ...r.message, urgency: r.urgency as Urgency }));
    },

    async markSent(id: number, at: Date, providerMessageId: string | null): Promise<void> {
      await db.update(outboundMessages).set({ status: "sent", sentAt: at, providerMessageId, lastError: null }).where(eq(outboundMessages.id, id));
    },

    /** Records a failed attempt: given up (status failed) when `final`, else it stays due at its next attempt. */
    async markAttemptFailed(id: number, error: string, final: boolean): Promise<void> {
      await db
        .update(outboundMessages)
        .set(final ? { status: "failed", lastError: error } : { lastError: error })
        .where(eq(outboundMessages.id, id));
    },

    /** Gives back a claimed attempt that was not made (quiet hours) and waits until `until`. */
    async postpone(id: number, until: Date): Promise<void> {
      await db
        .update(outboundMessages)
        .set({ attempts: sql`greatest(${outboundMessages.attempts} - 1, 0)`, nextAttemptAt: until })
        .where(eq(outboundMessages.id, id));
    },

    async listFor(consultationId: number): Promise<OutboundMessage[]> {
      return db.select().from(outboundMessages).where(eq(outboundMessages.consultationId, consultationId)).orderBy(asc(outboundMessages.id));
    },

    async listForMany(consultationIds: number[]): Promise<OutboundMessage[]> {
      if (consultationIds.length === 0) return [];
      return db.select().from(outboundMessages).where(inArray(outboundMessages.consultationId, consultationIds)).orderBy(asc(outboundMessages.id));
    },

    /** Messages still to be sent (not given up on): the queue depth. */
    async countPending(maxAttempts: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(outboundMessages)
        .where(and(eq(outboundMessages.status, "pending"), sql`${outboundMessages.attempts} < ${maxAttempts}`));
      return Number(row?.n ?? 0);
    },

    /**
     * Cancels a request's pending messages to the requester on `channel` addressed to `oldRecipient` (a corrected
     * phone or e-mail: nothing more goes to the old one; the attorney's alert stays). Returns how many.
     */
    async cancelPendingTo(consultationId: number, channel: "email" | "sms", oldRecipient: string, reason: string): Promise<number> {
      const rows = await db
        .update(outboundMessages)
        .set({ status: "failed", lastError: reason })
        .where(
          and(
            eq(outboundMessages.consultationId, consultationId),
            eq(outboundMessages.channel, channel),
            eq(outboundMessages.recipient, oldRecipient),
            eq(outboundMessages.status, "pending"),
            sql`${outboundMessages.kind} <> 'urgent_alert'`,
          ),
        )
        .returning({ id: outboundMessages.id });
      return rows.length;
    },
  };
}
export type OutboundMessagesStorage = ReturnType<typeof createOutboundMessagesStorage>;
