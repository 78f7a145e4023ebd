import { describe, expect, it } from "vitest";
import { firstContactDue, firstContactRulesText, inEveningQuietHours, type FirstContactRules } from "./first-contact-deadline";

const RULES: FirstContactRules = {
  replyWithinHours: 24,
  emergencyHours: 2,
  urgentSameDay: true,
  quiet: { enabled: true, start: "22:00", end: "08:00" },
};
/** A Korea wall-clock time as an instant. */
const k = (iso: string) => new Date(`${iso}+09:00`);
const due = (arrived: string, urgency: string, rules = RULES) => firstContactDue(k(arrived), urgency, rules).toISOString();

describe("first-contact deadlines by urgency (Korea time)", () => {
  it("매우 긴급: 2 hours, or 2 hours after the quiet hours end", () => {
    expect(due("2026-11-26T14:10:00", "emergency")).toBe(k("2026-11-26T16:10:00").toISOString());
    expect(due("2026-11-26T21:59:00", "emergency")).toBe(k("2026-11-26T23:59:00").toISOString());
    // In the quiet hours, before and after midnight: 08:00 + 2 hours.
    expect(due("2026-11-26T22:00:00", "emergency")).toBe(k("2026-11-27T10:00:00").toISOString());
    expect(due("2026-11-27T03:15:00", "emergency")).toBe(k("2026-11-27T10:00:00").toISOString());
    expect(due("2026-11-27T08:00:00", "emergency")).toBe(k("2026-11-27T10:00:00").toISOString());
    // Quiet hours off: always 2 hours; a setting of 4 hours.
    expect(due("2026-11-26T23:00:00", "emergency", { ...RULES, quiet: { ...RULES.quiet, enabled: false } })).toBe(
      k("2026-11-27T01:00:00").toISOString(),
    );
    expect(due("2026-11-26T12:00:00", "emergency", { ...RULES, emergencyHours: 4 })).toBe(k("2026-11-26T16:00:00").toISOString());
  });

  it("긴급: the end of the day (23:59), or of the next day once the evening quiet hours began", () => {
    expect(due("2026-11-26T09:00:00", "urgent")).toBe(k("2026-11-26T23:59:00").toISOString());
    expect(due("2026-11-26T21:59:00", "urgent")).toBe(k("2026-11-26T23:59:00").toISOString());
    expect(due("2026-11-26T22:00:00", "urgent")).toBe(k("2026-11-27T23:59:00").toISOString());
    // After midnight in the quiet hours: that day's end.
    expect(due("2026-11-27T01:00:00", "urgent")).toBe(k("2026-11-27T23:59:00").toISOString());
    // The month's end rolls over; the rule off means the reply window.
    expect(due("2026-11-30T23:00:00", "urgent")).toBe(k("2026-12-01T23:59:00").toISOString());
    expect(due("2026-11-26T09:00:00", "urgent", { ...RULES, urgentSameDay: false })).toBe(k("2026-11-27T09:00:00").toISOString());
  });

  it("보통 and 여유: the office's reply window", () => {
    expect(due("2026-11-26T22:30:00", "normal")).toBe(k("2026-11-27T22:30:00").toISOString());
    expect(due("2026-11-26T10:00:00", "flexible", { ...RULES, replyWithinHours: 48 })).toBe(k("2026-11-28T10:00:00").toISOString());
  });

  it("knows the evening part of quiet hours that cross midnight only", () => {
    expect(inEveningQuietHours(k("2026-11-26T23:00:00"), RULES.quiet)).toBe(true);
    expect(inEveningQuietHours(k("2026-11-26T07:00:00"), RULES.quiet)).toBe(false);
    expect(inEveningQuietHours(k("2026-11-26T23:00:00"), { enabled: true, start: "13:00", end: "14:00" })).toBe(false);
  });

  it("states the rules in words", () => {
    expect(firstContactRulesText(RULES)).toBe("매우 긴급 2시간 · 긴급 접수 당일 · 보통·여유 24시간");
  });
});
