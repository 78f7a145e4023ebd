// Times of a booking in Korea time, whatever the server's or the browser's time zone: a Korea wall-clock time
// (a date and "HH:MM") becomes an instant by subtracting nine hours (Korea has no daylight saving), and an instant
// is written back as ISO 8601 with "+09:00", the booking API's form.
import { SEOUL_OFFSET_MS } from "../lib/seoul-clock";

const MINUTE_MS = 60_000;
const pad = (n: number) => String(n).padStart(2, "0");

/** The instant of a Korea wall-clock time: "2026-12-01" at "10:30" → epoch milliseconds. */
export function koreaInstant(date: string, time: string): number {
  return Date.parse(`${date}T${time}:00+09:00`);
}

/** "2026-12-01T10:30:00+09:00" for an instant. */
export function toKoreaIso(ms: number): string {
  const t = new Date(ms + SEOUL_OFFSET_MS);
  return (
    `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}` +
    `T${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}+09:00`
  );
}

/** The Korea calendar date of an instant ("2026-12-01"). */
export function koreaDateOf(ms: number): string {
  return toKoreaIso(ms).slice(0, 10);
}

/** Minutes after midnight, Korea time, of an instant. */
export function koreaMinuteOfDay(ms: number): number {
  const t = new Date(ms + SEOUL_OFFSET_MS);
  return t.getUTCHours() * 60 + t.getUTCMinutes();
}

/** "10:30" → 630. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(":").map(Number);
  return h * 60 + m;
}

export const minutes = (n: number) => n * MINUTE_MS;

/**
 * A strict ISO 8601 instant with an explicit offset ("…+09:00" or "…Z"), or null: a time without an offset would be
 * read in the server's zone, so it is refused rather than guessed.
 */
export function parseInstant(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}
