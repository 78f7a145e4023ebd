// Times of the public booking pages in words, Korea time: a day ("12월 22일 (화)"), a slot's time, the days left
// to a deadline ("기한 D-3"), and the seven days shown at a time.
import { addDays, weekday } from "../holidays/calendar";
import { slotTimeText } from "./booking-display";

const WEEKDAY_NAMES = ["일", "월", "화", "수", "목", "금", "토"] as const;

/** "12월 22일 (화)" of a date "2026-12-22". */
export function dayText(iso: string): string {
  const [, m, d] = iso.split("-").map(Number);
  return `${m}월 ${d}일 (${WEEKDAY_NAMES[weekday(iso)]})`;
}

/** "오전 10:00" of a slot's start, Korea time. */
export function slotClockText(iso: string): string {
  return slotTimeText(iso).replace(/^.*\) /, "");
}

/** Calendar days from `today` to a deadline's last day: 0 on the day itself ("기한 D-0"). */
function daysLeft(today: string, lastDay: string): number {
  return Math.round((Date.parse(`${lastDay}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** "기한 D-3", "기한 당일" on the last day, "기한 지남" after it. */
export function deadlineBadge(today: string, lastDay: string): string {
  const n = daysLeft(today, lastDay);
  if (n < 0) return "기한 지남";
  return n === 0 ? "기한 당일 (D-0)" : `기한 D-${n}`;
}

/** The seven days shown from `from`, never past `lastDay` when a deadline limits them. */
export function weekOf(from: string, lastDay?: string): { from: string; to: string } {
  const to = addDays(from, 6);
  return { from, to: lastDay && lastDay < to ? (lastDay < from ? from : lastDay) : to };
}
