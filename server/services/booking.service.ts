// Consultation booking: the free times, a booking made as a consultation request with a time, and the requester's
// manage link. The situation comes first: an arrest or something today is never offered a calendar (the request
// goes down the urgent path and the visitor is given the phone number); a deadline the visitor holds limits the
// days offered to the deadline's last day, and when no time is left before it the request becomes urgent.
// No double booking: the slot is checked again under a lock in the transaction that stores the request and its
// time, and an exclusion constraint on the time range refuses an overlap that got past the check.
import { booksATime, bookingRequestSchema, rescheduleSchema, type BookingRequest } from "@shared/booking/booking-input";
import type { BookingSettings, BookingType } from "@shared/booking/booking-settings";
import { koreaDateOf, koreaInstant, minutes, toKoreaIso } from "@shared/booking/korea-time";
import type { ManagedBooking } from "@shared/booking/booking-display";
import { maskName, phoneLastFour } from "@shared/booking/masking";
import { freeSlots, type SlotDay } from "@shared/booking/slots";
import { addDays } from "@shared/holidays/calendar";
import { formatKoreanMonthDayTime, seoulDate } from "@shared/lib/dates";
import type { ConsultationRequest } from "@shared/intake/consultation-input";
import type { BookingRow } from "@shared/schema";
import type { Db } from "../db";
import type { Clock } from "../lib/clock";
import { systemClock } from "../lib/clock";
import { AppError, NotFoundError, ValidationError } from "../lib/errors";
import { createBookingsStorage, type BookingsStorage } from "../storage/bookings.storage";
import { hashToken, mintManageLink } from "./booking-links";
import type { BookingMessages } from "./booking-messages.service";
import { createConsultationsStorage } from "../storage/consultations.storage";
import type { ConsultationsService } from "./consultations.service";
import type { Calendar, HolidaysService } from "./holidays.service";
import type { SiteSettingsService } from "./site-settings.service";
import type { ToolsService } from "./tools.service";

const DAY_MS = 86_400_000;

class SlotTakenError extends AppError {
  constructor() {
    super(409, "SLOT_TAKEN", "방금 다른 분이 예약한 시간입니다. 다른 시간을 선택해주세요.");
  }
}

class TooLateError extends AppError {
  constructor(officePhone: string) {
    super(409, "TOO_LATE", `상담 시작이 가까워 온라인으로는 바꿀 수 없습니다.${officePhone ? ` ${officePhone}로 전화해주세요.` : ""}`);
  }
}

export type BookingAnswer =
  | { status: 201; body: { id: number; consultationId: number; status: string; start: string; end: string; manageUrl: string } }
  | { status: 202; body: { urgent: true; officePhone: string; consultationId: number; message: string } };

/** The exclusion constraint on the time range refused the write (Postgres 23P01, also when wrapped by the driver). */
const isOverlap = (error: unknown) =>
  (error as { code?: string }).code === "23P01" || (error as { cause?: { code?: string } }).cause?.code === "23P01";

/** The deadline's last day, "under review" (no date can be promised), or no deadline. */
type DeadlineLimit = { kind: "none" } | { kind: "review" } | { kind: "date"; lastDay: string };

