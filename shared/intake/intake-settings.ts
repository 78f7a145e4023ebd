// What happens after a request is stored, as the attorney sets it: the acknowledgement sent to the requester
// (e-mail, and a text message when they consented), the text alert to the attorney's phone for urgent requests,
// the quiet hours when even urgent alerts wait, the morning digest's time, the first-contact deadlines of 매우 긴급
// and 긴급 requests, and the reasons offered for 미수임.
// One place for the rule of each field (the settings form and the server share it) and for a new install's values.
//
// The acknowledgement is informational only: its templates may use the placeholders below and nothing else, so
// no case fact (name, case type, content) can ever reach a text message or an e-mail copy of it.
import { normalizePhone } from "../lib/phone";
import { NUL_MESSAGE, noNul } from "../lib/text-fields";
import { z } from "../lib/zod";
import { advertisingIssues } from "../office/advertising-issues";
import { OFFICE_PLACEHOLDERS, unknownPlaceholders, upgradeLegacyPlaceholders } from "../office/office-placeholders";

/** The placeholders a template may use, with what each becomes: the request's number and the office's facts. */
export const INTAKE_PLACEHOLDERS = {
  "{접수번호}": "상담 신청 번호",
  ...OFFICE_PLACEHOLDERS,
} as const;
type IntakePlaceholder = keyof typeof INTAKE_PLACEHOLDERS;
export type IntakeTemplateValues = Record<IntakePlaceholder, string>;

export const INTAKE_LIMITS = {
  emailSubject: 80,
  emailBody: 1000,
  /** A long text message (LMS) holds 2,000 bytes; 300 characters keep it short and readable on a lock screen. */
  smsBody: 300,
  reason: 30,
  reasons: 20,
} as const;

/** A text's length in the bytes carriers count (EUC-KR: 2 per Korean character): up to 90 is one short SMS. */
export function smsBytes(text: string): number {
  let bytes = 0;
  for (const ch of text) bytes += ch.charCodeAt(0) < 128 ? 1 : 2;
  return bytes;
}
export const SMS_SHORT_BYTES = 90;

const TIME_MESSAGE = "시각은 00:00부터 23:59 사이의 HH:MM 형식으로 입력해주세요";
const clockTime = z
  .string({ error: TIME_MESSAGE })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, TIME_MESSAGE);

/** "22:30" → minutes after midnight (1350). */
export function minutesOfDay(time: string): number {
  const [h, m] = time.split(":").map(Number);
  return h * 60 + m;
}

const template = (max: number, empty: string, topic: string, multiline: boolean) =>
  z
    .string({ error: empty })
    .trim()
    .overwrite(upgradeLegacyPlaceholders)
    .min(1, empty)
    .max(max, `${topic} ${max}자 이내로 입력해주세요`)
    .refine(noNul, NUL_MESSAGE)
    .refine((v) => multiline || !/[\u0000-\u001f\u007f]/.test(v), "줄바꿈이나 제어 문자는 쓸 수 없습니다")
    .superRefine((v, ctx) => {
      const unknown = unknownPlaceholders(v, Object.keys(INTAKE_PLACEHOLDERS));
      if (unknown.length > 0) {
        ctx.addIssue({
          code: "custom",
          message: `쓸 수 없는 치환 문구입니다: ${unknown.join(", ")} (쓸 수 있는 것: ${Object.keys(INTAKE_PLACEHOLDERS).join(", ")})`,
        });
      }
    });

/** A whole number in [min, max] (the form sends numbers as typed text too). */
const whole = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

const ALERT_PHONE_MESSAGE = "알림을 받을 휴대전화 번호를 010-1234-5678 형식으로 입력해주세요";

