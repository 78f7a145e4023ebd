// A booking's messages in the outbound queue: queue them (a message skipped earlier with the same key comes back,
// one already sent never goes twice), skip the ones still waiting, list a booking's messages, and read whom they go to.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { consultations, outboundMessages, type OutboundMessage } from "@shared/schema";
import type { Executor } from "../db";

export type BookingMessageKind = "booking_reminder" | "booking_status" | "booking_reschedule";

export interface NewBookingMessage {
  consultationId: number;
  bookingId: number;
  kind: BookingMessageKind;
  dedupeKey: string;
  channel: "sms" | "email";
  recipient: string;
  body: string;
  nextAttemptAt: Date;
}

export function createBookingMessagesStorage(db: Executor) {
  return {
    /**
     * Queues the messages; one per request, kind and key. A message skipped before with the same key (a booking
     * moved away and back) is queued again; one pending, sent or failed stays as it is. Returns how many were queued.
     */
    async queue(rows: NewBookingMessage[]): Promise<number> {
      if (rows.length === 0) return 0;
      const queued = await db
        .insert(outboundMessages)
        .values(rows)
        .onConflictDoUpdate({
          target: [outboundMessages.consultationId, outboundMessages.kind, outboundMessages.dedupeKey],
          set: {
            status: "pending",
            attempts: 0,
            lastError: null,
            channel: sql`excluded.channel`,
            recipient: sql`excluded.recipient`,
            body: sql`excluded.body`,
            nextAttemptAt: sql`excluded.next_attempt_at`,
          },
          setWhere: sql`${outboundMessages.status} = 'skipped'`,
        })
        .returning({ id: outboundMessages.id });
      return queued.length;
    },

    /** Marks a booking's waiting messages of `kinds` as skipped with the reason; answers how many. */
    async skipPending(bookingId: number, kinds: readonly BookingMessageKind[], reason: string): Promise<number> {
      const rows = await db
        .update(outboundMessages)
        .set({ status: "skipped", lastError: reason })
        .where(
          and(
            eq(outboundMessages.bookingId, bookingId),
            eq(outboundMessages.status, "pending"),
            inArray(outboundMessages.kind, [...kinds]),
          ),
        )
        .returning({ id: outboundMessages.id });
      return rows.length;
    },

    /** A booking's messages in the order they are (or were) due. */
    async listFor(bookingId: number): Promise<OutboundMessage[]> {
      return db
        .select()
        .from(outboundMessages)
        .where(eq(outboundMessages.bookingId, bookingId))
        .orderBy(asc(outboundMessages.nextAttemptAt), asc(outboundMessages.id));
    },

    /** Whom a request's messages go to. */
    async recipientOf(consultationId: number): Promise<{ name: string; phone: string; email: string | null } | undefined> {
      const [row] = await db
        .select({ name: consultations.name, phone: consultations.phone, email: consultations.email })
        .from(consultations)
        .where(eq(consultations.id, consultationId))
        .limit(1);
      return row;
    },
  };
}
