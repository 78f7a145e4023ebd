import { describe, expect, it } from "vitest";
import { afterQuiet, inQuiet, reminderSchedule, reminderTimes } from "./reminders";
import { koreaInstant, toKoreaIso } from "./korea-time";
import { maskName, phoneLastFour } from "./masking";

const quiet = { start: "21:00", end: "08:00" };

describe("afterQuiet", () => {
  it("keeps a time outside the window and moves one inside it to the window's end, across midnight too", () => {
    const iso = (date: string, time: string) => toKoreaIso(afterQuiet(koreaInstant(date, time), quiet));
    expect(iso("2026-12-21", "20:59")).toBe("2026-12-21T20:59:00+09:00");
    expect(iso("2026-12-21", "21:00")).toBe("2026-12-22T08:00:00+09:00");
    expect(iso("2026-12-22", "07:59")).toBe("2026-12-22T08:00:00+09:00");
    expect(toKoreaIso(afterQuiet(koreaInstant("2026-12-21", "13:00"), { start: "12:00", end: "14:00" }))).toBe("2026-12-21T14:00:00+09:00");
    expect(afterQuiet(koreaInstant("2026-12-21", "23:00"), null)).toBe(koreaInstant("2026-12-21", "23:00"));
  });
});

describe("reminderTimes", () => {
  it("keeps the offset each time was planned for, the first one when two offsets meet at the window's opening", () => {
    // 09:00: 13 and 12 hours before are 20:00 and 21:00 the evening before; 11 hours before (22:00) moves to 21:00.
    const start = koreaInstant("2026-12-22", "09:00");
    const schedule = reminderSchedule(start, [780, 720, 660], quiet, koreaInstant("2026-12-20", "12:00"));
    expect(schedule.map((r) => [toKoreaIso(r.at), r.offsetMin])).toEqual([
      ["2026-12-21T20:00:00+09:00", 780],
      ["2026-12-21T21:00:00+09:00", 720],
    ]);
  });

  it("sends a day and two hours before, moving a quiet-hours time earlier to when the window opens", () => {
    // A 09:00 booking: a day before is 09:00 the day before (fine); two hours before is 07:00, in the quiet window
    // that opened at 21:00 the evening before, so it goes at 21:00 the evening before... which is after the day-before one.
    const start = koreaInstant("2026-12-22", "09:00");
    const times = reminderTimes(start, [1440, 120], quiet, koreaInstant("2026-12-20", "12:00"));
    expect(times.map(toKoreaIso)).toEqual(["2026-12-21T09:00:00+09:00", "2026-12-21T21:00:00+09:00"]);
  });

  it("never moves a reminder later, and drops the ones already past", () => {
    const start = koreaInstant("2026-12-22", "15:00");
    const now = koreaInstant("2026-12-22", "10:00");
    expect(reminderTimes(start, [1440, 120], quiet, now).map(toKoreaIso)).toEqual(["2026-12-22T13:00:00+09:00"]);
  });

  it("knows a window across midnight and one within a day", () => {
    expect(inQuiet(koreaInstant("2026-12-22", "23:30"), quiet)).toBe(true);
    expect(inQuiet(koreaInstant("2026-12-22", "07:59"), quiet)).toBe(true);
    expect(inQuiet(koreaInstant("2026-12-22", "08:00"), quiet)).toBe(false);
    expect(inQuiet(koreaInstant("2026-12-22", "12:30"), { start: "12:00", end: "13:00" })).toBe(true);
  });
});

describe("masking", () => {
  it("shows the family name and the last four digits only", () => {
    expect(maskName("김민준")).toBe("김○○");
    expect(maskName("이서")).toBe("이○○");
    expect(maskName("남궁민수")).toBe("남○○");
    expect(phoneLastFour("010-1234-5678")).toBe("5678");
  });
});
