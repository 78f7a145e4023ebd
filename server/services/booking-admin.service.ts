// The attorney's side of booking: the bookings of a period with the request's conflict check, a booking's status
// (확정 only after the conflict check when bookings wait for confirmation; a cancellation is never a no-show), and
// the blocks (court days, absences) that close times. A new block over a pending or confirmed booking marks it
// "재조정 필요". The requester hears the decision and the new-time request (booking-messages.service.ts): the
// messages are written in the transaction that stores the change, so one is never stored without the other.
import { BOOKING_STATUSES, type BookingStatus } from "@shared/booking/booking-options";
import { parseInstant, toKoreaIso } from "@shared/booking/korea-time";
import { z } from "@shared/lib/zod";
import type { Db } from "../db";
import { AppError, NotFoundError, ValidationError } from "../lib/errors";
import { createBookingsStorage } from "../storage/bookings.storage";
import type { BookingMessages } from "./booking-messages.service";
import type { SiteSettingsService } from "./site-settings.service";

const instant = (message: string) =>
  z
    .string({ error: message })
    .refine((v) => parseInstant(v) !== null, message)
    .transform((v) => new Date(parseInstant(v)!));

const patchSchema = z.object({
  status: z.enum(["confirmed", "declined", "completed", "no_show", "cancelled"], { error: "바꿀 예약 상태를 선택해주세요" }),
  reason: z.string().trim().max(200, "사유는 200자 이내로 입력해주세요").optional(),
  proposeStart: instant("제안할 시각이 올바르지 않습니다").optional(),
});

const blockSchema = z
  .object({
    start: instant("시작 시각을 입력해주세요 (예: 2026-12-01T09:00:00+09:00)"),
    end: instant("끝 시각을 입력해주세요 (예: 2026-12-01T18:00:00+09:00)"),
    label: z
      .string({ error: "일정 이름을 입력해주세요" })
      .trim()
      .min(1, "일정 이름을 입력해주세요")
      .max(60, "일정 이름은 60자 이내로 입력해주세요"),
  })
  .refine((b) => b.end > b.start, { message: "끝 시각은 시작 시각보다 뒤여야 합니다", path: ["end"] });

/** Which status may follow which: a booking that ended stays ended. */
const NEXT: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ["confirmed", "declined", "cancelled"],
  confirmed: ["completed", "no_show", "cancelled", "declined"],
  declined: [],
  completed: [],
  no_show: [],
  cancelled: [],
};

function period(query: Record<string, unknown>): { from: Date; to: Date } {
  const date = (v: unknown) => (typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null);
  const from = date(query.from);
  const to = date(query.to);
  if (!from || !to || to < from)
    throw new ValidationError({ from: ["기간을 YYYY-MM-DD 형식으로 입력해주세요"] }, "기간을 YYYY-MM-DD 형식으로 입력해주세요");
  return { from: new Date(`${from}T00:00:00+09:00`), to: new Date(Date.parse(`${to}T00:00:00+09:00`) + 86_400_000) };
}

