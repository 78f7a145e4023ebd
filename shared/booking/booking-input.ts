// What the booking form sends (POST /api/bookings): the consultation form's own identity, consent, attribution and
// requestId fields under the same names, then the booking's: the situation first (an arrest or today never gets a
// calendar, so the type and the start are asked only for a deadline or a general consultation), the type, the
// start, a deadline the visitor holds, a short note and how to be reminded. The case facts are the request's; a
// booking adds a time.
import { z } from "../lib/zod";
import { NUL_MESSAGE, noNul } from "../lib/text-fields";
import { consultationRequestFields, requireAvoidTimeNote } from "../intake/consultation-input";
import { DEADLINE_KINDS } from "../tools/deadline-rules";
import { BOOKING_SITUATIONS, REMINDER_CHANNELS } from "./booking-options";
import { parseInstant } from "./korea-time";

const BOOKING_NOTE_MAX = 500;

const START_MESSAGE = "예약 시각을 다시 선택해주세요";
const TYPE_MESSAGE = "상담 종류를 선택해주세요";

/** The situations that book a time (an arrest or today goes down the urgent path). */
const BOOKS_A_TIME: readonly string[] = ["deadline", "general"] satisfies (typeof BOOKING_SITUATIONS)[number][];

export const bookingRequestSchema = consultationRequestFields
  .omit({ content: true, urgency: true, consultationType: true, incidentDate: true })
  .extend({
    type: z.string({ error: TYPE_MESSAGE }).min(1, TYPE_MESSAGE).max(40, TYPE_MESSAGE).optional(),
    start: z
      .string({ error: START_MESSAGE })
      .refine((v) => parseInstant(v) !== null, START_MESSAGE)
      .transform((v) => parseInstant(v)!)
      .optional(),
    situation: z.enum(BOOKING_SITUATIONS, { error: "지금 상황을 선택해주세요" }),
    deadline: z
      .object({
        kind: z.enum(DEADLINE_KINDS, { error: "기한의 종류를 선택해주세요" }),
        startDate: z
          .string({ error: "기한이 시작된 날짜를 입력해주세요" })
          .regex(/^\d{4}-\d{2}-\d{2}$/, "기한이 시작된 날짜를 YYYY-MM-DD 형식으로 입력해주세요"),
      })
      .optional(),
    note: z
      .string({ error: "메모가 올바르지 않습니다" })
      .trim()
      .max(BOOKING_NOTE_MAX, `메모는 ${BOOKING_NOTE_MAX}자 이내로 입력해주세요`)
      .refine(noNul, NUL_MESSAGE)
      .optional()
      .transform((v) => (v ? v : undefined)),
    reminderChannel: z.enum(REMINDER_CHANNELS, { error: "알림 받을 방법을 선택해주세요" }),
  })
  .superRefine(requireAvoidTimeNote)
  .superRefine((b, ctx) => {
    // An arrest or today books no time: the type and the start are asked only when a time is booked.
    if (!BOOKS_A_TIME.includes(b.situation)) return;
    if (b.type === undefined) ctx.addIssue({ code: "custom", message: TYPE_MESSAGE, path: ["type"] });
    if (b.start === undefined) ctx.addIssue({ code: "custom", message: START_MESSAGE, path: ["start"] });
  })
  .refine((b) => b.situation !== "deadline" || b.deadline !== undefined, {
    message: "기한의 종류와 시작된 날짜를 입력해주세요",
    path: ["deadline"],
  })
  .refine((b) => b.reminderChannel !== "email" || b.email !== undefined, {
    message: "이메일로 알림을 받으려면 이메일 주소를 입력해주세요",
    path: ["email"],
  });
export type BookingRequest = z.output<typeof bookingRequestSchema>;

/** A request that books a time: its type and start are there (the schema requires them for these situations). */
type TimedBookingRequest = BookingRequest & { type: string; start: number };

/** Whether the request books a time (deadline or general), with the type and start the schema then requires. */
export function booksATime(b: BookingRequest): b is TimedBookingRequest {
  return BOOKS_A_TIME.includes(b.situation) && b.type !== undefined && b.start !== undefined;
}

/** The start of a reschedule (POST /api/bookings/by-token/:token/reschedule). */
export const rescheduleSchema = z.object({
  start: z
    .string({ error: START_MESSAGE })
    .refine((v) => parseInstant(v) !== null, START_MESSAGE)
    .transform((v) => parseInstant(v)!),
});
