// The consultation request: one schema for the form (client) and the API (server).
import { z } from "../lib/zod";
import { AVOID_TIMES, CASE_TYPES, CONSULTATION_TYPES, CONTACT_METHODS, CURRENT_STATUSES, URGENCIES } from "./options";
import { isRealDate } from "../lib/dates";
import { normalizePhone } from "../lib/phone";

import { CONSULTATION_AGE, CONSULTATION_LIMITS } from "./consultation-limits";
import { CONTROL_CHARACTER_MESSAGE, isSingleLine, NUL_MESSAGE, noNul } from "../lib/text-fields";

const EMAIL_MESSAGE = "올바른 이메일 형식을 입력해주세요";

/** The answer to an age under 14, on the form and from the API. */
const UNDER_AGE_MESSAGE = `만 ${CONSULTATION_AGE.min}세 미만은 직접 상담을 신청할 수 없습니다. 부모님 등 법정대리인이 대신 신청해주세요.`;

const AGE_CONFIRMATION_MESSAGE = `신청하는 분이 만 ${CONSULTATION_AGE.min}세 이상인지 확인해주세요. 만 ${CONSULTATION_AGE.min}세 미만은 부모님 등 법정대리인이 신청해주세요.`;

/** Trimmed required text with a Korean message for empty input, a length cap and no NUL characters. */
function requiredText(emptyMessage: string, max: number, tooLongMessage: string) {
  return z.string({ error: emptyMessage }).trim().min(1, emptyMessage).max(max, tooLongMessage).refine(noNul, NUL_MESSAGE);
}

function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .refine(noNul, NUL_MESSAGE)
    .optional()
    .transform((v) => (v ? v : undefined));
}

/** An optional choice among `values`: the empty choice (or none) is undefined. */
function emptyOrOneOf<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .union([z.literal(""), z.enum(values)], { error: message })
    .optional()
    .transform((v) => (v ? v : undefined));
}

/** A real calendar date in YYYY-MM-DD, not after today (Korea time, one day of slack). */
export function isPastOrTodayDate(value: string): boolean {
  return isRealDate(value) && Date.parse(`${value}T00:00:00Z`) <= Date.now() + 24 * 3600 * 1000;
}

const consultationSourceSchema = z
  .object({
    landingPage: optionalText(CONSULTATION_LIMITS.source),
    referrer: optionalText(CONSULTATION_LIMITS.source),
    utmSource: optionalText(CONSULTATION_LIMITS.source),
    utmMedium: optionalText(CONSULTATION_LIMITS.source),
    utmCampaign: optionalText(CONSULTATION_LIMITS.source),
    utmTerm: optionalText(CONSULTATION_LIMITS.source),
    utmContent: optionalText(CONSULTATION_LIMITS.source),
    ctaSource: optionalText(CONSULTATION_LIMITS.source),
  })
  .partial();

