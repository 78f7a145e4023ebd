// Quiet hours in Korea time (UTC+9) at fixed instants: a window across midnight, one within a day, the override.
import { describe, expect, it } from "vitest";
import { alertSendAt, quietHoursEnd, type QuietHours } from "./quiet-hours";

/** An instant given in Korea time. */
const kst = (iso: string) => new Date(`${iso}+09:00`);
const night: QuietHours = { enabled: true, start: "22:00", end: "08:00", emergencyOverrides: true };
const lunch: QuietHours = { enabled: true, start: "12:00", end: "13:30", emergencyOverrides: false };

describe("quietHoursEnd", () => {
  it("a window across midnight: evening holds until the next morning, early morning until this morning", () => {
    expect(quietHoursEnd(kst("2026-03-02T23:15:00"), night)).toEqual(kst("2026-03-03T08:00:00"));
    expect(quietHoursEnd(kst("2026-03-02T22:00:00"), night)).toEqual(kst("2026-03-03T08:00:00"));
    expect(quietHoursEnd(kst("2026-03-03T03:00:00"), night)).toEqual(kst("2026-03-03T08:00:00"));
    expect(quietHoursEnd(kst("2026-03-03T00:00:00"), night)).toEqual(kst("2026-03-03T08:00:00"));
  });

  it("outside the window (and at its end minute) nothing waits", () => {
    expect(quietHoursEnd(kst("2026-03-03T08:00:00"), night)).toBeNull();
    expect(quietHoursEnd(kst("2026-03-03T21:59:00"), night)).toBeNull();
    expect(quietHoursEnd(kst("2026-03-03T14:00:00"), night)).toBeNull();
  });

  it("a window within one day", () => {
    expect(quietHoursEnd(kst("2026-03-03T12:00:00"), lunch)).toEqual(kst("2026-03-03T13:30:00"));
    expect(quietHoursEnd(kst("2026-03-03T13:29:59"), lunch)).toEqual(kst("2026-03-03T13:30:00"));
    expect(quietHoursEnd(kst("2026-03-03T13:30:00"), lunch)).toBeNull();
    expect(quietHoursEnd(kst("2026-03-03T11:59:00"), lunch)).toBeNull();
    expect(quietHoursEnd(kst("2026-03-03T23:00:00"), lunch)).toBeNull();
  });

  it("is Korea time whatever the UTC date: 22:30 UTC is 07:30 the next day in Seoul, 23:30 UTC is 08:30", () => {
    expect(quietHoursEnd(new Date("2026-03-02T22:30:00Z"), night)).toEqual(new Date("2026-03-02T23:00:00Z"));
    expect(quietHoursEnd(new Date("2026-03-02T23:30:00Z"), night)).toBeNull();
    // 13:00 UTC is 22:00 in Seoul: quiet until 08:00 KST, 23:00 UTC the same UTC day.
    expect(quietHoursEnd(new Date("2026-03-02T13:00:00Z"), night)).toEqual(new Date("2026-03-02T23:00:00Z"));
  });

  it("off, or an empty window, holds nothing", () => {
    expect(quietHoursEnd(kst("2026-03-02T23:15:00"), { ...night, enabled: false })).toBeNull();
    expect(quietHoursEnd(kst("2026-03-02T23:15:00"), { ...night, start: "22:00", end: "22:00" })).toBeNull();
  });
});

describe("alertSendAt", () => {
  const at = kst("2026-03-02T23:15:00");
  it("holds an urgent alert until the end of quiet hours", () => {
    expect(alertSendAt(at, "urgent", night)).toEqual(kst("2026-03-03T08:00:00"));
  });
  it("lets 매우 긴급 through when the override is on, and holds it when off", () => {
    expect(alertSendAt(at, "emergency", night)).toEqual(at);
    expect(alertSendAt(at, "emergency", { ...night, emergencyOverrides: false })).toEqual(kst("2026-03-03T08:00:00"));
  });
  it("sends at once outside quiet hours", () => {
    const day = kst("2026-03-03T10:00:00");
    expect(alertSendAt(day, "urgent", night)).toEqual(day);
  });
});
