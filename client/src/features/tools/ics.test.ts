import { describe, expect, it } from "vitest";
import { deadlineIcs } from "./ics";

describe("deadlineIcs", () => {
  it("makes an all-day event on the deadline, escaped, with CRLF lines", () => {
    const ics = deadlineIcs(
      { date: "2026-12-28", title: "항소장 제출 기한", description: "형사소송법 제358조; 법원 도착 기준, 확인 필요", uid: "x@y" },
      new Date("2026-11-27T03:04:05Z"),
    );
    expect(ics).toContain("DTSTART;VALUE=DATE:20261228\r\nDTEND;VALUE=DATE:20261229\r\n");
    expect(ics).toContain("SUMMARY:항소장 제출 기한");
    expect(ics).toContain("DESCRIPTION:형사소송법 제358조\\; 법원 도착 기준\\, 확인 필요");
    expect(ics).toContain("DTSTAMP:20261127T030405Z");
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  });

  it("rolls the end over a month and a year", () => {
    expect(deadlineIcs({ date: "2026-12-31", title: "t", description: "d", uid: "u" })).toContain("DTEND;VALUE=DATE:20270101");
  });
});
