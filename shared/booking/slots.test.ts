import { describe, expect, it } from "vitest";
import { freeSlots, isoWeekday, rangesAreValid, slotIsFree, type SlotQuery } from "./slots";
import { koreaInstant } from "./korea-time";

const rules = {
  weekly: [1, 2, 3, 4, 5].map((weekday) => ({
    weekday,
    ranges: [
      ["10:00", "12:00"],
      ["14:00", "16:00"],
    ] as Array<[string, string]>,
  })),
  minimumNoticeMin: 120,
  bufferBeforeMin: 10,
  bufferAfterMin: 10,
  slotIntervalMin: 30,
  maxPerDay: 3,
};

function query(over: Partial<SlotQuery> = {}): SlotQuery {
  return {
    rules,
    durationMin: 30,
    from: "2026-12-21",
    to: "2026-12-27",
    // Monday 2026-12-21, 08:00 Korea time.
    now: koreaInstant("2026-12-21", "08:00"),
    holidays: new Map([["2026-12-25", { name: "기독탄신일" }]]),
    bookings: [],
    blocks: [],
    bookedPerDay: new Map(),
    ...over,
  };
}

describe("freeSlots", () => {
  it("offers the weekly hours in Korea time, closes the holiday with its name and the weekend", () => {
    const days = freeSlots(query());
    expect(days.map((d) => [d.date, d.reason ?? d.slots.length])).toEqual([
      ["2026-12-21", 8],
      ["2026-12-22", 8],
      ["2026-12-23", 8],
      ["2026-12-24", 8],
      ["2026-12-25", "기독탄신일"],
      ["2026-12-26", "휴무일"],
      ["2026-12-27", "휴무일"],
    ]);
    expect(days[0].slots[0]).toEqual({ start: "2026-12-21T10:00:00+09:00", end: "2026-12-21T10:30:00+09:00" });
    expect(days[0].slots.at(-1)).toEqual({ start: "2026-12-21T15:30:00+09:00", end: "2026-12-21T16:00:00+09:00" });
  });

  it("keeps the minimum notice: at 09:00 with two hours' notice the first slot is 11:00", () => {
    const [monday] = freeSlots(query({ now: koreaInstant("2026-12-21", "09:00"), to: "2026-12-21" }));
    expect(monday.slots[0].start).toBe("2026-12-21T11:00:00+09:00");
  });

  it("keeps the buffers around a booking and a block", () => {
    // A booking 14:30–15:00: with 10 minutes on both sides, 14:00 (ends 14:30 + 10 > 14:30) and 15:00 (starts 15:00 − 10) are taken.
    const bookings = [{ start: koreaInstant("2026-12-22", "14:30"), end: koreaInstant("2026-12-22", "15:00") }];
    const blocks = [{ start: koreaInstant("2026-12-22", "10:00"), end: koreaInstant("2026-12-22", "11:00") }];
    const [tuesday] = freeSlots(query({ from: "2026-12-22", to: "2026-12-22", bookings, blocks }));
    expect(tuesday.slots.map((s) => s.start.slice(11, 16))).toEqual(["11:30", "15:30"]);
  });

  it("closes a full day and every day after a deadline", () => {
    const days = freeSlots(query({ bookedPerDay: new Map([["2026-12-21", 3]]), lastDay: "2026-12-22", to: "2026-12-23" }));
    expect(days.map((d) => d.reason ?? "open")).toEqual(["예약 마감", "open", "기한 이후"]);
  });

  it("computes the same slots whatever the process's time zone (instants, not local dates)", () => {
    const start = koreaInstant("2026-12-21", "10:00");
    expect(new Date(start).toISOString()).toBe("2026-12-21T01:00:00.000Z");
    expect(slotIsFree(start, 30, { ...query(), now: start - 3 * 3600_000 })).toBe(true);
  });
});

describe("weekly hours", () => {
  it("numbers weekdays from Monday = 1 to Sunday = 7", () => {
    expect([isoWeekday("2026-12-21"), isoWeekday("2026-12-27")]).toEqual([1, 7]);
  });

  it("accepts ordered, non-overlapping ranges only", () => {
    expect(
      rangesAreValid([
        ["10:00", "12:00"],
        ["14:00", "17:00"],
      ]),
    ).toBe(true);
    expect(
      rangesAreValid([
        ["10:00", "12:00"],
        ["11:00", "13:00"],
      ]),
    ).toBe(false);
    expect(rangesAreValid([["12:00", "10:00"]])).toBe(false);
  });
});
