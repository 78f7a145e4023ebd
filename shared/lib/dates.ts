// Every date and time the app writes, always in Korea time (the clock itself is in shared/lib/seoul-clock.ts). Hours
// are on the 12-hour clock with 오전/오후, as Korean readers expect (midnight is 오전 12:00).
import { SEOUL_OFFSET_MS, toMillis, type DateInput } from "./seoul-clock";

export { seoulYear, type DateInput } from "./seoul-clock";

/**
 * When a guide (an article or an interview) last changed, as its JSON-LD `dateModified` and its Open Graph
 * `article:modified_time` both say: its last edit or its last legal review, whichever is later. Kept here, in
 * the dates every guide page already loads, rather than with the JSON-LD, which loads apart.
 */
export function guideModified(updatedAt: string, review: { reviewedAt: string } | null): string {
  return review && review.reviewedAt > updatedAt ? review.reviewedAt : updatedAt;
}

interface SeoulParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The calendar fields of a moment as a clock in Seoul shows them, or null for an invalid date. */
function seoulParts(input: DateInput): SeoulParts | null {
  const ms = toMillis(input);
  if (!Number.isFinite(ms)) return null;
  const k = new Date(ms + SEOUL_OFFSET_MS);
  return { year: k.getUTCFullYear(), month: k.getUTCMonth() + 1, day: k.getUTCDate(), hour: k.getUTCHours(), minute: k.getUTCMinutes() };
}

const pad2 = (n: number) => String(n).padStart(2, "0");
const ymd = (p: SeoulParts) => `${p.year}-${pad2(p.month)}-${pad2(p.day)}`;
const clock = (p: SeoulParts) => `${p.hour < 12 ? "오전" : "오후"} ${p.hour % 12 || 12}:${pad2(p.minute)}`;

/** "2025년 8월 18일": the date shown on articles, interviews and the back office. Empty for an invalid date. */
export function formatKoreanDate(input: DateInput): string {
  const p = seoulParts(input);
  return p ? `${p.year}년 ${p.month}월 ${p.day}일` : "";
}

/** "2025년 8월 18일 오후 3:05": when something happened (requests, consents, history, access log, e-mail). */
export function formatKoreanDateTime(input: DateInput): string {
  const p = seoulParts(input);
  return p ? `${p.year}년 ${p.month}월 ${p.day}일 ${clock(p)}` : "";
}

/** "8월 18일 오후 3:05": a moment in the coming days, where the year goes without saying. */
export function formatKoreanMonthDayTime(input: DateInput): string {
  const p = seoulParts(input);
  return p ? `${p.month}월 ${p.day}일 ${clock(p)}` : "";
}

const WEEKDAYS = ["일", "월", "화", "수", "목", "금", "토"];

/** "12월 1일 (화) 오전 9:00": when something is planned (a scheduled post), with its day of the week. */
export function formatKoreanMonthDayWeekdayTime(input: DateInput): string {
  const p = seoulParts(input);
  if (!p) return "";
  const weekday = WEEKDAYS[new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay()];
  return `${p.month}월 ${p.day}일 (${weekday}) ${clock(p)}`;
}

/** "오후 3:05": a moment later today. */
export function formatKoreanTime(input: DateInput): string {
  const p = seoulParts(input);
  return p ? clock(p) : "";
}

/** "2025-08-18": the Korea date, sortable, for file names and comparisons. */
export function seoulDate(input: DateInput): string {
  const p = seoulParts(input);
  return p ? ymd(p) : "";
}

/** "2025-08-18 15:05": Korea time, sortable, 24-hour clock, for exports. */
export function seoulDateTime(input: DateInput): string {
  const p = seoulParts(input);
  return p ? `${ymd(p)} ${pad2(p.hour)}:${pad2(p.minute)}` : "";
}

/** A real calendar date written YYYY-MM-DD (rejects 2025-02-30 and 2025-13-01). */
export function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split("-").map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 1900;
}
