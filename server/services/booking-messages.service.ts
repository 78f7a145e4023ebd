// What the requester is sent about their booking, through the outbound queue (its sender and retries): the
// reminders of a confirmed time, one per offset before the start (a time in the quiet window moved earlier, never
// later), the attorney's decision, and a link to pick a new time when a block now covers the booking. They go by
// the channel the requester chose (a text or an e-mail; with "none", nothing at all). When the time changes or the
// booking ends, the reminders still waiting are skipped with the reason; each reminder's key holds the start and
// its offset, so a time confirmed again never sends a reminder twice. A message with a link mints a new one (links
// are stored hashed). A failure here is logged and never undoes the booking's change.
import {
  bookingOutcomeMessage,
  bookingReminderMessage,
  bookingRescheduleMessage,
  type BookingOutcome,
  type BookingMessageFacts,
} from "@shared/booking/booking-messages";
import { toKoreaIso } from "@shared/booking/korea-time";
import { afterQuiet, reminderSchedule } from "@shared/booking/reminders";
import { formatPhone } from "@shared/lib/phone";
import type { BookingRow } from "@shared/schema";
import type { Db } from "../db";
import { systemClock, type Clock } from "../lib/clock";
import { describeError, logger } from "../lib/logger";
import { createBookingMessagesStorage, type BookingMessageKind, type NewBookingMessage } from "../storage/booking-messages.storage";
import { createBookingsStorage } from "../storage/bookings.storage";
import { mintManageLink } from "./booking-links";
import type { SiteSettingsService } from "./site-settings.service";

/** Why a booking's waiting reminders were not sent (shown in the back office's timeline). */
export const REMINDER_SKIP_REASONS = {
  rescheduled: "예약 시간이 바뀌어 보내지 않았습니다",
  cancelled: "예약이 취소되어 보내지 않았습니다",
  declined: "예약이 진행되지 않게 되어 보내지 않았습니다",
  ended: "상담이 끝나 보내지 않았습니다",
  needsReschedule: "예약 시간을 다시 정해야 해 보내지 않았습니다",
} as const;

type Recipient = { name: string; channel: "sms" | "email"; to: string };

