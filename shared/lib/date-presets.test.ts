import { describe, expect, it } from "vitest";
import { isPresetRange, presetRange } from "./date-presets";

// 2026-11-27 08:00 in Korea is still 26 November in UTC.
const NOV_27 = "2026-11-26T23:00:00Z";

describe("presetRange", () => {
  it("covers this month, last month, this year and the last 30 days on the Korea calendar", () => {
    expect(presetRange("this-month", NOV_27)).toEqual({ from: "2026-11-01", to: "2026-11-27" });
    expect(presetRange("last-month", NOV_27)).toEqual({ from: "2026-10-01", to: "2026-10-31" });
    expect(presetRange("this-year", NOV_27)).toEqual({ from: "2026-01-01", to: "2026-11-27" });
    expect(presetRange("last-30-days", NOV_27)).toEqual({ from: "2026-10-29", to: "2026-11-27" });
  });

  it("goes back to December of last year in January, and ends February on its last day", () => {
    expect(presetRange("last-month", "2027-01-05T03:00:00Z")).toEqual({ from: "2026-12-01", to: "2026-12-31" });
    expect(presetRange("last-month", "2028-03-10T03:00:00Z")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(presetRange("last-month", "2027-03-10T03:00:00Z")).toEqual({ from: "2027-02-01", to: "2027-02-28" });
  });
});

describe("isPresetRange", () => {
  it("recognises a preset's range and nothing else; in January this month and this year are the same", () => {
    expect(isPresetRange("last-month", { from: "2026-10-01", to: "2026-10-31" }, NOV_27)).toBe(true);
    expect(isPresetRange("last-month", { from: "2026-10-01", to: "2026-10-30" }, NOV_27)).toBe(false);
    const jan = "2027-01-20T03:00:00Z";
    expect(isPresetRange("this-year", presetRange("this-month", jan), jan)).toBe(true);
  });
});
