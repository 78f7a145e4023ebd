// What the requester is sent about their booking, through the outbound queue (its sender and retries): the
// reminders of a confirmed time, one per offset before the start (a time in the quiet window moved earlier, never
// later), the attorney's decision, and a link to pick a new time when a block now covers the booking. They go by
// the channel the requester chose (a text or an e-mail; with "none", nothing at all). When the time changes or the
// booking ends, the reminders still waiting are skipped with the reason; each reminder's key holds the start and
// its offset, so a time confirmed again never sends a reminder twice. A message with a link mints a new one (links
// are stored hashed). The messages are written in the same transaction as the booking's change that causes them
// (a crash loses both or neither; a failure to queue them fails the change): the caller reads `prepare()` before it
// opens the transaction (the embedded database has one connection), runs the answer's step on the transaction,
// and calls `wake()` once it has committed.
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
import type { BookingSettings } from "@shared/booking/booking-settings";
import type { Db, Executor } from "../db";
import { systemClock, type Clock } from "../lib/clock";
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

/** What the messages need from the settings, read before the transaction opens. */
interface MessagePlan {
  rules: Pick<BookingSettings, "reminderOffsetsMin" | "reminderQuiet">;
  officePhone: string;
}

/** The steps that write a booking's messages in the caller's transaction, with the settings read ahead of it. */
function messageWriter(plan: MessagePlan, deps: { publicSiteUrl: string; clock: Clock }) {
  const { clock } = deps;

  /** The requester's chosen channel and address, or null when they chose none (or gave no address for it). */
  async function recipientOf(tx: Executor, b: BookingRow): Promise<Recipient | null> {
    if (b.reminderChannel !== "sms" && b.reminderChannel !== "email") return null;
    const person = await createBookingMessagesStorage(tx).recipientOf(b.consultationId);
    if (!person) return null;
    const to = b.reminderChannel === "sms" ? person.phone.replace(/\D/g, "") : person.email;
    return to ? { name: person.name, channel: b.reminderChannel, to } : null;
  }

  async function facts(
    tx: Executor,
    b: BookingRow,
    r: Recipient,
    withLink: boolean,
    start = b.startAt.getTime(),
  ): Promise<BookingMessageFacts> {
    const manageUrl = withLink ? (await mintManageLink(createBookingsStorage(tx), b.id, deps.publicSiteUrl)).url : null;
    return { name: r.name, start, officePhone: plan.officePhone, manageUrl };
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

  /** Now, or the end of the reminders' quiet window when now is inside it (a decision can wait until morning). */
  const notInQuiet = () => new Date(afterQuiet(clock().getTime(), plan.rules.reminderQuiet));

  /** The reminders of a confirmed booking's time, at their computed times. */
  async function queueReminders(tx: Executor, b: BookingRow, r: Recipient): Promise<void> {
    const start = b.startAt.getTime();
    const schedule = reminderSchedule(start, plan.rules.reminderOffsetsMin, plan.rules.reminderQuiet, clock().getTime());
    if (schedule.length === 0) return;
    const body = bookingReminderMessage(r.channel, await facts(tx, b, r, true));
    await createBookingMessagesStorage(tx).queue(
      schedule.map(({ offsetMin, at }) => message(b, r, "booking_reminder", `${toKoreaIso(start)}/${offsetMin}`, body, new Date(at))),
    );
  }

  async function queueOutcome(tx: Executor, b: BookingRow, r: Recipient, outcome: BookingOutcome): Promise<void> {
    const start = outcome === "proposed" && b.proposedStartAt ? b.proposedStartAt.getTime() : b.startAt.getTime();
    const f = await facts(tx, b, r, outcome === "confirmed" || outcome === "rescheduled" || outcome === "proposed", start);
    const key = `${outcome}:${toKoreaIso(start)}`;
    await createBookingMessagesStorage(tx).queue([
      message(b, r, "booking_status", key, bookingOutcomeMessage(r.channel, outcome, f), notInQuiet()),
    ]);
  }

  /** Whether an earlier time of this booking was confirmed to the requester (a confirmation now is of a new time). */
  async function confirmedBefore(tx: Executor, b: BookingRow): Promise<boolean> {
    const start = toKoreaIso(b.startAt.getTime());
    return (await createBookingMessagesStorage(tx).listFor(b.id)).some(
      (m) => m.kind === "booking_status" && /^(confirmed|rescheduled):/.test(m.dedupeKey) && !m.dedupeKey.endsWith(start),
    );
  }

  const skipReminders = (tx: Executor, b: BookingRow, reason: string) =>
    createBookingMessagesStorage(tx).skipPending(b.id, ["booking_reminder"], reason);

  return {
    /** A new booking: confirmed at once (auto mode), its reminders are queued. */
    async booked(tx: Executor, b: BookingRow): Promise<void> {
      if (b.status !== "confirmed") return;
      const r = await recipientOf(tx, b);
      if (r) await queueReminders(tx, b, r);
    },

    /** The requester moved the booking: the old time's reminders are skipped; a time confirmed at once gets its own. */
    async rescheduled(tx: Executor, b: BookingRow): Promise<void> {
      await skipReminders(tx, b, REMINDER_SKIP_REASONS.rescheduled);
      const r = b.status === "confirmed" ? await recipientOf(tx, b) : null;
      if (!r) return;
      await queueReminders(tx, b, r);
      await queueOutcome(tx, b, r, "rescheduled");
    },

    /** The requester cancelled with the manage link. */
    async cancelledByRequester(tx: Executor, b: BookingRow): Promise<void> {
      await skipReminders(tx, b, REMINDER_SKIP_REASONS.cancelled);
    },

    /** The attorney's decision (PATCH): the requester hears it, and the reminders follow the status. */
    async decided(tx: Executor, b: BookingRow): Promise<void> {
      if (b.status === "confirmed") {
        const r = await recipientOf(tx, b);
        if (!r) return;
        await queueReminders(tx, b, r);
        await queueOutcome(tx, b, r, (await confirmedBefore(tx, b)) ? "rescheduled" : "confirmed");
        return;
      }
      const reason =
        b.status === "declined"
          ? REMINDER_SKIP_REASONS.declined
          : b.status === "cancelled"
            ? REMINDER_SKIP_REASONS.cancelled
            : REMINDER_SKIP_REASONS.ended;
      await skipReminders(tx, b, reason);
      if (b.status !== "declined" && b.status !== "cancelled") return;
      const r = await recipientOf(tx, b);
      if (!r) return;
      await queueOutcome(tx, b, r, b.status === "cancelled" ? "cancelled" : b.proposedStartAt ? "proposed" : "declined");
    },

    /** A new block covers these bookings: their reminders are skipped and each requester gets a link to pick a new time. */
    async blocked(tx: Executor, blockId: number, marked: BookingRow[]): Promise<void> {
      for (const b of marked) {
        await skipReminders(tx, b, REMINDER_SKIP_REASONS.needsReschedule);
        const r = await recipientOf(tx, b);
        if (!r) continue;
        const body = bookingRescheduleMessage(r.channel, await facts(tx, b, r, true));
        await createBookingMessagesStorage(tx).queue([
          message(b, r, "booking_reschedule", `${blockId}:${toKoreaIso(b.startAt.getTime())}`, body, notInQuiet()),
        ]);
      }
    },
  };
}
type BookingMessageWriter = ReturnType<typeof messageWriter>;

export function createBookingMessages(
  db: Db,
  deps: {
    settings: Pick<SiteSettingsService, "current" | "site">;
    publicSiteUrl: string;
    clock?: Clock;
    /** Wakes the sender once messages are committed (a decision goes at once, outside the quiet window). */
    wake?: () => void;
  },
) {
  const clock = deps.clock ?? systemClock;
  const storage = createBookingMessagesStorage(db);

  return {
    /** Reads what the messages need from the settings; call it before the transaction opens, then write with the answer. */
    async prepare(): Promise<BookingMessageWriter> {
      const { reminderOffsetsMin, reminderQuiet } = await deps.settings.current("booking");
      const officePhone = formatPhone((await deps.settings.site()).phone ?? "");
      return messageWriter({ rules: { reminderOffsetsMin, reminderQuiet }, officePhone }, { publicSiteUrl: deps.publicSiteUrl, clock });
    },

    /** After the transaction that queued messages has committed: the sender looks at once. */
    wake(): void {
      deps.wake?.();
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
