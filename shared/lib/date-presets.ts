// Ranges of Korea dates the back office offers in one tap (이번 달, 지난 달, 올해, 최근 30일), both ends inclusive
// and never past today. Computed on the Korea calendar, not the runtime's time zone.
import { seoulDate } from "./dates";
import type { DateInput } from "./seoul-clock";

export interface DateRange {
  from: string;
  to: string;
}

export const DATE_PRESETS = ["this-month", "last-month", "this-year", "last-30-days"] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export const DATE_PRESET_LABELS: Record<DatePreset, string> = {
  "this-month": "이번 달",
  "last-month": "지난 달",
  "this-year": "올해",
  "last-30-days": "최근 30일",
};

const DAY_MS = 86_400_000;
const pad2 = (n: number) => String(n).padStart(2, "0");

/** The range a preset covers on the day `now` falls on in Korea. */
export function presetRange(preset: DatePreset, now: DateInput = Date.now()): DateRange {
  const today = seoulDate(now);
  const [year, month] = today.split("-").map(Number);
  switch (preset) {
    case "this-month":
      return { from: `${year}-${pad2(month)}-01`, to: today };
    case "last-month": {
      const [y, m] = month === 1 ? [year - 1, 12] : [year, month - 1];
      const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
      return { from: `${y}-${pad2(m)}-01`, to: `${y}-${pad2(m)}-${pad2(lastDay)}` };
    }
    case "this-year":
      return { from: `${year}-01-01`, to: today };
    case "last-30-days":
      return { from: seoulDate(Date.parse(`${today}T00:00:00+09:00`) - 29 * DAY_MS), to: today };
  }
}

/** Whether a range is exactly what the preset covers on the day `now` falls on. */
export function isPresetRange(preset: DatePreset, range: DateRange, now: DateInput = Date.now()): boolean {
  const r = presetRange(preset, now);
  return r.from === range.from && r.to === range.to;
}
