// The queue of messages about a request: the requester's acknowledgement (e-mail, or a text with consent), the
// attorney's urgent alert, and for a booking its reminders, the outcome of the attorney's decision and the request
// to pick a new time. Retried like the office e-mail; deleted with the request (and a booking's with the booking).
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { OUTBOUND_CHANNELS, OUTBOUND_KINDS, OUTBOUND_STATUSES } from "../intake/options";
import { bookings } from "./booking";
import { createdAt, oneOf } from "./columns";
import { consultations } from "./intake";

export const outboundMessages = pgTable(
  "outbound_messages",
  {
    id: serial("id").primaryKey(),
    consultationId: integer("consultation_id")
      .notNull()
      .references(() => consultations.id, { onDelete: "cascade" }),
    /** The booking a booking message is about (null for the request's own messages). */
    bookingId: integer("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /**
     * What makes a message of a kind distinct within its request: '' for the request's own (one of each kind), the
     * booking's start and the offset for a reminder, the decision for a booking's outcome.
     */
    dedupeKey: text("dedupe_key").notNull().default(""),
    channel: text("channel").notNull(),
    /** The e-mail address or phone number (digits) it goes to. */
    recipient: text("recipient").notNull(),
    body: text("body").notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** When it may go out next: now, after a retry's wait, at the end of quiet hours, or a reminder's time. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
    providerMessageId: text("provider_message_id"),
    createdAt: createdAt(),
  },
  (t) => [
    check("outbound_messages_kind_check", oneOf(t.kind, OUTBOUND_KINDS)),
    check("outbound_messages_channel_check", oneOf(t.channel, OUTBOUND_CHANNELS)),
    check("outbound_messages_status_check", oneOf(t.status, OUTBOUND_STATUSES)),
    index("outbound_messages_consultation_idx").on(t.consultationId, t.id),
    index("outbound_messages_booking_idx").on(t.bookingId),
    /** One message per request, kind and key: a repeated submission or a second queueing cannot send twice. */
    uniqueIndex("outbound_messages_dedupe_unique").on(t.consultationId, t.kind, t.dedupeKey),
    index("outbound_messages_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export type OutboundMessage = typeof outboundMessages.$inferSelect;