export function createBookingMessages(
  db: Db,
  deps: {
    settings: Pick<SiteSettingsService, "current" | "site">;
    publicSiteUrl: string;
    clock?: Clock;
    /** Wakes the sender once messages are queued (a decision goes at once, outside the quiet window). */
    wake?: () => void;
  },
) {
  const clock = deps.clock ?? systemClock;
  const storage = createBookingMessagesStorage(db);
  const bookings = createBookingsStorage(db);

  /** The requester's chosen channel and address, or null when they chose none (or gave no address for it). */
  async function recipientOf(b: BookingRow): Promise<Recipient | null> {
    if (b.reminderChannel !== "sms" && b.reminderChannel !== "email") return null;
    const person = await storage.recipientOf(b.consultationId);
    if (!person) return null;
    const to = b.reminderChannel === "sms" ? person.phone.replace(/\D/g, "") : person.email;
    return to ? { name: person.name, channel: b.reminderChannel, to } : null;
  }

  async function facts(b: BookingRow, r: Recipient, withLink: boolean, start = b.startAt.getTime()): Promise<BookingMessageFacts> {
    const officePhone = formatPhone((await deps.settings.site()).phone ?? "");
    const manageUrl = withLink ? (await mintManageLink(bookings, b.id, deps.publicSiteUrl)).url : null;
    return { name: r.name, start, officePhone, manageUrl };
  }

  const message = (
    b: BookingRow,
    r: Recipient,
    kind: BookingMessageKind,
    dedupeKey: string,
    body: string,
    at: Date,
  ): NewBookingMessage => ({
    consultationId: b.consultationId,
    bookingId: b.id,
    kind,
    dedupeKey,
    channel: r.channel,
    recipient: r.to,
    body,
    nextAttemptAt: at,
  });

  /** The reminders of a confirmed booking's time, at their computed times. */
  async function queueReminders(b: BookingRow, r: Recipient): Promise<void> {
    const s = await deps.settings.current("booking");
    const start = b.startAt.getTime();
    const schedule = reminderSchedule(start, s.reminderOffsetsMin, s.reminderQuiet, clock().getTime());
    if (schedule.length === 0) return;
    const f = await facts(b, r, true);
    const body = bookingReminderMessage(r.channel, f);
    await storage.queue(
      schedule.map(({ offsetMin, at }) => message(b, r, "booking_reminder", `${toKoreaIso(start)}/${offsetMin}`, body, new Date(at))),
    );
  }

  async function queueOutcome(b: BookingRow, r: Recipient, outcome: BookingOutcome): Promise<void> {
    const start = outcome === "proposed" && b.proposedStartAt ? b.proposedStartAt.getTime() : b.startAt.getTime();
    const f = await facts(b, r, outcome === "confirmed" || outcome === "rescheduled" || outcome === "proposed", start);
    const key = `${outcome}:${toKoreaIso(start)}`;
    await storage.queue([message(b, r, "booking_status", key, bookingOutcomeMessage(r.channel, outcome, f), await notInQuiet())]);
  }

  /** Whether an earlier time of this booking was confirmed to the requester (a confirmation now is of a new time). */
  async function confirmedBefore(b: BookingRow): Promise<boolean> {
    const start = toKoreaIso(b.startAt.getTime());
    return (await storage.listFor(b.id)).some(
      (m) => m.kind === "booking_status" && /^(confirmed|rescheduled):/.test(m.dedupeKey) && !m.dedupeKey.endsWith(start),
    );
  }

  /** Now, or the end of the reminders' quiet window when now is inside it (a decision can wait until morning). */
  const notInQuiet = async () => new Date(afterQuiet(clock().getTime(), (await deps.settings.current("booking")).reminderQuiet));

  const skipReminders = (b: BookingRow, reason: string) => storage.skipPending(b.id, ["booking_reminder"], reason);

  /** Runs a step after the booking's change is stored: a failure is logged (ids only), never the caller's. */
  async function safely(what: string, b: BookingRow, step: () => Promise<void>): Promise<void> {
    try {
      await step();
      deps.wake?.();
    } catch (error) {
      logger.error(`booking messages: ${what} failed`, { bookingId: b.id, ...describeError(error) });
    }
  }

  return {
    /** A new booking: confirmed at once (auto mode), its reminders are queued. */
    async booked(b: BookingRow): Promise<void> {
      if (b.status !== "confirmed") return;
      await safely("booked", b, async () => {
        const r = await recipientOf(b);
        if (r) await queueReminders(b, r);
      });
    },

    /** The requester moved the booking: the old time's reminders are skipped; a time confirmed at once gets its own. */
    async rescheduled(b: BookingRow): Promise<void> {
      await safely("rescheduled", b, async () => {
        await skipReminders(b, REMINDER_SKIP_REASONS.rescheduled);
        const r = b.status === "confirmed" ? await recipientOf(b) : null;
        if (!r) return;
        await queueReminders(b, r);
        await queueOutcome(b, r, "rescheduled");
      });
    },

    /** The requester cancelled with the manage link. */
    async cancelledByRequester(b: BookingRow): Promise<void> {
      await safely("cancelled", b, async () => {
        await skipReminders(b, REMINDER_SKIP_REASONS.cancelled);
      });
    },

    /** The attorney's decision (PATCH): the requester hears it, and the reminders follow the status. */
    async decided(b: BookingRow): Promise<void> {
      await safely("decided", b, async () => {
        if (b.status === "confirmed") {
          const r = await recipientOf(b);
          if (!r) return;
          await queueReminders(b, r);
          await queueOutcome(b, r, (await confirmedBefore(b)) ? "rescheduled" : "confirmed");
          return;
        }
        const reason =
          b.status === "declined"
            ? REMINDER_SKIP_REASONS.declined
            : b.status === "cancelled"
              ? REMINDER_SKIP_REASONS.cancelled
              : REMINDER_SKIP_REASONS.ended;
        await skipReminders(b, reason);
        if (b.status !== "declined" && b.status !== "cancelled") return;
        const r = await recipientOf(b);
        if (!r) return;
        await queueOutcome(b, r, b.status === "cancelled" ? "cancelled" : b.proposedStartAt ? "proposed" : "declined");
      });
    },

    /** A new block covers these bookings: their reminders are skipped and each requester gets a link to pick a new time. */
    async blocked(blockId: number, marked: BookingRow[]): Promise<void> {
      for (const b of marked)
        await safely("blocked", b, async () => {
          await skipReminders(b, REMINDER_SKIP_REASONS.needsReschedule);
          const r = await recipientOf(b);
          if (!r) return;
          const body = bookingRescheduleMessage(r.channel, await facts(b, r, true));
          await storage.queue([
            message(b, r, "booking_reschedule", `${blockId}:${toKoreaIso(b.startAt.getTime())}`, body, await notInQuiet()),
          ]);
        });
    },

    /** A booking's messages for the back office's timeline, in the order they are (or were) due. */
    async list(bookingId: number) {
      return (await storage.listFor(bookingId)).map((m) => ({
        id: m.id,
        kind: m.kind,
        channel: m.channel,
        status: m.status,
        nextAttemptAt: m.nextAttemptAt.toISOString(),
        sentAt: m.sentAt ? m.sentAt.toISOString() : null,
        attempts: m.attempts,
        lastError: m.lastError,
      }));
    },
  };
}
export type BookingMessages = ReturnType<typeof createBookingMessages>;
