import { describe, expect, it } from "vitest";
import { addDays, addMonthsClamped, closedReason, formatIsoKorean, holidayMap, monthsLastDay, parseIsoDate, weekday } from "./calendar";
import { SEED_HOLIDAYS } from "./seed-holidays";

describe("calendar dates", () => {
  it("accepts only real dates written YYYY-MM-DD", () => {
    expect(parseIsoDate("2026-12-18")).toEqual({ year: 2026, month: 12, day: 18 });
    expect(parseIsoDate("2028-02-29")).not.toBeNull();
    for (const bad of ["2026-02-29", "2026-13-01", "2026-2-3", "20261218", "2026-12-18T00:00", ""]) expect(parseIsoDate(bad)).toBeNull();
  });

  it("adds days across months and years", () => {
    expect(addDays("2026-12-28", 7)).toBe("2027-01-04");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("adds months by the calendar, clamping to the month's end", () => {
    expect(addMonthsClamped("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonthsClamped("2027-08-31", 6)).toBe("2028-02-29");
    expect(addMonthsClamped("2026-11-30", 3)).toBe("2027-02-28");
  });

  it("ends a period of months on the day before the same day, or on the month's last day when there is none", () => {
    // First counted day 2026-03-16: six months end on 2026-09-15.
    expect(monthsLastDay("2026-03-16", 6)).toBe("2026-09-15");
    // First counted day 2026-08-31: February 2027 has no 31st, so the period ends on its last day.
    expect(monthsLastDay("2026-08-31", 6)).toBe("2027-02-28");
    // First counted day 2027-03-01 (after knowing on 02-28): the day before 09-01 is 08-31.
    expect(monthsLastDay("2027-03-01", 6)).toBe("2027-08-31");
    // One year from 2024-02-29 as day one: 2025 has no 02-29, so February's last day.
    expect(monthsLastDay("2024-02-29", 12)).toBe("2025-02-28");
  });

  it("knows weekdays and names them in Korean", () => {
    expect(weekday("2026-12-18")).toBe(5);
    expect(formatIsoKorean("2026-12-28")).toBe("2026년 12월 28일(월)");
  });

  it("closes Saturdays, Sundays and the listed holidays", () => {
    const holidays = holidayMap(SEED_HOLIDAYS);
    expect(closedReason("2026-12-25", holidays)).toBe("기독탄신일");
    expect(closedReason("2026-12-26", holidays)).toBe("토요일");
    expect(closedReason("2026-12-27", holidays)).toBe("일요일");
    expect(closedReason("2026-12-28", holidays)).toBeNull();
  });

  it("ships holidays that are real dates, one per day, with substitutes on weekdays", () => {
    const dates = SEED_HOLIDAYS.map((h) => h.date);
    expect(new Set(dates).size).toBe(dates.length);
    for (const h of SEED_HOLIDAYS) {
      expect(parseIsoDate(h.date)).not.toBeNull();
      if (h.kind === "substitute") expect([1, 2, 3, 4, 5]).toContain(weekday(h.date));
    }
    // Weekdays checked against the calendar: 설날 2027 is a Sunday (so its substitute is Tuesday 02-09).
    expect(weekday("2027-02-07")).toBe(0);
    expect(weekday("2026-06-03")).toBe(3);
  });
});
