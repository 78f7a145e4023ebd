// Consultation booking: a booking is a consultation request with a time. Its row points at the request (and is
// destroyed with it); the manage links' tokens are stored hashed; the attorney's blocks (court days, absences) are
// rows of their own. No two bookings that hold their time (pending or confirmed) may overlap: the service checks the
// buffers under a lock, and an exclusion constraint on the time range (migration, written by hand: Drizzle does
// not declare EXCLUDE) refuses an overlap even if two writers got past the check.
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { BLOCK_SOURCES, BOOKING_SITUATIONS, BOOKING_STATUSES, REMINDER_CHANNELS } from "../booking/booking-options";
import { BOOKING_KINDS } from "../booking/booking-settings";
import { createdAt, oneOf, updatedAt } from "./columns";
import { consultations } from "./intake";

export const bookings = pgTable(
  "bookings",
  {
    id: serial("id").primaryKey(),
    consultationId: integer("consultation_id")
      .notNull()
      .unique("bookings_consultation_unique")
      .references(() => consultations.id, { onDelete: "cascade" }),
    typeSlug: text("type_slug").notNull(),
    typeLabel: text("type_label").notNull(),
    kind: text("kind").notNull(),
    startAt: timestamp("start_at", { withTimezone: true }).notNull(),
    endAt: timestamp("end_at", { withTimezone: true }).notNull(),
    status: text("status").notNull().default("pending"),
    situation: text("situation").notNull(),
    /** A deadline the visitor holds: its kind (the deadline tool's) and its last day, as computed when booked. */
    deadlineKind: text("deadline_kind"),
    deadlineDate: date("deadline_date", { mode: "string" }),
    reminderChannel: text("reminder_channel").notNull(),
    /** A block now covers it: the requester was sent a link to choose another time. */
    needsReschedule: boolean("needs_reschedule").notNull().default(false),
    statusReason: text("status_reason"),
    proposedStartAt: timestamp("proposed_start_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("bookings_status_check", oneOf(t.status, BOOKING_STATUSES)),
    check("bookings_situation_check", oneOf(t.situation, BOOKING_SITUATIONS)),
    check("bookings_kind_check", oneOf(t.kind, BOOKING_KINDS)),
    check("bookings_reminder_channel_check", oneOf(t.reminderChannel, REMINDER_CHANNELS)),
    check("bookings_range_check", sql`${t.endAt} > ${t.startAt}`),
    index("bookings_start_idx").on(t.startAt),
  ],
);

/** A manage link's token, hashed (SHA-256): a repeat of the same request gets a new link to the same booking. */
export const bookingTokens = pgTable(
  "booking_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("booking_tokens_booking_idx").on(t.bookingId)],
);

/** A time the attorney is not available: a court day, an absence, or a busy time from the calendar feed. */
export const availabilityBlocks = pgTable(
  "availability_blocks",
  {
    id: serial("id").primaryKey(),
    startAt: timestamp("start_at", { withTimezone: true }).notNull(),
    endAt: timestamp("end_at", { withTimezone: true }).notNull(),
    label: text("label").notNull(),
    source: text("source").notNull().default("manual"),
    /** The calendar event's UID (feed blocks are replaced by each import). */
    feedUid: text("feed_uid"),
    createdAt: createdAt(),
  },
  (t) => [
    check("availability_blocks_source_check", oneOf(t.source, BLOCK_SOURCES)),
    check("availability_blocks_range_check", sql`${t.endAt} > ${t.startAt}`),
    index("availability_blocks_start_idx").on(t.startAt),
  ],
);

/**
 * The attorney's calendar feed (one row at most): its address sealed like the other secrets the server reads back,
 * when it is next due (an hourly import, claimed by one instance), and how the last import went. A failed import
 * keeps the blocks of the last good one.
 */
export const bookingCalendarFeed = pgTable(
  "booking_calendar_feed",
  {
    id: integer("id").primaryKey().default(1),
    urlSealed: text("url_sealed").notNull(),
    nextRunAt: timestamp("next_run_at", { withTimezone: true }).notNull().defaultNow(),
    lastRunAt: timestamp("last_run_at", { withTimezone: true }),
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
    lastStatus: text("last_status"),
    /** The busy times the last good import stored, the repeating events it could not expand, the unknown zones. */
    lastCount: integer("last_count"),
    recurring: integer("recurring").notNull().default(0),
    otherZones: integer("other_zones").notNull().default(0),
    lastError: text("last_error"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("booking_calendar_feed_single_check", sql`${t.id} = 1`),
    check("booking_calendar_feed_status_check", sql`${t.lastStatus} is null or ${t.lastStatus} in ('ok', 'failed')`),
  ],
);

export type BookingRow = typeof bookings.$inferSelect;
export type BookingCalendarFeedRow = typeof bookingCalendarFeed.$inferSelect;
export type AvailabilityBlockRow = typeof availabilityBlocks.$inferSelect;
