// The next-contact choices offered after a call: this evening (19:00 Korea time, while it is still ahead), tomorrow
// morning (10:00), a time typed in, or none. Pure: the caller passes the current time.
import { SEOUL_OFFSET_MS } from "@shared/lib/seoul-clock";

export type NextContactChoice = "evening" | "tomorrow" | "custom" | "none";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The instant of `hour`:00 Korea time on the Korea day of `now` plus `days`. */
function koreaTime(now: Date, days: number, hour: number): Date {
  const local = now.getTime() + SEOUL_OFFSET_MS;
  const dayStart = local - (((local % DAY_MS) + DAY_MS) % DAY_MS);
  return new Date(dayStart + days * DAY_MS + hour * HOUR_MS - SEOUL_OFFSET_MS);
}

/** The presets at `now`, with their labels; 오늘 저녁 only until an hour before it. */
export function nextContactPresets(now: Date): { value: Exclude<NextContactChoice, "custom" | "none">; label: string; at: Date }[] {
  const evening = koreaTime(now, 0, 19);
  const presets: { value: "evening" | "tomorrow"; label: string; at: Date }[] = [];
  if (evening.getTime() - now.getTime() >= HOUR_MS) presets.push({ value: "evening", label: "오늘 저녁 7시", at: evening });
  presets.push({ value: "tomorrow", label: "내일 오전 10시", at: koreaTime(now, 1, 10) });
  return presets;
}
