import { describe, expect, it } from "vitest";
import { bookingQuery, feeText, slotTimeText, typeSummary } from "./booking-display";
import { dayText, deadlineBadge, slotClockText, weekOf } from "./booking-time";

describe("the booking pages' words", () => {
  it("state a fee, or 상담 후 안내 when none is set", () => {
    expect(feeText(null)).toBe("상담 후 안내");
    expect(feeText(50000)).toBe("50,000원");
    expect(typeSummary({ kind: "visit", durationMin: 60, feeKrw: null })).toBe("방문 상담 · 60분 · 상담료 상담 후 안내");
  });
  it("write an instant of the API in Korea time, whatever the offset it carries", () => {
    expect(slotTimeText("2026-12-22T10:00:00+09:00")).toBe("12월 22일 (화) 오전 10:00");
    expect(slotTimeText("2026-12-22T05:30:00Z")).toBe("12월 22일 (화) 오후 2:30");
    expect(slotClockText("2026-12-22T14:30:00+09:00")).toBe("오후 2:30");
    expect(dayText("2026-12-25")).toBe("12월 25일 (금)");
  });
  it("count the days to a deadline", () => {
    expect(deadlineBadge("2026-12-21", "2026-12-28")).toBe("기한 D-7");
    expect(deadlineBadge("2026-12-28", "2026-12-28")).toBe("기한 당일 (D-0)");
    expect(deadlineBadge("2026-12-29", "2026-12-28")).toBe("기한 지남");
  });
  it("show seven days at a time, never past a deadline", () => {
    expect(weekOf("2026-12-21")).toEqual({ from: "2026-12-21", to: "2026-12-27" });
    expect(weekOf("2026-12-21", "2026-12-23")).toEqual({ from: "2026-12-21", to: "2026-12-23" });
    expect(weekOf("2026-12-21", "2026-12-20")).toEqual({ from: "2026-12-21", to: "2026-12-21" });
  });
  it("read the deadline tool's link, dropping what it does not know", () => {
    expect(bookingQuery("?situation=deadline&kind=appeal&start=2026-12-18")).toEqual({
      situation: "deadline",
      kind: "appeal",
      start: "2026-12-18",
    });
    expect(bookingQuery("?situation=other&start=tomorrow")).toEqual({ situation: undefined, kind: undefined, start: undefined });
  });
});
