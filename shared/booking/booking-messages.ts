// The messages a requester gets about their booking: its reminders, the attorney's decision and the request to pick
// a new time. Informational only, and written for a phone that someone else may read: the day and time (Korea
// time), the office phone and the manage link, the person only as their masked name (김○○). Never the kind of
// matter, the visitor's note or anything that would tell a reader what the consultation is about.
import { joinEmailBody } from "../intake/intake-messages";
import { formatKoreanMonthDayWeekdayTime } from "../lib/dates";
import { maskName } from "./masking";

/** What a booking message says: whose (masked here), when, the office phone, and the manage link when it has one. */
export interface BookingMessageFacts {
  name: string;
  /** The booking's start (for a proposal: the proposed time). */
  start: number;
  officePhone: string;
  manageUrl: string | null;
}

/** The attorney's decision as the requester hears it. */
export type BookingOutcome = "confirmed" | "rescheduled" | "declined" | "proposed" | "cancelled";

export type MessageChannel = "sms" | "email";

function compose(channel: MessageChannel, subject: string, lines: Array<string | null>): string {
  const text = lines.filter((l): l is string => Boolean(l)).join("\n");
  return channel === "email" ? joinEmailBody(subject, text) : `[${subject}]\n${text}`;
}

const contact = (f: BookingMessageFacts) => (f.officePhone ? `문의: ${f.officePhone}` : null);
const link = (label: string, f: BookingMessageFacts) => (f.manageUrl ? `${label}: ${f.manageUrl}` : null);

/** A reminder before the consultation. */
export function bookingReminderMessage(channel: MessageChannel, f: BookingMessageFacts): string {
  return compose(channel, "상담 예약 안내", [
    `${maskName(f.name)}님, ${formatKoreanMonthDayWeekdayTime(f.start)}에 상담 예약이 있습니다.`,
    link("예약 확인·변경", f),
    contact(f),
  ]);
}

const OUTCOME: Record<BookingOutcome, { subject: string; line: (when: string) => string; linkLabel: string | null }> = {
  confirmed: { subject: "상담 예약 확정", line: (when) => `${when} 상담 예약이 확정되었습니다.`, linkLabel: "예약 확인·변경" },
  rescheduled: {
    subject: "상담 예약 변경 확정",
    line: (when) => `변경하신 ${when} 상담 예약이 확정되었습니다.`,
    linkLabel: "예약 확인·변경",
  },
  declined: {
    subject: "상담 예약 안내",
    line: (when) => `신청하신 ${when} 상담 예약은 사정상 진행하기 어렵게 되었습니다. 전화로 다시 안내드리겠습니다.`,
    linkLabel: null,
  },
  proposed: {
    subject: "상담 시간 제안",
    line: (when) => `신청하신 시간에는 상담이 어려워 다른 시간을 제안드립니다. 제안 시간: ${when}. 괜찮으시면 전화로 알려주세요.`,
    linkLabel: "예약 확인",
  },
  cancelled: {
    subject: "상담 예약 취소",
    line: (when) => `${when} 상담 예약이 사무소 사정으로 취소되었습니다. 불편을 드려 죄송합니다.`,
    linkLabel: null,
  },
};

/** The attorney's decision on a booking (for a proposal, `start` is the proposed time). */
export function bookingOutcomeMessage(channel: MessageChannel, outcome: BookingOutcome, f: BookingMessageFacts): string {
  const o = OUTCOME[outcome];
  return compose(channel, o.subject, [
    `${maskName(f.name)}님, ${o.line(formatKoreanMonthDayWeekdayTime(f.start))}`,
    o.linkLabel ? link(o.linkLabel, f) : null,
    contact(f),
  ]);
}

/** The booked time can no longer be kept (a block now covers it): the requester is asked to pick another. */
export function bookingRescheduleMessage(channel: MessageChannel, f: BookingMessageFacts): string {
  return compose(channel, "상담 시간 변경 요청", [
    `${maskName(f.name)}님, 사무소 일정으로 ${formatKoreanMonthDayWeekdayTime(f.start)} 상담을 진행하기 어렵게 되었습니다.`,
    f.manageUrl ? `아래 링크에서 새 시간을 선택해주세요: ${f.manageUrl}` : "전화로 새 시간을 정해주세요.",
    contact(f),
  ]);
}
