import { describe, expect, it } from "vitest";
import { IcsParseError, parseIcs } from "./ics";

const at = (iso: string) => Date.parse(iso);
const calendar = (...events: string[][]) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//test//ko",
    ...events.flatMap((e) => ["BEGIN:VEVENT", ...e, "END:VEVENT"]),
    "END:VCALENDAR",
  ].join("\r\n");

describe("parseIcs", () => {
  it("reads Asia/Seoul, UTC and floating times as the same instants of Korea time", () => {
    const feed = parseIcs(
      calendar(
        ["UID:a", "SUMMARY:재판", "DTSTART;TZID=Asia/Seoul:20261222T100000", "DTEND;TZID=Asia/Seoul:20261222T120000"],
        ["UID:b", "DTSTART:20261222T050000Z", "DTEND:20261222T060000Z"],
        ["UID:c", "DTSTART:20261223T090000", "DURATION:PT1H30M"],
      ),
    );
    expect(feed.busy).toEqual([
      { uid: "a", start: at("2026-12-22T10:00:00+09:00"), end: at("2026-12-22T12:00:00+09:00"), summary: "재판" },
      { uid: "b", start: at("2026-12-22T14:00:00+09:00"), end: at("2026-12-22T15:00:00+09:00"), summary: "" },
      { uid: "c", start: at("2026-12-23T09:00:00+09:00"), end: at("2026-12-23T10:30:00+09:00"), summary: "" },
    ]);
  });

  it("takes an all-day event as whole Korea days, its end exclusive, one day without an end", () => {
    const feed = parseIcs(
      calendar(["UID:x", "DTSTART;VALUE=DATE:20261224", "DTEND;VALUE=DATE:20261226"], ["UID:y", "DTSTART;VALUE=DATE:20261228"]),
    );
    expect(feed.busy.map((b) => [b.start, b.end])).toEqual([
      [at("2026-12-24T00:00:00+09:00"), at("2026-12-26T00:00:00+09:00")],
      [at("2026-12-28T00:00:00+09:00"), at("2026-12-29T00:00:00+09:00")],
    ]);
  });

  it("skips events marked free and cancelled ones, and events of no length", () => {
    const feed = parseIcs(
      calendar(
        ["UID:free", "TRANSP:TRANSPARENT", "DTSTART:20261222T010000Z", "DTEND:20261222T020000Z"],
        ["UID:gone", "STATUS:CANCELLED", "DTSTART:20261222T010000Z", "DTEND:20261222T020000Z"],
        ["UID:mark", "DTSTART:20261222T010000Z"],
        ["UID:busy", "TRANSP:OPAQUE", "STATUS:CONFIRMED", "DTSTART:20261222T030000Z", "DTEND:20261222T040000Z"],
      ),
    );
    expect(feed.busy.map((b) => b.uid)).toEqual(["busy"]);
  });

  it("joins folded lines, unescapes the summary, and ignores an alarm inside the event", () => {
    const text = [
      "BEGIN:VCALENDAR",
      "BEGIN:VEVENT",
      "UID:long-",
      " uid",
      "SUMMARY:서울중앙지법\\, 형사 ",
      "\t제1부",
      "DTSTART;TZID=Asia/Seoul:2026122",
      " 2T100000",
      "DTEND;TZID=Asia/Seoul:20261222T110000",
      "BEGIN:VALARM",
      "TRIGGER:-PT15M",
      "DTSTART:19990101T000000",
      "END:VALARM",
      "END:VEVENT",
      "END:VCALENDAR",
    ].join("\n");
    expect(parseIcs(text).busy).toEqual([
      {
        uid: "long-uid",
        start: at("2026-12-22T10:00:00+09:00"),
        end: at("2026-12-22T11:00:00+09:00"),
        summary: "서울중앙지법, 형사 제1부",
      },
    ]);
  });

  it("counts a repeating event once (RRULE is not expanded) and a moved occurrence as its own", () => {
    const feed = parseIcs(
      calendar(
        ["UID:weekly", "RRULE:FREQ=WEEKLY;COUNT=4", "DTSTART:20261221T010000Z", "DTEND:20261221T020000Z"],
        ["UID:weekly", "RECURRENCE-ID:20261228T010000Z", "DTSTART:20261228T030000Z", "DTEND:20261228T040000Z"],
      ),
    );
    expect(feed.recurring).toBe(1);
    expect(feed.busy.map((b) => b.uid)).toEqual(["weekly", "weekly#20261228T010000Z"]);
  });

  it("reads a zone it does not know as Korea time and counts it", () => {
    const feed = parseIcs(
      calendar(["UID:ny", "DTSTART;TZID=America/New_York:20261222T100000", "DTEND;TZID=America/New_York:20261222T110000"]),
    );
    expect(feed.busy[0]!.start).toBe(at("2026-12-22T10:00:00+09:00"));
    expect(feed.otherZones).toBe(2);
  });

  it("refuses what is not a calendar, a cut-off file and an unreadable time, in Korean", () => {
    expect(() => parseIcs("<html>로그인이 필요합니다</html>")).toThrow(IcsParseError);
    expect(() => parseIcs("BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:20261222T010000Z")).toThrow(/END:VCALENDAR/);
    expect(() => parseIcs(calendar(["UID:bad", "DTSTART:2026-12-22", "DTEND:20261222T020000Z"]))).toThrow(/시작 시각을 읽을 수 없습니다/);
    expect(() => parseIcs(calendar(["UID:none", "DTEND:20261222T020000Z"]))).toThrow(/DTSTART/);
  });

  it("accepts an empty calendar as no busy time", () => {
    expect(parseIcs(calendar()).busy).toEqual([]);
  });
});
