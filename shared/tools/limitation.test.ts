import { describe, expect, it } from "vitest";
import { weekday } from "../holidays/calendar";
import { countLimitation } from "./limitation";

const last = (date: string, p: Parameters<typeof countLimitation>[1]) => {
  const o = countLimitation(date, p);
  if (!o.ok) throw new Error(o.message);
  return o.result;
};

describe("공소시효 (형사소송법 §249)", () => {
  it("counts the first day as day one: an act ended 2020-03-15, maximum 10 years → 10 years, last day 2030-03-14", () => {
    const r = last("2020-03-15", { kind: "prison", years: 10 });
    expect(r).toMatchObject({ table: "current", periodYears: 10, lastDay: "2030-03-14" });
  });

  it("does not move a last day on a Saturday (§66③ 단서): 2019-12-27, maximum 7 years → Sat 2026-12-26", () => {
    const r = last("2019-12-27", { kind: "prison", years: 7 });
    expect(r.periodYears).toBe(7);
    expect(r.lastDay).toBe("2026-12-26");
    expect(weekday(r.lastDay)).toBe(6);
  });

  it("uses the former table for acts before 2007-12-21 and the current one from that day", () => {
    expect(last("2007-12-20", { kind: "prison", years: 10 })).toMatchObject({
      table: "before_2007_12_21",
      periodYears: 7,
      lastDay: "2014-12-19",
    });
    expect(last("2007-12-21", { kind: "prison", years: 10 })).toMatchObject({ table: "current", periodYears: 10, lastDay: "2017-12-20" });
    expect(last("2007-12-20", { kind: "death" }).periodYears).toBe(15);
    expect(last("2010-01-01", { kind: "death" }).periodYears).toBe(25);
  });

  it("follows the current table row by row", () => {
    expect(last("2020-01-01", { kind: "life" }).periodYears).toBe(15);
    expect(last("2020-01-01", { kind: "prison", years: 5 }).periodYears).toBe(7);
    expect(last("2020-01-01", { kind: "prison", years: 3 }).periodYears).toBe(5);
    expect(last("2020-01-01", { kind: "fine" }).periodYears).toBe(5);
    expect(last("2020-01-01", { kind: "disqualification", years: 10 }).periodYears).toBe(5);
    expect(last("2020-01-01", { kind: "disqualification", years: 5 }).periodYears).toBe(3);
    expect(last("2020-01-01", { kind: "disqualification", years: 2 }).periodYears).toBe(1);
  });

  it("names the exceptions and puts the suspension caveat first", () => {
    const r = last("2020-01-01", { kind: "fine" });
    expect(r.caveat).toContain("정지는 계산하지 않았습니다");
    expect(r.exceptions.join(" ")).toContain("제253조의2");
    expect(r.exceptions.join(" ")).toContain("제21조");
  });

  it("refuses a bad date or a missing maximum in Korean", () => {
    expect(countLimitation("2020-02-30", { kind: "fine" })).toMatchObject({ ok: false, field: "offenseEndDate" });
    expect(countLimitation("2020-02-01", { kind: "prison" })).toMatchObject({ ok: false, field: "maxPenalty" });
  });
});
