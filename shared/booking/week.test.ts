import { describe, expect, it } from "vitest";
import { addDays, clockOf, dayHeading, deadlineTag, mondayOf, thisMonday, weekDates } from "./week";

describe("booking week", () => {
  it("starts weeks on Monday, across months and years", () => {
    expect(mondayOf("2026-12-03")).toBe("2026-11-30");
    expect(mondayOf("2026-11-30")).toBe("2026-11-30");
    expect(mondayOf("2027-01-03")).toBe("2026-12-28");
    expect(weekDates("2026-12-28")).toEqual([
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
      "2027-01-03",
    ]);
    expect(addDays("2026-11-30", -7)).toBe("2026-11-23");
  });

  it("takes this week from the Korea date, not the UTC one", () => {
    // Sunday 2026-11-29 23:30 UTC is Monday 08:30 in Korea.
    expect(thisMonday(Date.parse("2026-11-29T23:30:00Z"))).toBe("2026-11-30");
    expect(thisMonday(Date.parse("2026-11-29T14:00:00Z"))).toBe("2026-11-23");
  });

  it("writes day headings, deadline tags and clock times", () => {
    expect(dayHeading("2026-12-01")).toBe("12월 1일 (화)");
    expect(deadlineTag("2026-12-04", "2026-12-01")).toBe("기한 D-3");
    expect(deadlineTag("2026-12-01", "2026-12-01")).toBe("기한 D-day");
    expect(deadlineTag("2026-11-30", "2026-12-01")).toBe("기한 지남");
    expect(clockOf("2026-12-01T09:30:00+09:00")).toBe("09:30");
  });
});
