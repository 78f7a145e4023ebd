// The back office's week of bookings: weeks start on Monday (Korea dates), and a deadline is written "기한 D-n"
// counted in Korea calendar days.
import { koreaDateOf } from "./korea-time";

const DAY_MS = 86_400_000;
const WEEKDAYS = ["일", "월", "화", "수", "목", "금", "토"];

const utcOf = (date: string) => Date.parse(`${date}T00:00:00Z`);
const dateOfUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The date `days` after a Korea date ("2026-12-01" + 6 → "2026-12-07"). */
export function addDays(date: string, days: number): string {
  return dateOfUtc(utcOf(date) + days * DAY_MS);
}

/** The Monday of the week holding a Korea date. */
export function mondayOf(date: string): string {
  const weekday = new Date(utcOf(date)).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** The Monday of this week, Korea time. */
export function thisMonday(now = Date.now()): string {
  return mondayOf(koreaDateOf(now));
}

/** The seven dates of the week starting `monday`. */
export function weekDates(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** "12월 1일 (화)". */
export function dayHeading(date: string): string {
  const [, m, d] = date.split("-").map(Number);
  return `${m}월 ${d}일 (${WEEKDAYS[new Date(utcOf(date)).getUTCDay()]})`;
}

/** "기한 D-3" (D-day on the day itself, "기한 지남" after it) for a deadline's last day seen on `today`. */
export function deadlineTag(deadline: string, today: string): string {
  const days = Math.round((utcOf(deadline) - utcOf(today)) / DAY_MS);
  if (days < 0) return "기한 지남";
  return days === 0 ? "기한 D-day" : `기한 D-${days}`;
}

/** "10:30" of an ISO instant written with "+09:00" (the booking API's form). */
export function clockOf(iso: string): string {
  return iso.slice(11, 16);
}
