// Which consultation times are free. A slot of a booking type is offered when:
// - it lies inside one of the office's weekly hours for that weekday (Korea time);
// - its day is not a public holiday (the holiday calendar) and the day's bookings have not reached maxPerDay;
// - it starts no earlier than now + minimumNoticeMin and on a day no later than the last day asked for (the
//   horizon, or a deadline's last day);
// - [start − bufferBeforeMin, end + bufferAfterMin] overlaps no pending or confirmed booking and no block (court
//   days and other absences).
// Starts step by slotIntervalMin from the beginning of each weekly range. Pure: the caller passes the clock, the
// holidays, the bookings and the blocks, so the server and tests compute the same days.
import { addDays, weekday } from "../holidays/calendar";
import { koreaInstant, minutes, minutesOf, toKoreaIso } from "./korea-time";

interface WeeklyHours {
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  weekday: number;
  /** Half-open ranges of Korea wall-clock time, "HH:MM". */
  ranges: Array<[string, string]>;
}

interface SlotRules {
  weekly: readonly WeeklyHours[];
  minimumNoticeMin: number;
  bufferBeforeMin: number;
  bufferAfterMin: number;
  slotIntervalMin: number;
  maxPerDay: number;
}

interface Busy {
  start: number;
  end: number;
}

export interface SlotDay {
  date: string;
  closed?: true;
  reason?: string;
  slots: Array<{ start: string; end: string }>;
}

export interface SlotQuery {
  rules: SlotRules;
  durationMin: number;
  /** Inclusive Korea dates. */
  from: string;
  to: string;
  now: number;
  /** Public holidays by date, with their names. */
  holidays: ReadonlyMap<string, { name: string }>;
  /** Pending and confirmed bookings (their own start and end, without buffers). */
  bookings: readonly Busy[];
  /** Blocks (court days, absences). */
  blocks: readonly Busy[];
  /** Pending and confirmed bookings per Korea date. */
  bookedPerDay: ReadonlyMap<string, number>;
  /** No day after this one is offered (a deadline's last day). */
  lastDay?: string;
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a date. */
export function isoWeekday(date: string): number {
  return weekday(date) === 0 ? 7 : weekday(date);
}

const overlaps = (a: Busy, b: Busy) => a.start < b.end && b.start < a.end;

/** Whether one slot [start, start + duration) is free under the rules (the server checks again before it books). */
export function slotIsFree(start: number, durationMin: number, q: Omit<SlotQuery, "from" | "to" | "lastDay" | "durationMin">): boolean {
  const end = start + minutes(durationMin);
  const padded = { start: start - minutes(q.rules.bufferBeforeMin), end: end + minutes(q.rules.bufferAfterMin) };
  if (start < q.now + minutes(q.rules.minimumNoticeMin)) return false;
  return !q.bookings.some((b) => overlaps(padded, b)) && !q.blocks.some((b) => overlaps(padded, b));
}

function daySlots(date: string, q: SlotQuery): SlotDay {
  if (q.lastDay && date > q.lastDay) return { date, closed: true, reason: "기한 이후", slots: [] };
  const holiday = q.holidays.get(date);
  if (holiday) return { date, closed: true, reason: holiday.name, slots: [] };
  const hours = q.rules.weekly.find((w) => w.weekday === isoWeekday(date));
  if (!hours || hours.ranges.length === 0) return { date, closed: true, reason: "휴무일", slots: [] };
  if ((q.bookedPerDay.get(date) ?? 0) >= q.rules.maxPerDay) return { date, closed: true, reason: "예약 마감", slots: [] };
  const slots: SlotDay["slots"] = [];
  for (const [open, close] of hours.ranges) {
    const closeMs = koreaInstant(date, close);
    for (let start = koreaInstant(date, open); start + minutes(q.durationMin) <= closeMs; start += minutes(q.rules.slotIntervalMin)) {
      if (slotIsFree(start, q.durationMin, q)) slots.push({ start: toKoreaIso(start), end: toKoreaIso(start + minutes(q.durationMin)) });
    }
  }
  return { date, slots };
}

/** The days from `from` to `to` (inclusive), each closed with its reason or with its free slots. */
export function freeSlots(q: SlotQuery): SlotDay[] {
  const days: SlotDay[] = [];
  for (let date = q.from; date <= q.to; date = addDays(date, 1)) days.push(daySlots(date, q));
  return days;
}

/** Whether a weekly range list is well formed: "HH:MM" pairs, each opening before it closes, not overlapping. */
export function rangesAreValid(ranges: ReadonlyArray<readonly [string, string]>): boolean {
  const sorted = [...ranges].map(([a, b]) => [minutesOf(a), minutesOf(b)] as const).sort((x, y) => x[0] - y[0]);
  return sorted.every(([a, b], i) => a < b && (i === 0 || sorted[i - 1][1] <= a));
}
