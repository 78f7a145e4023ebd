// Pure calendar rules: ISO dates (YYYY-MM-DD, a Korean calendar day, no time), adding days and months by the
// calendar, weekdays, and which days are closed for a filing (Saturday, Sunday and the public holidays given).
// No clock and no database: the holidays come in as a list, so the same rules run in tests, on the server and in
// the browser.

export const HOLIDAY_KINDS = ["statutory", "substitute", "temporary", "election"] as const;
export type HolidayKind = (typeof HOLIDAY_KINDS)[number];
export const HOLIDAY_SOURCES = ["seed", "kasi", "manual"] as const;
export type HolidaySource = (typeof HOLIDAY_SOURCES)[number];
/** A scheduled pull: waiting or retrying, done, or given up after its last attempt. */
export const HOLIDAY_PULL_STATUSES = ["pending", "done", "failed"] as const;

export const HOLIDAY_KIND_LABELS: Record<HolidayKind, string> = {
  statutory: "공휴일",
  substitute: "대체공휴일",
  temporary: "임시공휴일",
  election: "선거일",
};

export interface Holiday {
  date: string;
  name: string;
  kind: HolidayKind;
}

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The parts of a real calendar date written YYYY-MM-DD, or null (2026-02-30 and 2026-2-3 are not dates). */
export function parseIsoDate(value: string): CalendarDate | null {
  const m = ISO.exec(value);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (year < 1900 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

const pad = (n: number, w = 2) => String(n).padStart(w, "0");
const toIso = (d: CalendarDate) => `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;

function must(value: string): CalendarDate {
  const d = parseIsoDate(value);
  if (!d) throw new Error(`not a date: ${value}`);
  return d;
}

/** The date `days` calendar days after `iso` (negative: before). */
export function addDays(iso: string, days: number): string {
  const d = must(iso);
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return toIso({ year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() });
}

/** The same day number `months` later; a day the month lacks becomes its last day (01-31 + 1 month → 02-28). */
export function addMonthsClamped(iso: string, months: number): string {
  const d = must(iso);
  const index = d.year * 12 + (d.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return toIso({ year, month, day: Math.min(d.day, daysInMonth(year, month)) });
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(iso: string): number {
  const d = must(iso);
  return new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
}

const WEEKDAY_NAMES = ["일", "월", "화", "수", "목", "금", "토"] as const;

/** "2026년 12월 28일(월)". */
export function formatIsoKorean(iso: string): string {
  const d = must(iso);
  return `${d.year}년 ${d.month}월 ${d.day}일(${WEEKDAY_NAMES[weekday(iso)]})`;
}

/**
 * Why a day is closed for a filing, or null when it is a working day: Sunday and the listed public holidays
 * (관공서의 공휴일), and Saturday, which 형사소송법 §66③ treats like them for the end of a period.
 */
export function closedReason(iso: string, holidays: ReadonlyMap<string, Holiday>): string | null {
  const holiday = holidays.get(iso);
  if (holiday) return holiday.name;
  const w = weekday(iso);
  if (w === 6) return "토요일";
  if (w === 0) return "일요일";
  return null;
}

export function holidayMap(list: readonly Holiday[]): Map<string, Holiday> {
  return new Map(list.map((h) => [h.date, h]));
}

/** The last day of a period of `months` counted from `firstDay` (민법 §160 ②③, which 형사소송법 §66② follows), `firstDay` being day one. */
export function monthsLastDay(firstDay: string, months: number): string {
  const first = parseIsoDate(firstDay);
  if (!first) throw new Error(`not a date: ${firstDay}`);
  const target = parseIsoDate(addMonthsClamped(firstDay, months))!;
  // The target month has the same day number: the period ends the day before it.
  if (first.day <= daysInMonth(target.year, target.month)) return addDays(addMonthsClamped(firstDay, months), -1);
  // It has none: the period ends on that month's last day.
  return toIso({ year: target.year, month: target.month, day: daysInMonth(target.year, target.month) });
}
