// Korea time. Korea Standard Time is UTC+9 all year (no daylight saving), so times are computed by adding nine
// hours, not with the runtime's time zone or locale data: the server (often on UTC) and the browser produce the
// same characters, and a server-rendered page hydrates without a mismatch. Kept apart from shared/lib/dates.ts so
// the footer's year does not bring every date format into the script each page loads first.

/** A moment: a Date, epoch milliseconds, an ISO timestamp, or a calendar date "YYYY-MM-DD" (that day in Korea). */
export type DateInput = Date | number | string;

export const SEOUL_OFFSET_MS = 9 * 3600 * 1000;

export function toMillis(input: DateInput): number {
  if (input instanceof Date) return input.getTime();
  if (typeof input === "number") return input;
  if (/^\d{4}-\d{2}-\d{2}$/.test(input)) return Date.parse(`${input}T00:00:00+09:00`);
  return Date.parse(input);
}

/** The year in Korea (the footer's copyright year); NaN for an invalid date. */
export function seoulYear(input: DateInput): number {
  return new Date(toMillis(input) + SEOUL_OFFSET_MS).getUTCFullYear();
}
