// What the booking form sends (POST /api/bookings): the consultation form's own identity, consent, attribution and
// requestId fields under the same names, then the booking's: the type, the start, the situation first (an arrest or
// today never gets a calendar), a deadline the visitor holds, a short note and how to be reminded. The case facts
// are the request's; a booking adds a time.
import { z } from "../lib/zod";
import { NUL_MESSAGE, noNul } from "../lib/text-fields";
import { consultationRequestFields, requireAvoidTimeNote } from "../intake/consultation-input";
import { DEADLINE_KINDS } from "../tools/deadline-rules";
import { BOOKING_SITUATIONS, REMINDER_CHANNELS } from "./booking-options";
import { parseInstant } from "./korea-time";

const BOOKING_NOTE_MAX = 500;

const START_MESSAGE = "예약 시각을 다시 선택해주세요";

export const bookingRequestSchema = consultationRequestFields
  .omit({ content: true, urgency: true, consultationType: true, incidentDate: true })
  .extend({
    type: z.string({ error: "상담 종류를 선택해주세요" }).min(1, "상담 종류를 선택해주세요").max(40, "상담 종류를 선택해주세요"),
    start: z
      .string({ error: START_MESSAGE })
      .refine((v) => parseInstant(v) !== null, START_MESSAGE)
      .transform((v) => parseInstant(v)!),
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
  .refine((b) => b.situation !== "deadline" || b.deadline !== undefined, {
    message: "기한의 종류와 시작된 날짜를 입력해주세요",
    path: ["deadline"],
  })
  .refine((b) => b.reminderChannel !== "email" || b.email !== undefined, {
    message: "이메일로 알림을 받으려면 이메일 주소를 입력해주세요",
    path: ["email"],
  });
export type BookingRequest = z.output<typeof bookingRequestSchema>;

/** The start of a reschedule (POST /api/bookings/by-token/:token/reschedule). */
export const rescheduleSchema = z.object({
  start: z
    .string({ error: START_MESSAGE })
    .refine((v) => parseInstant(v) !== null, START_MESSAGE)
    .transform((v) => parseInstant(v)!),
});
