import { describe, expect, it } from "vitest";
import { bookingAdvertisingIssues, bookingSettingsSchema, DEFAULT_BOOKING_SETTINGS } from "./booking-settings";

const withType = (over: Record<string, unknown>) => ({
  ...DEFAULT_BOOKING_SETTINGS,
  types: [{ ...DEFAULT_BOOKING_SETTINGS.types[0], ...over }],
});

describe("booking settings", () => {
  it("accepts the defaults, which break no advertising rule", () => {
    const parsed = bookingSettingsSchema.parse(DEFAULT_BOOKING_SETTINGS);
    expect(bookingAdvertisingIssues(parsed, [])).toEqual([]);
  });

  it("refuses a free or 0-won offer in the label, the description or the fee, quoting the rule", () => {
    for (const over of [{ label: "무료 전화 상담" }, { description: "첫 상담 0원" }, { feeKrw: 0 }]) {
      const issues = bookingAdvertisingIssues(bookingSettingsSchema.parse(withType(over)), []);
      expect(issues, JSON.stringify(over)).toHaveLength(1);
      expect(issues[0].message).toMatch(/무료|염가/);
    }
    expect(bookingAdvertisingIssues(bookingSettingsSchema.parse(withType({ feeKrw: 50_000 })), [])).toEqual([]);
  });

  it("refuses overlapping or reversed hours, a repeated weekday and a repeated type address, in Korean", () => {
    const bad = (over: Record<string, unknown>) =>
      bookingSettingsSchema.safeParse({ ...DEFAULT_BOOKING_SETTINGS, ...over }).error?.issues[0].message;
    expect(
      bad({
        weekly: [
          {
            weekday: 1,
            ranges: [
              ["10:00", "12:00"],
              ["11:00", "13:00"],
            ],
          },
        ],
      }),
    ).toContain("겹치지");
    expect(
      bad({
        weekly: [
          { weekday: 1, ranges: [] },
          { weekday: 1, ranges: [] },
        ],
      }),
    ).toContain("같은 요일");
    expect(bad({ types: [DEFAULT_BOOKING_SETTINGS.types[0], DEFAULT_BOOKING_SETTINGS.types[0]] })).toContain("같은 주소");
    expect(bad({ weekly: [{ weekday: 8, ranges: [] }] })).toContain("요일");
  });
});
