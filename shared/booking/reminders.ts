// When a booking's reminders go out: one per offset before the start (e.g. a day and two hours before). A reminder
// whose time falls in the quiet window (e.g. 21:00–08:00 Korea time, possibly across midnight) moves EARLIER, to the
// moment the window opens, never later, so it never arrives after the time it reminds of. A reminder whose time has
// passed is dropped (a booking made the same afternoon gets no "tomorrow" reminder).
import { koreaDateOf, koreaInstant, koreaMinuteOfDay, minutes, minutesOf } from "./korea-time";
import { addDays } from "../holidays/calendar";

export interface QuietWindow {
  /** "HH:MM", Korea time; start after end means the window crosses midnight. */
  start: string;
  end: string;
}

/** Whether an instant lies in the quiet window. */
export function inQuiet(ms: number, quiet: QuietWindow): boolean {
  const m = koreaMinuteOfDay(ms);
  const s = minutesOf(quiet.start);
  const e = minutesOf(quiet.end);
  if (s === e) return false;
  return s < e ? m >= s && m < e : m >= s || m < e;
}

/** The moment the quiet window containing `ms` opened (its start, on the right Korea day). */
function quietOpenedAt(ms: number, quiet: QuietWindow): number {
  const s = minutesOf(quiet.start);
  const date = koreaDateOf(ms);
  // Across midnight and past it (e.g. 07:00 in 21:00–08:00): the window opened the evening before.
  const opened = koreaMinuteOfDay(ms) >= s ? date : addDays(date, -1);
  return koreaInstant(opened, quiet.start);
}

/**
 * When a message that need not go at once (the attorney's decision, a request for a new time) may go: now, or when
 * the quiet window containing now ends. A reminder is different: it moves earlier (reminderSchedule).
 */
export function afterQuiet(ms: number, quiet: QuietWindow | null): number {
  if (!quiet || !inQuiet(ms, quiet)) return ms;
  const date = koreaDateOf(ms);
  // Before the window's end on this Korea day (e.g. 07:00 in 21:00–08:00), it ends today; otherwise tomorrow.
  const end = koreaInstant(date, quiet.end);
  return end > ms ? end : koreaInstant(addDays(date, 1), quiet.end);
}

/** A booking's reminders, earliest first: each with the offset it was planned for (the first one when two meet). */
export function reminderSchedule(
  start: number,
  offsetsMin: readonly number[],
  quiet: QuietWindow | null,
  now: number,
): Array<{ offsetMin: number; at: number }> {
  const byTime = new Map<number, number>();
  for (const offset of offsetsMin) {
    let at = start - minutes(offset);
    if (quiet && inQuiet(at, quiet)) at = quietOpenedAt(at, quiet);
    if (at > now && at < start && !byTime.has(at)) byTime.set(at, offset);
  }
  return [...byTime].map(([at, offsetMin]) => ({ offsetMin, at })).sort((a, b) => a.at - b.at);
}

/** The send times of a booking's reminders, earliest first, without duplicates. */
export function reminderTimes(start: number, offsetsMin: readonly number[], quiet: QuietWindow | null, now: number): number[] {
  return reminderSchedule(start, offsetsMin, quiet, now).map((r) => r.at);
}
