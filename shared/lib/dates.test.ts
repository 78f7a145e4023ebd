import { describe, expect, it } from "vitest";
import {
  formatKoreanDate,
  formatKoreanDateTime,
  formatKoreanMonthDayTime,
  formatKoreanMonthDayWeekdayTime,
  formatKoreanTime,
  guideModified,
  isRealDate,
  seoulDate,
  seoulDateTime,
  seoulYear,
} from "./dates";

/** 23:30 UTC on 31 December: already 08:30 on 1 January in Seoul. */
const NEW_YEAR_IN_SEOUL = "2025-12-31T23:30:00Z";

describe("Korean dates (Korea time, whatever the runtime's zone)", () => {
  it("writes the long date, moving to the next day from 15:00 UTC", () => {
    expect(formatKoreanDate("2025-08-18T06:05:00Z")).toBe("2025년 8월 18일");
    expect(formatKoreanDate("2025-08-17T14:59:00Z")).toBe("2025년 8월 17일");
    expect(formatKoreanDate("2025-08-17T15:00:00Z")).toBe("2025년 8월 18일");
    expect(formatKoreanDate(NEW_YEAR_IN_SEOUL)).toBe("2026년 1월 1일");
  });

  it("reads a calendar date as that day in Korea", () => {
    expect(formatKoreanDate("2025-08-18")).toBe("2025년 8월 18일");
    expect(seoulDate("2025-01-01")).toBe("2025-01-01");
  });

  it("accepts a Date, epoch milliseconds or an ISO string alike", () => {
    const iso = "2025-08-18T06:05:00.000Z";
    expect(formatKoreanDateTime(new Date(iso))).toBe("2025년 8월 18일 오후 3:05");
    expect(formatKoreanDateTime(Date.parse(iso))).toBe("2025년 8월 18일 오후 3:05");
    expect(formatKoreanDateTime("2025-08-18T15:05:00+09:00")).toBe("2025년 8월 18일 오후 3:05");
  });

  it("writes the date and time on the 12-hour clock with 오전/오후", () => {
    expect(formatKoreanDateTime("2025-08-17T15:00:00Z")).toBe("2025년 8월 18일 오전 12:00");
    expect(formatKoreanDateTime("2025-08-18T00:09:00Z")).toBe("2025년 8월 18일 오전 9:09");
    expect(formatKoreanDateTime("2025-08-18T03:00:00Z")).toBe("2025년 8월 18일 오후 12:00");
    expect(formatKoreanDateTime("2025-08-18T14:59:59Z")).toBe("2025년 8월 18일 오후 11:59");
    expect(formatKoreanDateTime(NEW_YEAR_IN_SEOUL)).toBe("2026년 1월 1일 오전 8:30");
  });

  it("writes the month, day and time, and the time alone", () => {
    expect(formatKoreanMonthDayTime("2026-03-06T06:00:00Z")).toBe("3월 6일 오후 3:00");
    expect(formatKoreanMonthDayTime(NEW_YEAR_IN_SEOUL)).toBe("1월 1일 오전 8:30");
    // 2026-12-01 is a Tuesday in Seoul (the evening before in UTC).
    expect(formatKoreanMonthDayWeekdayTime("2026-12-01T09:00:00+09:00")).toBe("12월 1일 (화) 오전 9:00");
    expect(formatKoreanMonthDayWeekdayTime("2026-11-30T15:30:00Z")).toBe("12월 1일 (화) 오전 12:30");
    expect(formatKoreanTime("2026-03-05T08:40:00Z")).toBe("오후 5:40");
    expect(formatKoreanTime("2026-03-05T16:07:00Z")).toBe("오전 1:07");
  });

  it("writes sortable Korea dates and times for files and exports", () => {
    expect(seoulDateTime(new Date("2026-01-02T15:30:00Z"))).toBe("2026-01-03 00:30");
    expect(seoulDateTime(new Date("2026-07-01T02:05:59Z"))).toBe("2026-07-01 11:05");
    expect(seoulDate(NEW_YEAR_IN_SEOUL)).toBe("2026-01-01");
    expect(seoulDate("2025-12-31T14:59:59Z")).toBe("2025-12-31");
  });

  it("gives the year in Korea", () => {
    expect(seoulYear(NEW_YEAR_IN_SEOUL)).toBe(2026);
    expect(seoulYear("2025-12-31T14:59:59Z")).toBe(2025);
  });

  it("writes nothing for an invalid date", () => {
    expect(formatKoreanDate("not a date")).toBe("");
    expect(formatKoreanDateTime(Number.NaN)).toBe("");
    expect(seoulDateTime(new Date("x"))).toBe("");
  });
});

describe("isRealDate", () => {
  it("accepts only real calendar dates", () => {
    expect(isRealDate("2024-02-29")).toBe(true);
    expect(isRealDate("2025-02-29")).toBe(false);
    expect(isRealDate("2025-13-01")).toBe(false);
  });
});

describe("guideModified", () => {
  const EDITED = "2025-08-04T00:00:00.000Z";
  it("is the last legal review when it came after the last edit", () => {
    expect(guideModified(EDITED, { reviewedAt: "2026-11-23T00:00:00.000Z" })).toBe("2026-11-23T00:00:00.000Z");
  });
  it("is the last edit when the guide was edited after its review, or never reviewed", () => {
    expect(guideModified(EDITED, { reviewedAt: "2025-01-01T00:00:00.000Z" })).toBe(EDITED);
    expect(guideModified(EDITED, null)).toBe(EDITED);
  });
});
