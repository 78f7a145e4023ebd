// The queue of messages about requests (acknowledgements, urgent alerts): insert, claim what is due, record
// each attempt's result, list a request's messages, cancel pending ones.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { outboundMessages, type OutboundMessage } from "@shared/schema";
import type { Urgency } from "@shared/intake/options";
import type { Executor } from "../db";

export type NewOutboundMessage = Pick<OutboundMessage, "consultationId" | "kind" | "channel" | "recipient" | "body" | "nextAttemptAt"> &
  Partial<Pick<OutboundMessage, "status" | "lastError">>;

/** A claimed message with its request's urgency (quiet hours apply to alerts); its booking and key are not read. */
export type ClaimedMessage = Omit<OutboundMessage, "bookingId" | "dedupeKey"> & { urgency: Urgency };

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
      // One statement: the claim returns the rows themselves, with the request's urgency.
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
        returning m.id, m.consultation_id, m.kind, m.channel, m.recipient, m.body, m.status, m.attempts, m.next_attempt_at,
          m.sent_at, m.last_error, m.provider_message_id, m.created_at,
          (select c.urgency from consultations c where c.id = m.consultation_id) as urgency`);
      const date = (v: unknown) => (v == null ? null : new Date(v as string));
      return (result.rows as Record<string, unknown>[])
        .map((r) => ({
          id: Number(r.id),
          consultationId: Number(r.consultation_id),
          kind: r.kind as string,
          channel: r.channel as string,
          recipient: r.recipient as string,
          body: r.body as string,
          status: r.status as string,
          attempts: Number(r.attempts),
          nextAttemptAt: date(r.next_attempt_at)!,
          sentAt: date(r.sent_at),
          lastError: (r.last_error as string | null) ?? null,
          providerMessageId: (r.provider_message_id as string | null) ?? null,
          createdAt: date(r.created_at)!,
          urgency: r.urgency as Urgency,
        }))
        .sort((a, b) => a.id - b.id);
    },

    /** Records the sends of a batch in one statement. */
    async markSentMany(sent: Array<{ id: number; providerId: string | null }>, at: Date): Promise<void> {
      if (sent.length === 0) return;
      await db.execute(sql`
        update outbound_messages m
        set status = 'sent', sent_at = ${at.toISOString()}::timestamptz, provider_message_id = v.provider_id, last_error = null
        from (values ${sql.join(
          sent.map((s) => sql`(${s.id}::int, ${s.providerId}::text)`),
          sql`, `,
        )}) v(id, provider_id)
        where m.id = v.id`);
    },

    async markSent(id: number, at: Date, providerMessageId: string | null): Promise<void> {
      await db
        .update(outboundMessages)
        .set({ status: "sent", sentAt: at, providerMessageId, lastError: null })
        .where(eq(outboundMessages.id, id));
    },

    /** Records a failed attempt: given up (status failed) when `final`, else it stays due at its next attempt. */
    async markAttemptFailed(id: number, error: string, final: boolean): Promise<void> {
      await db
        .update(outboundMessages)
        .set(final ? { status: "failed", lastError: error } : { lastError: error })
        .where(eq(outboundMessages.id, id));
    },

    /** Gives back claimed attempts that were not made (quiet hours, coalescing) and waits until `until`. */
    async postpone(ids: number[], until: Date): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(outboundMessages)
        .set({ attempts: sql`greatest(${outboundMessages.attempts} - 1, 0)`, nextAttemptAt: until })
        .where(inArray(outboundMessages.id, ids));
    },

    /**
     * Of the claimed `ids`, skips the booking reminders that must not go out any more: their booking's start is at
     * or before `now` (the sender was down, or retries ran late) or the booking is no longer confirmed. Answers
     * the ids skipped.
     */
    async skipStaleReminders(ids: number[], now: Date, reason: string): Promise<number[]> {
      if (ids.length === 0) return [];
      const result = await db.execute(sql`
        update outbound_messages m
        set status = 'skipped', last_error = ${reason}
        from bookings b
        where m.id in (${sql.join(
          ids.map((id) => sql`${id}::int`),
          sql`, `,
        )}) and m.kind = 'booking_reminder' and b.id = m.booking_id
          and (b.start_at <= ${now.toISOString()}::timestamptz or b.status <> 'confirmed')
        returning m.id`);
      return (result.rows as Array<{ id: unknown }>).map((r) => Number(r.id));
    },

    /** When the last urgent alert went to the attorney (alerts are coalesced after it). */
    async lastAlertSentAt(): Promise<Date | null> {
      const [row] = await db
        .select({ at: sql<string | null>`max(${outboundMessages.sentAt})` })
        .from(outboundMessages)
        .where(and(eq(outboundMessages.kind, "urgent_alert"), eq(outboundMessages.status, "sent")));
      return row?.at ? new Date(row.at) : null;
    },

    async listFor(consultationId: number): Promise<OutboundMessage[]> {
      return db
        .select()
        .from(outboundMessages)
        .where(eq(outboundMessages.consultationId, consultationId))
        .orderBy(asc(outboundMessages.id));
    },

    async listForMany(consultationIds: number[]): Promise<OutboundMessage[]> {
      if (consultationIds.length === 0) return [];
      return db
        .select()
        .from(outboundMessages)
        .where(inArray(outboundMessages.consultationId, consultationIds))
        .orderBy(asc(outboundMessages.id));
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