export function createBookingAdminService(
  db: Db,
  deps: { settings: Pick<SiteSettingsService, "current">; messages: Pick<BookingMessages, "prepare" | "wake" | "list"> },
) {
  const storage = createBookingsStorage(db);
  return {
    async list(query: Record<string, unknown>) {
      const { from, to } = period(query);
      const status = typeof query.status === "string" && query.status ? query.status.split(",") : null;
      if (status && !status.every((s) => (BOOKING_STATUSES as readonly string[]).includes(s)))
        throw new ValidationError({ status: ["예약 상태가 올바르지 않습니다"] }, "예약 상태가 올바르지 않습니다");
      const rows = await storage.list(from, to, status as BookingStatus[] | null);
      return rows.map((r) => ({
        id: r.booking.id,
        consultationId: r.booking.consultationId,
        status: r.booking.status,
        type: r.booking.typeSlug,
        typeLabel: r.booking.typeLabel,
        kind: r.booking.kind,
        start: toKoreaIso(r.booking.startAt.getTime()),
        end: toKoreaIso(r.booking.endAt.getTime()),
        name: r.name,
        phone: r.phone,
        caseType: r.caseType,
        situation: r.booking.situation,
        deadlineDate: r.booking.deadlineDate,
        needsReschedule: r.booking.needsReschedule,
        proposedStart: r.booking.proposedStartAt ? toKoreaIso(r.booking.proposedStartAt.getTime()) : null,
        conflictCheck: r.conflictResult ? { result: r.conflictResult, checkedAt: r.conflictCheckedAt } : null,
      }));
    },

    async patch(id: number, body: unknown) {
      const input = patchSchema.parse(body ?? {});
      const booking = await storage.byId(id);
      if (!booking) throw new NotFoundError("예약을 찾을 수 없습니다.");
      if (!NEXT[booking.status as BookingStatus].includes(input.status))
        throw new AppError(409, "INVALID_TRANSITION", "이 예약은 지금 상태에서 그렇게 바꿀 수 없습니다.");
      if (input.status === "confirmed" && (await deps.settings.current("booking")).confirmationMode === "manual") {
        const check = await storage.conflictCheckOf(booking.consultationId);
        if (!check?.result || check.result === "conflict")
          throw new AppError(
            409,
            "CONFLICT_CHECK_REQUIRED",
            check?.result === "conflict"
              ? "이해충돌이 확인된 신청은 확정할 수 없습니다."
              : "확정하기 전에 이해충돌 확인 결과를 기록해주세요(변호사법 제31조).",
          );
      }
      // Read before the transaction: inside it, only the transaction's own connection may be used.
      const write = await deps.messages.prepare();
      const updated = await db.transaction(async (tx) => {
        const row = await createBookingsStorage(tx).update(id, {
          status: input.status,
          statusReason: input.reason ?? null,
          proposedStartAt: input.proposeStart ?? null,
        });
        await write.decided(tx, row);
        return row;
      });
      deps.messages.wake();
      return { id: updated.id, status: updated.status };
    },

    /** The booking's messages (reminders, decisions, the request for a new time) in the order they are due. */
    async messages(id: number) {
      if (!(await storage.byId(id))) throw new NotFoundError("예약을 찾을 수 없습니다.");
      return { messages: await deps.messages.list(id) };
    },

    async blocks(query: Record<string, unknown>) {
      const { from, to } = period(query);
      return (await storage.blocks(from, to)).map((b) => ({
        id: b.id,
        start: toKoreaIso(b.startAt.getTime()),
        end: toKoreaIso(b.endAt.getTime()),
        label: b.label,
        source: b.source,
      }));
    },

    /** Adds a block; the pending and confirmed bookings under it are marked for a new time. */
    async addBlock(body: unknown) {
      const input = blockSchema.parse(body ?? {});
      const write = await deps.messages.prepare();
      const { block, marked } = await db.transaction(async (tx) => {
        const txStorage = createBookingsStorage(tx);
        await txStorage.lock();
        const block = await txStorage.addBlock({ startAt: input.start, endAt: input.end, label: input.label });
        const marked = await txStorage.markNeedsReschedule(input.start, input.end);
        await write.blocked(tx, block.id, marked);
        return { block, marked };
      });
      deps.messages.wake();
      return {
        id: block.id,
        start: toKoreaIso(block.startAt.getTime()),
        end: toKoreaIso(block.endAt.getTime()),
        label: block.label,
        needsReschedule: marked.map((b) => b.id),
      };
    },

    async removeBlock(id: number) {
      if (!(await storage.removeBlock(id))) throw new NotFoundError("일정을 찾을 수 없습니다.");
    },
  };
}
export type BookingAdminService = ReturnType<typeof createBookingAdminService>;
