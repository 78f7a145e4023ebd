// When the first contact with a requester is due, by the urgency they chose (times in Korea time, UTC+9):
//
// - 매우 긴급: the set number of hours after arrival (2 by default); a request that arrives in the quiet hours
//   counts from their end ("2시간, 또는 조용한 시간대가 끝난 뒤 2시간").
// - 긴급: the end of the day it arrived (23:59); one that arrives after the start of night-time quiet hours that run
//   past midnight (22:00–08:00) is due at the end of the next day.
// - 보통, 여유: the office's promised reply window (office settings' replyWithinHours) after arrival.
//
// The attorney may turn the 긴급 rule off (then 긴급 follows the reply window too). The same rule is written in SQL
// for the list's orders and the overdue count (server/storage/response-clock-sql.ts); a storage test checks both agree.
import { quietHoursEnd, type QuietHours } from "./quiet-hours";
import { SEOUL_OFFSET_MS } from "../lib/seoul-clock";

export interface FirstContactRules {
  /** The office's promised reply window in hours (보통, 여유, and 긴급 when its own rule is off). */
  replyWithinHours: number;
  /** 매우 긴급: hours after arrival, or after the end of the quiet hours it arrived in. */
  emergencyHours: number;
  /** 긴급: the end of the day it arrived (true), or the reply window (false). */
  urgentSameDay: boolean;
  quiet: Pick<QuietHours, "enabled" | "start" | "end">;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** 23:59, the end of a Korea day as a deadline ("오후 11:59" reads as that day; midnight reads as the next). */
const END_OF_DAY_MS = DAY_MS - 60_000;

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Whether the quiet hours cross midnight and `at` falls in their evening part (from their start to midnight). */
export function inEveningQuietHours(at: Date, quiet: FirstContactRules["quiet"]): boolean {
  const start = minutes(quiet.start);
  const end = minutes(quiet.end);
  if (!quiet.enabled || start <= end) return false;
  const minuteOfDay = Math.floor(((((at.getTime() + SEOUL_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS) / 60_000);
  return minuteOfDay >= start;
}

/** When the first contact with a request of `urgency` that arrived at `createdAt` is due. */
export function firstContactDue(createdAt: Date, urgency: string, rules: FirstContactRules): Date {
  const arrived = createdAt.getTime();
  if (urgency === "emergency") {
    const from = quietHoursEnd(createdAt, { ...rules.quiet }) ?? createdAt;
    return new Date(from.getTime() + rules.emergencyHours * HOUR_MS);
  }
  if (urgency === "urgent" && rules.urgentSameDay) {
    const local = arrived + SEOUL_OFFSET_MS;
    const dayStart = local - (((local % DAY_MS) + DAY_MS) % DAY_MS);
    const days = inEveningQuietHours(createdAt, rules.quiet) ? 1 : 0;
    return new Date(dayStart + days * DAY_MS + END_OF_DAY_MS - SEOUL_OFFSET_MS);
  }
  return new Date(arrived + rules.replyWithinHours * HOUR_MS);
}

/** The rules as words for the settings screen and the digest: "매우 긴급 2시간 · 긴급 당일 · 보통·여유 24시간". */
export function firstContactRulesText(rules: Pick<FirstContactRules, "replyWithinHours" | "emergencyHours" | "urgentSameDay">): string {
  const urgent = rules.urgentSameDay ? "긴급 접수 당일" : `긴급 ${rules.replyWithinHours}시간`;
  return `매우 긴급 ${rules.emergencyHours}시간 · ${urgent} · 보통·여유 ${rules.replyWithinHours}시간`;
}