/** The request's fields; the booking form shares them (shared/booking/booking-input.ts). */
export const consultationRequestFields = z.object({
  name: requiredText("이름을 입력해주세요", CONSULTATION_LIMITS.name, `이름은 ${CONSULTATION_LIMITS.name}자 이내로 입력해주세요`).refine(
    isSingleLine,
    CONTROL_CHARACTER_MESSAGE,
  ),
  phone: z
    .string({ error: "연락처를 입력해주세요" })
    .trim()
    .min(1, "연락처를 입력해주세요")
    .refine(isSingleLine, { message: CONTROL_CHARACTER_MESSAGE, abort: true })
    .max(30, "올바른 연락처를 입력해주세요 (예: 010-1234-5678)")
    .refine((v) => v.length === 0 || normalizePhone(v) !== null, "올바른 연락처를 입력해주세요 (예: 010-1234-5678)")
    .transform((v) => normalizePhone(v) ?? v),
  email: z
    .string({ error: EMAIL_MESSAGE })
    .trim()
    .refine(isSingleLine, { message: CONTROL_CHARACTER_MESSAGE, abort: true })
    .pipe(
      z.union([z.literal(""), z.string().max(CONSULTATION_LIMITS.email, EMAIL_MESSAGE).pipe(z.email(EMAIL_MESSAGE))], {
        error: EMAIL_MESSAGE,
      }),
    )
    .optional()
    .transform((v) => (v ? v.toLowerCase() : undefined)),
  age: z
    .preprocess(
      (v) => (v === "" || v === null ? undefined : typeof v === "string" ? Number(v) : v),
      z
        .number({ error: "나이는 숫자로 입력해주세요" })
        .int("나이는 정수로 입력해주세요")
        .min(CONSULTATION_AGE.min, UNDER_AGE_MESSAGE)
        .max(CONSULTATION_AGE.max, `나이는 ${CONSULTATION_AGE.max}세 이하로 입력해주세요`)
        .optional(),
    )
    .optional(),
  caseType: z.enum(CASE_TYPES, { error: "사건 유형을 선택해주세요" }),
  currentStatus: z.enum(CURRENT_STATUSES, { error: "현재 상황을 선택해주세요" }),
  urgency: z.enum(URGENCIES, { error: "긴급도를 선택해주세요" }),
  incidentDate: z
    .union([z.literal(""), z.string().refine(isPastOrTodayDate, "올바른 날짜를 입력해주세요 (오늘 이전 날짜)")], {
      error: "올바른 날짜를 입력해주세요 (오늘 이전 날짜)",
    })
    .optional()
    .transform((v) => (v ? v : undefined)),
  consultationType: z
    .union([z.literal(""), z.enum(CONSULTATION_TYPES)], { error: "상담 방식을 다시 선택해주세요" })
    .optional()
    .transform((v) => (v ? v : undefined)),
  content: requiredText(
    "상담 내용을 입력해주세요",
    CONSULTATION_LIMITS.content,
    `상담 내용은 ${CONSULTATION_LIMITS.content.toLocaleString("ko-KR")}자 이내로 입력해주세요`,
  ),
  /** How and when the requester may be contacted (contact-preferences.ts), all optional. */
  contactMethod: emptyOrOneOf(CONTACT_METHODS, "연락 방법을 다시 선택해주세요"),
  avoidTime: emptyOrOneOf(AVOID_TIMES, "피해야 할 시간을 다시 선택해주세요"),
  avoidTimeNote: z
    .string({ error: "피해야 할 시간을 글자로 적어주세요" })
    .trim()
    .max(CONSULTATION_LIMITS.avoidTimeNote, `피해야 할 시간은 ${CONSULTATION_LIMITS.avoidTimeNote}자 이내로 적어주세요`)
    .refine(isSingleLine, CONTROL_CHARACTER_MESSAGE)
    .optional()
    .transform((v) => (v ? v : undefined)),
  noMessages: z.boolean({ error: "메시지 남기기 여부가 올바르지 않습니다" }).optional(),
  privacyAgreed: z.literal(true, { error: "개인정보 수집 및 이용에 동의해주세요" }),
  sensitiveAgreed: z.literal(true, { error: "민감정보 처리에 동의해주세요" }),
  ageConfirmed: z.literal(true, { error: AGE_CONFIRMATION_MESSAGE }),
  /** Optional consent to the visit's source (ATTRIBUTION_CONSENT): without it, `source` is not stored. */
  sourceAgreed: z.boolean({ error: "유입 경로 동의 여부가 올바르지 않습니다" }).optional(),
  /** Optional consent to a text confirming receipt (SMS_ACK_CONSENT): without it, no text is sent. */
  smsConsent: z.boolean({ error: "접수 확인 문자 동의 여부가 올바르지 않습니다" }).optional(),
  /** Generated when the form opens; a repeat with the same id stores one request. */
  requestId: z.uuid("요청 식별자가 올바르지 않습니다").optional(),
  source: consultationSourceSchema.optional(),
  /** Honeypot: hidden from people, filled in by bots. */
  website: z.string().max(500).optional(),
});

/** "직접 입력" needs the requester's own words (kept only with that choice: contact-preferences.ts). */
export function requireAvoidTimeNote(request: { avoidTime?: string; avoidTimeNote?: string }, ctx: z.RefinementCtx): void {
  if (request.avoidTime === "custom" && !request.avoidTimeNote)
    ctx.addIssue({ code: "custom", path: ["avoidTimeNote"], message: "피해야 할 시간을 적어주세요 (예: 평일 오전)" });
}

export const consultationRequestSchema = consultationRequestFields.superRefine(requireAvoidTimeNote);

export type ConsultationRequestInput = z.input<typeof consultationRequestSchema>;
export type ConsultationRequest = z.output<typeof consultationRequestSchema>;
