import { describe, expect, it } from "vitest";
import { contactCreateSchema, contactSummary, nextContactInstant } from "./consultation-contacts";

describe("follow-up log input", () => {
  it("reads the date-time field as Korea time, keeps an offset as given, and empty as none", () => {
    expect(nextContactInstant("2026-11-28T15:00")).toBe("2026-11-28T06:00:00.000Z");
    expect(nextContactInstant("2026-11-28T06:00:00.000Z")).toBe("2026-11-28T06:00:00.000Z");
    expect(nextContactInstant("2026-11-28T15:00:00+09:00")).toBe("2026-11-28T06:00:00.000Z");
    expect(nextContactInstant("  ")).toBeNull();
  });

  it("refuses what is not a real moment", () => {
    for (const bad of ["2026-02-30T10:00", "2026-11-28T24:10", "2026-11-28", "2026-11-28 15:00", "내일", "1999-12-31T10:00"]) {
      expect(nextContactInstant(bad), bad).toBeUndefined();
    }
  });

  it("clears an empty note and an empty next contact", () => {
    expect(contactCreateSchema.parse({ channel: "phone", result: "reached", note: "  ", nextContactAt: "" })).toEqual({
      channel: "phone",
      result: "reached",
      note: null,
      nextContactAt: null,
    });
  });

  it("says a contact in one Korean line", () => {
    expect(contactSummary({ channel: "kakao", result: "left_message", nextContactAt: "2026-11-28T06:00:00Z" })).toBe(
      "카카오톡 · 메시지 남김 · 다음 연락 11월 28일 오후 3:00",
    );
    expect(contactSummary({ channel: "phone", result: "no_answer", nextContactAt: null })).toBe("전화 · 부재 · 다음 연락 없음");
  });
});
