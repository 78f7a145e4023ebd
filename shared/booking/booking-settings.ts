// The attorney's booking rules (a versioned setting like the office's facts): the weekly hours, the kinds of
// consultation offered, how far ahead and how close to now a slot may be, the buffers around each booking, the
// daily cap, whether a booking waits for the attorney's confirmation (after the conflict check) or is confirmed
// at once, and the reminders. A booking type is an advertisement: its label and description pass the advertising
// rules, and a type offered as free or cheap ("무료", "0원", a fee of 0) is refused (the bar's advertising rules
// forbid drawing clients with fees).
import { z } from "../lib/zod";
import { advertisingIssues } from "../office/advertising-issues";
import { rangesAreValid } from "./slots";

export const BOOKING_KINDS = ["phone", "video", "visit"] as const;

const TIME_MESSAGE = "시각은 00:00부터 24:00 사이의 HH:MM 형식으로 입력해주세요";
const clock = z.string({ error: TIME_MESSAGE }).regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, TIME_MESSAGE);
const whole = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

const bookingTypeSchema = z.object({
  slug: z
    .string({ error: "예약 종류의 주소를 입력해주세요" })
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "예약 종류의 주소는 영문 소문자, 숫자, 하이픈으로 입력해주세요")
    .max(40, "예약 종류의 주소는 40자 이내로 입력해주세요"),
  label: z
    .string({ error: "예약 종류의 이름을 입력해주세요" })
    .trim()
    .min(1, "예약 종류의 이름을 입력해주세요")
    .max(30, "이름은 30자 이내로 입력해주세요"),
  kind: z.enum(BOOKING_KINDS, { error: "전화·화상·방문 중 하나를 선택해주세요" }),
  durationMin: whole(10, 240, "상담 시간은 10~240분으로 입력해주세요"),
  /** The fee stated to the visitor, or null for "상담 후 안내". 0 passes the shape but the advertising rules refuse it (a free offer). */
  feeKrw: z.union([z.null(), whole(0, 10_000_000, "상담료는 1,000만 원 이하의 금액으로 입력하거나 비워 두세요")]),
  description: z.string({ error: "설명을 입력해주세요" }).trim().max(200, "설명은 200자 이내로 입력해주세요"),
});
export type BookingType = z.infer<typeof bookingTypeSchema>;

export const bookingSettingsSchema = z
  .object({
    weekly: z
      .array(
        z.object({
          weekday: whole(1, 7, "요일은 1(월)~7(일)로 입력해주세요"),
          ranges: z.array(z.tuple([clock, clock])).max(6, "하루에 상담 시간대는 6개까지 정할 수 있습니다"),
        }),
      )
      .max(7, "요일은 7개까지입니다")
      .refine((days) => new Set(days.map((d) => d.weekday)).size === days.length, "같은 요일이 두 번 있습니다")
      .refine((days) => days.every((d) => rangesAreValid(d.ranges)), "상담 시간대는 시작이 끝보다 앞서고 서로 겹치지 않게 입력해주세요"),
    types: z
      .array(bookingTypeSchema)
      .max(6, "예약 종류는 6개까지 정할 수 있습니다")
      .refine((types) => new Set(types.map((t) => t.slug)).size === types.length, "같은 주소의 예약 종류가 두 번 있습니다"),
    minimumNoticeMin: whole(0, 10_080, "최소 예약 간격은 0~10,080분(7일)으로 입력해주세요"),
    horizonDays: whole(1, 90, "예약 가능 기간은 1~90일로 입력해주세요"),
    bufferBeforeMin: whole(0, 240, "앞 여유 시간은 0~240분으로 입력해주세요"),
    bufferAfterMin: whole(0, 240, "뒤 여유 시간은 0~240분으로 입력해주세요"),
    slotIntervalMin: whole(5, 240, "예약 시작 간격은 5~240분으로 입력해주세요"),
    maxPerDay: whole(1, 100, "하루 최대 예약은 1~100건으로 입력해주세요"),
    confirmationMode: z.enum(["manual", "auto"], { error: "확정 방식을 선택해주세요" }),
    reminderOffsetsMin: z
      .array(whole(10, 10_080, "알림 시점은 상담 10분~7일 전으로 입력해주세요"))
      .max(3, "알림은 3번까지 정할 수 있습니다"),
    reminderQuiet: z.object({ start: clock, end: clock }),
    minimumRescheduleNoticeMin: whole(0, 10_080, "변경·취소 마감은 0~10,080분으로 입력해주세요"),
  })
  .strict();
export type BookingSettings = z.infer<typeof bookingSettingsSchema>;

const weekdays = (ranges: Array<[string, string]>) => [1, 2, 3, 4, 5].map((weekday) => ({ weekday, ranges }));

/** A new install: weekday mornings and afternoons, two types with the fee "상담 후 안내", manual confirmation. */
export const DEFAULT_BOOKING_SETTINGS: BookingSettings = {
  weekly: weekdays([
    ["10:00", "12:00"],
    ["14:00", "17:00"],
  ]),
  types: [
    {
      slug: "phone-30",
      label: "전화 상담 30분",
      kind: "phone",
      durationMin: 30,
      feeKrw: null,
      description: "정해진 시간에 변호사가 전화드립니다.",
    },
    {
      slug: "visit-60",
      label: "방문 상담 60분",
      kind: "visit",
      durationMin: 60,
      feeKrw: null,
      description: "사무소에서 자료를 함께 보며 상담합니다.",
    },
  ],
  minimumNoticeMin: 180,
  horizonDays: 21,
  bufferBeforeMin: 10,
  bufferAfterMin: 10,
  slotIntervalMin: 30,
  maxPerDay: 6,
  confirmationMode: "manual",
  reminderOffsetsMin: [1440, 120],
  reminderQuiet: { start: "21:00", end: "08:00" },
  minimumRescheduleNoticeMin: 180,
};

const FREE_OFFER = /무료|공짜|0\s?원(?![0-9])|무상/;
const FREE_MESSAGE =
  "무료·0원처럼 비용을 내세운 상담 상품은 변호사 광고에 관한 규정(무료·염가 유인 금지)으로 쓸 수 없습니다. 상담료를 적거나 비워 두세요(상담 후 안내).";

/** The advertising refusals of the booking types: the general rules on label and description, and any free offer. */
export function bookingAdvertisingIssues(
  s: BookingSettings,
  specialties: readonly string[],
): Array<{ path: Array<string | number>; message: string }> {
  const out = advertisingIssues(
    s.types.flatMap((t, i) => [
      { path: ["types", i, "label"], value: t.label },
      { path: ["types", i, "description"], value: t.description },
    ]),
    specialties,
  );
  s.types.forEach((t, i) => {
    for (const field of ["label", "description"] as const) {
      const already = out.some((o) => o.path[1] === i && o.path[2] === field);
      if (!already && FREE_OFFER.test(t[field])) out.push({ path: ["types", i, field], message: FREE_MESSAGE });
    }
    if (t.feeKrw === 0) out.push({ path: ["types", i, "feeKrw"], message: FREE_MESSAGE });
  });
  return out;
}
