// Quiet hours: when even an urgent alert to the attorney's phone waits. Times are Korea time (UTC+9, no daylight
// saving). A window whose end is earlier than its start crosses midnight (22:00–08:00); start = end is empty.
// Pure: the caller passes the instant, so tests use fixed instants.
import type { Urgency } from "./options";
import { SEOUL_OFFSET_MS } from "../lib/seoul-clock";

export interface QuietHours {
  enabled: boolean;
  /** "HH:MM", Korea time. */
  start: string;
  end: string;
  /** 매우 긴급 alerts go out even inside the window. */
  emergencyOverrides: boolean;
}

const DAY_MS = 24 * 3600 * 1000;

function minutes(time: string): number {
  const [h, m] = time.split(":").map(Number);
  return h * 60 + m;
}

/**
 * When the quiet window that `now` falls in ends (the instant), or null when `now` is outside it (or the window
 * is off or empty). The start minute is inside, the end minute is outside.
 */
export function quietHoursEnd(now: Date, quiet: Pick<QuietHours, "enabled" | "start" | "end">): Date | null {
  if (!quiet.enabled) return null;
  const start = minutes(quiet.start);
  const end = minutes(quiet.end);
  if (start === end) return null;
  const seoul = now.getTime() + SEOUL_OFFSET_MS;
  const dayStart = seoul - (((seoul % DAY_MS) + DAY_MS) % DAY_MS); // midnight in Korea, in shifted millis
  const minute = Math.floor((seoul - dayStart) / 60_000);
  let endShifted: number;
  if (start < end) {
    if (minute < start || minute >= end) return null;
    endShifted = dayStart + end * 60_000;
  } else {
    // Crosses midnight: inside from start to 24:00 (ends tomorrow) or from 00:00 to end (ends today).
    if (minute >= start) endShifted = dayStart + DAY_MS + end * 60_000;
    else if (minute < end) endShifted = dayStart + end * 60_000;
    else return null;
  }
  return new Date(endShifted - SEOUL_OFFSET_MS);
}

/**
 * When an urgent alert about a request of `urgency` may go out, given the quiet hours: `now`, or the end of
 * the quiet window, unless the request is 매우 긴급 and the attorney lets those through.
 */
export function alertSendAt(now: Date, urgency: Urgency, quiet: QuietHours): Date {
  if (urgency === "emergency" && quiet.emergencyOverrides) return now;
  return quietHoursEnd(now, quiet) ?? now;
}