export function createBookingService(
  db: Db,
  deps: {
    consultations: Pick<ConsultationsService, "submit" | "wake" | "plan">;
    settings: Pick<SiteSettingsService, "current" | "site">;
    holidays: Pick<HolidaysService, "calendar">;
    tools: Pick<ToolsService, "deadlineAnswer">;
    messages: Pick<BookingMessages, "prepare" | "wake">;
    publicSiteUrl: string;
    clock?: Clock;
  },
) {
  const clock = deps.clock ?? systemClock;
  const storage = createBookingsStorage(db);
  const settings = () => deps.settings.current("booking");

  function typeOf(s: BookingSettings, slug: string): BookingType {
    const type = s.types.find((t) => t.slug === slug);
    if (!type) throw new ValidationError({ type: ["상담 종류를 다시 선택해주세요"] }, "상담 종류를 다시 선택해주세요");
    return type;
  }

  async function deadlineLimit(deadline: { kind: string; startDate: string } | undefined): Promise<DeadlineLimit> {
    if (!deadline) return { kind: "none" };
    const answer = await deps.tools.deadlineAnswer(deadline);
    if (answer.status === 200) return { kind: "date", lastDay: answer.result.deadline };
    if (answer.status === 409) return { kind: "review" };
    throw new ValidationError({ deadline: [answer.message] }, answer.message);
  }

  /** The days from `from` to `to` with their free slots, read from one consistent view of bookings and blocks. */
  async function days(
    s: BookingSettings,
    type: BookingType,
    from: string,
    to: string,
    lastDay: string | undefined,
    exceptId?: number,
    view: { storage: BookingsStorage; calendar?: Calendar } = { storage },
  ) {
    const pad = minutes(Math.max(s.bufferBeforeMin, s.bufferAfterMin) + type.durationMin);
    const rangeStart = new Date(koreaInstant(from, "00:00") - pad);
    const rangeEnd = new Date(koreaInstant(addDays(to, 1), "00:00") + pad);
    // One after the other: inside a transaction on the embedded database, queries share its one connection.
    const holding = await view.storage.holding(rangeStart, rangeEnd, exceptId);
    const blocks = await view.storage.blocks(rangeStart, rangeEnd);
    const calendar = view.calendar ?? (await deps.holidays.calendar());
    const bookedPerDay = new Map<string, number>();
    for (const b of holding)
      bookedPerDay.set(koreaDateOf(b.startAt.getTime()), (bookedPerDay.get(koreaDateOf(b.startAt.getTime())) ?? 0) + 1);
    return freeSlots({
      rules: s,
      durationMin: type.durationMin,
      from,
      to,
      now: clock().getTime(),
      holidays: calendar.holidays,
      bookings: holding.map((b) => ({ start: b.startAt.getTime(), end: b.endAt.getTime() })),
      blocks: blocks.map((b) => ({ start: b.startAt.getTime(), end: b.endAt.getTime() })),
      bookedPerDay,
      lastDay,
    });
  }

  const today = () => seoulDate(clock());
  const horizonEnd = (s: BookingSettings) => addDays(today(), s.horizonDays);

  function publicAnswer(b: BookingRow, manageUrl: string): BookingAnswer {
    return {
      status: 201,
      body: {
        id: b.id,
        consultationId: b.consultationId,
        status: b.status,
        start: toKoreaIso(b.startAt.getTime()),
        end: toKoreaIso(b.endAt.getTime()),
        manageUrl,
      },
    };
  }

  const newLink = async (bookingId: number, executor: BookingsStorage = storage) =>
    (await mintManageLink(executor, bookingId, deps.publicSiteUrl)).url;

  /** The consultation request a booking stores: the case facts the visitor gave, and the time in words. */
  function requestOf(
    input: BookingRequest,
    urgency: ConsultationRequest["urgency"],
    summary: string,
    kind?: BookingType["kind"],
  ): ConsultationRequest {
    const { type: _type, start: _start, situation: _situation, deadline: _deadline, note, reminderChannel: _channel, ...request } = input;
    const consultationType = kind === "visit" || kind === "phone" ? kind : undefined;
    return { ...request, urgency, consultationType, incidentDate: undefined, content: note ? `${summary}\n\n${note}` : summary };
  }

  /** The urgent path: the request is stored (and alerted) as urgent, no time is booked, the visitor gets the phone. */
  async function urgent(input: BookingRequest, client: { ip: string }, why: string): Promise<BookingAnswer> {
    const result = await deps.consultations.submit(requestOf(input, "emergency", `예약 대신 긴급 연락 요청: ${why}`), client);
    const officePhone = (await deps.settings.site()).phone;
    return {
      status: 202,
      body: {
        urgent: true,
        officePhone,
        consultationId: result.id,
        message: `예약 대신 바로 연락드려야 하는 상황입니다. 신청은 접수되었습니다.${officePhone ? ` 지금 ${officePhone}로 전화해주세요.` : ""}`,
      },
    };
  }

  /** Under the lock: whether `start` is one of the free starts of its day for this type. */
  async function checkFree(
    view: { storage: BookingsStorage; calendar: Calendar },
    s: BookingSettings,
    type: BookingType,
    start: number,
    lastDay: string | undefined,
    exceptId?: number,
  ) {
    const date = koreaDateOf(start);
    const [day] = await days(s, type, date, date, lastDay, exceptId, view);
    if (!day.slots.some((slot) => slot.start === toKoreaIso(start))) throw new SlotTakenError();
  }

  return {
    async types() {
      return (await settings()).types;
    },

    /** What the booking page renders with: the types (the horizon comes with the free times). */
    async pageOptions() {
      return { types: (await settings()).types };
    },

    /**
     * The days from `from` to `to` (without `to`: seven days, ending at the horizon's last day), and that last day
     * (`bookableUntil`), so a page steps only as far as the booking settings allow.
     */
    async slots(query: Record<string, unknown>): Promise<{ timeZone: "Asia/Seoul"; bookableUntil: string; days: SlotDay[] }> {
      const s = await settings();
      const type = typeOf(s, String(query.type ?? ""));
      const bookableUntil = horizonEnd(s);
      const from = typeof query.from === "string" && query.from ? query.from : today();
      const week = addDays(from, 6);
      const to = typeof query.to === "string" && query.to ? query.to : week < bookableUntil ? week : bookableUntil;
      const isDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));
      if (!isDate(from) || !isDate(to) || to < from)
        throw new ValidationError(
          { from: ["조회할 기간을 YYYY-MM-DD 형식으로 입력해주세요"] },
          "조회할 기간을 YYYY-MM-DD 형식으로 입력해주세요",
        );
      if (to > horizonEnd(s))
        throw new ValidationError(
          { to: [`예약은 오늘부터 ${s.horizonDays}일 안에서만 할 수 있습니다`] },
          `예약은 오늘부터 ${s.horizonDays}일 안에서만 할 수 있습니다`,
        );
      if (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`) > 92 * DAY_MS)
        throw new ValidationError({ to: ["조회 기간이 너무 깁니다"] }, "조회 기간이 너무 깁니다");
      const limit =
        typeof query.deadlineKind === "string" && typeof query.deadlineStart === "string"
          ? await deadlineLimit({ kind: query.deadlineKind, startDate: query.deadlineStart })
          : ({ kind: "none" } as DeadlineLimit);
      if (limit.kind === "review") {
        // No date can be promised while the rule is being checked: no slot is offered (the page offers the phone).
        const closed = (await days(s, type, from, to, undefined)).map((d) => ({
          date: d.date,
          closed: true as const,
          reason: "기한 확인 중",
          slots: [],
        }));
        return { timeZone: "Asia/Seoul", bookableUntil, days: closed };
      }
      const lastDay = limit.kind === "date" ? limit.lastDay : undefined;
      return { timeZone: "Asia/Seoul", bookableUntil, days: await days(s, type, from, to, lastDay) };
    },

    async book(body: unknown, client: { ip: string }): Promise<BookingAnswer> {
      const input = bookingRequestSchema.parse(body ?? {});
      // A repeat of the same request answers as the first did: the same booking (with a new manage link).
      if (input.requestId) {
        const existing = await createConsultationsStorage(db).findByRequestId(input.requestId);
        if (existing) {
          const booking = await storage.byConsultation(existing.id);
          if (booking) return publicAnswer(booking, await newLink(booking.id));
          const officePhone = (await deps.settings.site()).phone;
          return { status: 202, body: { urgent: true, officePhone, consultationId: existing.id, message: "신청은 이미 접수되었습니다." } };
        }
      }
      if (input.situation === "arrest") return urgent(input, client, "체포·구속");
      if (input.situation === "today") return urgent(input, client, "오늘 조사·출석");
      if (!booksATime(input)) throw new ValidationError({ start: ["예약 시각을 다시 선택해주세요"] });
      const s = await settings();
      const type = typeOf(s, input.type);
      const limit = await deadlineLimit(input.deadline);
      if (limit.kind === "review") return urgent(input, client, "기한 확인 필요");
      const lastDay = limit.kind === "date" ? limit.lastDay : undefined;
      if (lastDay) {
        const open = await days(s, type, today(), lastDay < horizonEnd(s) ? lastDay : horizonEnd(s), lastDay);
        if (!open.some((d) => d.slots.length > 0)) return urgent(input, client, `기한(${lastDay}) 전에 예약 가능한 시간 없음`);
        if (koreaDateOf(input.start) > lastDay)
          throw new AppError(422, "AFTER_DEADLINE", `기한(${lastDay}) 이후의 시간입니다. 기한 전의 시간을 선택해주세요.`);
      }
      if (koreaDateOf(input.start) > horizonEnd(s)) throw new SlotTakenError();
      const start = input.start;
      const end = start + minutes(type.durationMin);
      const summary = `${type.label} 예약: ${formatKoreanMonthDayTime(start)}${lastDay ? ` · 기한 ${lastDay}` : ""}`;
      const urgency = lastDay ? "urgent" : "normal";
      // Read before the transaction: inside it, only the transaction's own connection may be used.
      const plan = await deps.consultations.plan();
      const calendar = await deps.holidays.calendar();
      const write = await deps.messages.prepare();
      let result: { booking: BookingRow; url: string } | { repeatOf: number };
      try {
        result = await db.transaction(async (tx) => {
          const txStorage = createBookingsStorage(tx);
          await txStorage.lock();
          // A concurrent repeat of this request that got the lock first: answer with its booking.
          const earlier = input.requestId ? await createConsultationsStorage(tx).findByRequestId(input.requestId) : undefined;
          if (earlier) return { repeatOf: earlier.id };
          await checkFree({ storage: txStorage, calendar }, s, type, start, lastDay);
          const stored = await deps.consultations.submit(requestOf(input, urgency, summary, type.kind), client, { executor: tx, plan });
          if (stored.repeated) return { repeatOf: stored.id };
          const booking = await txStorage.insert({
            consultationId: stored.id,
            typeSlug: type.slug,
            typeLabel: type.label,
            kind: type.kind,
            startAt: new Date(start),
            endAt: new Date(end),
            status: s.confirmationMode === "auto" ? "confirmed" : "pending",
            situation: input.situation,
            deadlineKind: input.deadline?.kind ?? null,
            deadlineDate: lastDay ?? null,
            reminderChannel: input.reminderChannel,
          });
          const url = await newLink(booking.id, txStorage);
          // Confirmed at once (auto mode): its reminders are stored with it.
          await write.booked(tx, booking);
          return { booking, url };
        });
      } catch (error) {
        // The exclusion constraint: another writer holds an overlapping time.
        if (isOverlap(error)) throw new SlotTakenError();
        throw error;
      }
      if ("repeatOf" in result) {
        const booking = await storage.byConsultation(result.repeatOf);
        if (!booking) throw new SlotTakenError();
        return publicAnswer(booking, await newLink(booking.id));
      }
      deps.consultations.wake();
      deps.messages.wake();
      return publicAnswer(result.booking, result.url);
    },

    /** What a manage link shows: the time and status, the name masked and the phone's last four digits. */
    async byToken(token: string): Promise<ManagedBooking> {
      const found = await storage.byTokenHash(hashToken(token));
      if (!found) throw new NotFoundError("예약을 찾을 수 없습니다. 링크를 다시 확인해주세요.");
      const s = await settings();
      const { booking } = found;
      const changeableUntil = booking.startAt.getTime() - minutes(s.minimumRescheduleNoticeMin);
      return {
        id: booking.id,
        status: booking.status as ManagedBooking["status"],
        type: booking.typeSlug,
        typeLabel: booking.typeLabel,
        kind: booking.kind,
        start: toKoreaIso(booking.startAt.getTime()),
        end: toKoreaIso(booking.endAt.getTime()),
        name: maskName(found.name),
        phoneLastFour: phoneLastFour(found.phone),
        needsReschedule: booking.needsReschedule,
        deadlineDate: booking.deadlineDate,
        changeable: (booking.status === "pending" || booking.status === "confirmed") && clock().getTime() < changeableUntil,
        officePhone: (await deps.settings.site()).phone,
      };
    },

    async cancel(token: string) {
      const found = await storage.byTokenHash(hashToken(token));
      if (!found) throw new NotFoundError("예약을 찾을 수 없습니다. 링크를 다시 확인해주세요.");
      const s = await settings();
      const { booking } = found;
      if (booking.status !== "pending" && booking.status !== "confirmed")
        throw new AppError(409, "NOT_ACTIVE", "이미 취소되었거나 끝난 예약입니다.");
      if (clock().getTime() > booking.startAt.getTime() - minutes(s.minimumRescheduleNoticeMin))
        throw new TooLateError((await deps.settings.site()).phone);
      const write = await deps.messages.prepare();
      const updated = await db.transaction(async (tx) => {
        const row = await createBookingsStorage(tx).update(booking.id, { status: "cancelled", statusReason: "신청인이 취소" });
        await write.cancelledByRequester(tx, row);
        return row;
      });
      deps.messages.wake();
      return { id: updated.id, status: updated.status };
    },

    async reschedule(token: string, body: unknown) {
      const { start } = rescheduleSchema.parse(body ?? {});
      const found = await storage.byTokenHash(hashToken(token));
      if (!found) throw new NotFoundError("예약을 찾을 수 없습니다. 링크를 다시 확인해주세요.");
      const s = await settings();
      const { booking } = found;
      if (booking.status !== "pending" && booking.status !== "confirmed")
        throw new AppError(409, "NOT_ACTIVE", "이미 취소되었거나 끝난 예약입니다.");
      if (clock().getTime() > booking.startAt.getTime() - minutes(s.minimumRescheduleNoticeMin))
        throw new TooLateError((await deps.settings.site()).phone);
      const type = s.types.find((t) => t.slug === booking.typeSlug) ?? {
        slug: booking.typeSlug,
        label: booking.typeLabel,
        kind: booking.kind as BookingType["kind"],
        durationMin: Math.round((booking.endAt.getTime() - booking.startAt.getTime()) / 60_000),
        feeKrw: null,
        description: "",
      };
      if (booking.deadlineDate && koreaDateOf(start) > booking.deadlineDate)
        throw new AppError(422, "AFTER_DEADLINE", `기한(${booking.deadlineDate}) 이후의 시간입니다. 기한 전의 시간을 선택해주세요.`);
      const calendar = await deps.holidays.calendar();
      const write = await deps.messages.prepare();
      try {
        const updated = await db.transaction(async (tx) => {
          const txStorage = createBookingsStorage(tx);
          await txStorage.lock();
          await checkFree({ storage: txStorage, calendar }, s, type, start, booking.deadlineDate ?? undefined, booking.id);
          const row = await txStorage.update(booking.id, {
            startAt: new Date(start),
            endAt: new Date(start + minutes(type.durationMin)),
            needsReschedule: false,
            // A new time waits for the attorney again, unless bookings are confirmed at once.
            status: s.confirmationMode === "auto" ? "confirmed" : "pending",
          });
          await write.rescheduled(tx, row);
          return row;
        });
        deps.messages.wake();
        return {
          id: updated.id,
          status: updated.status,
          start: toKoreaIso(updated.startAt.getTime()),
          end: toKoreaIso(updated.endAt.getTime()),
        };
      } catch (error) {
        if (isOverlap(error)) throw new SlotTakenError();
        throw error;
      }
    },
  };
}
export type BookingService = ReturnType<typeof createBookingService>;