export const intakeSettingsSchema = z.object({
  ackEmailSubject: template(INTAKE_LIMITS.emailSubject, "접수 확인 이메일의 제목을 입력해주세요", "이메일 제목은", false),
  ackEmailBody: template(INTAKE_LIMITS.emailBody, "접수 확인 이메일의 본문을 입력해주세요", "이메일 본문은", true),
  ackSmsBody: template(INTAKE_LIMITS.smsBody, "접수 확인 문자의 내용을 입력해주세요", "문자 내용은", true),
  /** The attorney's mobile number for urgent alerts (digits), or "" for none. */
  alertPhone: z
    .string({ error: ALERT_PHONE_MESSAGE })
    .trim()
    .refine((v) => v === "" || /^01[016789]\d{7,8}$/.test(normalizePhone(v) ?? ""), ALERT_PHONE_MESSAGE)
    .transform((v) => (v === "" ? "" : (normalizePhone(v) ?? v))),
  /** Which requests alert the attorney by text: 매우 긴급 only, or 긴급 and 매우 긴급. */
  alertUrgencies: z.enum(["emergency", "emergency_and_urgent"], { error: "긴급 알림을 보낼 요청을 선택해주세요" }),
  quietHours: z.object({
    enabled: z.boolean({ error: "방해 금지 시간 사용 여부를 선택해주세요" }),
    start: clockTime,
    end: clockTime,
    /** 매우 긴급 alerts go out even in quiet hours. */
    emergencyOverrides: z.boolean({ error: "매우 긴급 요청의 방해 금지 시간 예외 여부를 선택해주세요" }),
  }),
  digest: z.object({
    enabled: z.boolean({ error: "아침 요약 메일 사용 여부를 선택해주세요" }),
    time: clockTime,
  }),
  /** First-contact deadlines by urgency (first-contact-deadline.ts); 보통 and 여유 follow the office's reply window. */
  firstContact: z.object({
    emergencyHours: whole(1, 24, "매우 긴급 요청의 첫 연락 기한은 1~24시간으로 입력해주세요"),
    urgentSameDay: z.boolean({ error: "긴급 요청의 첫 연락 기한을 선택해주세요" }),
  }),
  /** Budgets for the messages the public form can trigger (docs/consultation-intake.md, "Budgets"). */
  limits: z.object({
    ackPerRecipientHours: whole(1, 168, "같은 연락처로 접수 확인을 다시 보내지 않는 시간은 1~168시간으로 입력해주세요"),
    acksPerHour: whole(0, 100_000, "시간당 접수 확인 한도는 0~100,000건으로 입력해주세요"),
    requestsPer10Minutes: whole(1, 100_000, "10분당 신규 신청 한도는 1~100,000건으로 입력해주세요"),
    alertEveryMinutes: whole(1, 240, "긴급 알림 문자 간격은 1~240분으로 입력해주세요"),
  }),
  notRetainedReasons: z
    .array(
      z
        .string({ error: "미수임 사유를 입력해주세요" })
        .trim()
        .min(1, "미수임 사유를 입력해주세요")
        .max(INTAKE_LIMITS.reason, `미수임 사유는 ${INTAKE_LIMITS.reason}자 이내로 입력해주세요`)
        .refine(noNul, NUL_MESSAGE),
      { error: "미수임 사유 목록이 올바르지 않습니다" },
    )
    .min(1, "미수임 사유를 하나 이상 입력해주세요")
    .max(INTAKE_LIMITS.reasons, `미수임 사유는 ${INTAKE_LIMITS.reasons}개까지 입력할 수 있습니다`)
    .refine((list) => new Set(list).size === list.length, "같은 미수임 사유가 두 번 있습니다"),
});

const TEMPLATE_FIELDS = ["ackEmailSubject", "ackEmailBody", "ackSmsBody"] as const;

/**
 * The acknowledgement is the office speaking to a prospective client, so the advertising rules hold in its three
 * templates like on the site; and a reply window may only be stated as the office's rule ("… 원칙으로 합니다"),
 * never as a promise: a request that arrives at night or on a holiday may wait longer.
 */
export function intakeAdvertisingIssues(
  s: IntakeSettings,
  specialties: readonly string[],
): Array<{ path: Array<string | number>; message: string }> {
  const out = advertisingIssues(
    TEMPLATE_FIELDS.map((field) => ({ path: [field], value: s[field] })),
    specialties,
  );
  for (const field of TEMPLATE_FIELDS) {
    const promised = s[field]
      .split(/(?<=[.!?。])\s+|\n+/)
      .find((sentence) => sentence.includes("{답변시간}") && !sentence.includes("원칙"));
    if (promised) {
      out.push({
        path: [field],
        message: `'${promised.trim()}': 답변 시간을 약속처럼 쓰지 말고 '{답변시간}에 연락드리는 것을 원칙으로 합니다'처럼 원칙으로 써주세요.`,
      });
    }
  }
  return out;
}

export type IntakeSettingsInput = z.input<typeof intakeSettingsSchema>;
export type IntakeSettings = z.output<typeof intakeSettingsSchema>;

/** A new install's values: informational acknowledgement texts, no alert phone, quiet hours 22:00–08:00. */
export const DEFAULT_INTAKE_SETTINGS: IntakeSettings = {
  ackEmailSubject: "[{사무소}] 상담 신청이 접수되었습니다 (접수번호 {접수번호})",
  ackEmailBody: [
    "상담 신청이 접수되었습니다.",
    "",
    "접수번호: {접수번호}",
    "변호사가 내용을 확인한 뒤 {답변시간}에 연락드리는 것을 원칙으로 합니다.",
    "급하신 경우 전화 주십시오: {전화번호}",
    "",
    "이 메일은 접수 사실만 알려드리며, 신청하신 내용은 담고 있지 않습니다.",
    "{사무소}",
  ].join("\n"),
  // Fits one short SMS (90 bytes) with a usual office name, reply window and phone number.
  ackSmsBody: "[{사무소}] 상담신청 접수(번호 {접수번호}). {답변시간} 연락이 원칙. 문의 {전화번호}",
  alertPhone: "",
  alertUrgencies: "emergency_and_urgent",
  // 매우 긴급 waits for the end of quiet hours too: urgency is the visitor's own choice on an anonymous form, so a
  // night-time page is the message a stranger can most easily trigger; the form and every acknowledgement give the
  // office phone for a real emergency at night (docs/consultation-intake.md, "Quiet hours").
  quietHours: { enabled: true, start: "22:00", end: "08:00", emergencyOverrides: false },
  digest: { enabled: true, time: "08:00" },
  firstContact: { emergencyHours: 2, urgentSameDay: true },
  limits: { ackPerRecipientHours: 24, acksPerHour: 20, requestsPer10Minutes: 30, alertEveryMinutes: 15 },
  notRetainedReasons: ["수임료 부담", "다른 변호사 선임", "사건 해결·취하", "상담만 원함", "업무 범위 밖"],
};
