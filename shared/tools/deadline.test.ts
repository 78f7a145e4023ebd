// Worked dates, each checked by hand against a calendar (the weekday is in the comment).
import { describe, expect, it } from "vitest";
import { holidayMap } from "../holidays/calendar";
import { SEED_HOLIDAYS, SEED_YEARS } from "../holidays/seed-holidays";
import { countDeadline } from "./deadline";
import { DEADLINE_KINDS, DEADLINE_RULES, type DeadlineKind } from "./deadline-rules";

const holidays = holidayMap(SEED_HOLIDAYS);
const years = new Set<number>(SEED_YEARS);
const count = (kind: DeadlineKind, start: string) => countDeadline(DEADLINE_RULES[kind], start, holidays, years);
const ok = (kind: DeadlineKind, start: string) => {
  const outcome = count(kind, start);
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.count;
};

describe("형사소송법 §66 counting", () => {
  it("appeal: judgment Fri 2026-12-18 → Mon 2026-12-28 (25th 기독탄신일, 26th Sat, 27th Sun)", () => {
    expect(ok("appeal", "2026-12-18")).toEqual({
      start: "2026-12-18",
      firstCountedDay: "2026-12-19",
      nominalLastDay: "2026-12-25",
      deadline: "2026-12-28",
      skipped: [
        { date: "2026-12-25", reason: "기독탄신일" },
        { date: "2026-12-26", reason: "토요일" },
        { date: "2026-12-27", reason: "일요일" },
      ],
    });
  });

  it("final appeal over 추석: Thu 2026-09-17 → Mon 2026-09-28 (24–26 추석, 27th Sun)", () => {
    const c = ok("final_appeal", "2026-09-17");
    expect(c.nominalLastDay).toBe("2026-09-24");
    expect(c.deadline).toBe("2026-09-28");
    expect(c.skipped.map((s) => s.date)).toEqual(["2026-09-24", "2026-09-25", "2026-09-26", "2026-09-27"]);
  });

  it("a last day on a working day stays: Wed 2026-11-18 → Wed 2026-11-25", () => {
    const c = ok("summary_order_trial", "2026-11-18");
    expect(c.deadline).toBe("2026-11-25");
    expect(c.skipped).toEqual([]);
  });

  it("appeal brief: notice Mon 2026-11-16 + 20 days → Sun 12-06 → Mon 2026-12-07", () => {
    const c = ok("appeal_brief", "2026-11-16");
    expect(c.nominalLastDay).toBe("2026-12-06");
    expect(c.deadline).toBe("2026-12-07");
  });

  it("complaint period: knew 2026-01-17 → six months end Fri 07-17 (제헌절) → Mon 2026-07-20", () => {
    const c = ok("complaint_period", "2026-01-17");
    expect(c.firstCountedDay).toBe("2026-01-18");
    expect(c.nominalLastDay).toBe("2026-07-17");
    expect(c.deadline).toBe("2026-07-20");
  });

  it("complaint period at a month's end: knew 2026-08-30 → Sun 2027-02-28 → 03-01 (3·1절) → Tue 2027-03-02", () => {
    const c = ok("complaint_period", "2026-08-30");
    expect(c.nominalLastDay).toBe("2027-02-28");
    expect(c.deadline).toBe("2027-03-02");
  });

  it("summary trial: 선고 Thu 2026-05-28 → Thu 2026-06-04 (the 06-03 election inside the period does not matter)", () => {
    const c = ok("summary_trial", "2026-05-28");
    expect(c.nominalLastDay).toBe("2026-06-04");
    expect(c.deadline).toBe("2026-06-04");
    expect(c.skipped).toEqual([]);
  });

  it("final appeal brief: notice Wed 2026-07-01 + 20 days → Tue 2026-07-21", () => {
    expect(ok("final_appeal_brief", "2026-07-01")).toMatchObject({ firstCountedDay: "2026-07-02", deadline: "2026-07-21", skipped: [] });
  });

  it("immediate appeal: Fri 2026-10-02 → Fri 10-09 한글날, Sat, Sun → Mon 2026-10-12", () => {
    const c = ok("immediate_appeal", "2026-10-02");
    expect(c.nominalLastDay).toBe("2026-10-09");
    expect(c.deadline).toBe("2026-10-12");
    expect(c.skipped.map((s) => s.reason)).toEqual(["한글날", "토요일", "일요일"]);
  });

  it("quasi-appeal: Mon 2026-05-18 → Mon 05-25 (대체공휴일 of 부처님오신날) → Tue 2026-05-26", () => {
    const c = ok("quasi_appeal", "2026-05-18");
    expect(c.nominalLastDay).toBe("2026-05-25");
    expect(c.deadline).toBe("2026-05-26");
  });

  it("a substitute holiday moves the end: jury intent, service Mon 2027-02-01 → Mon 02-08 설 → Tue 09 대체 → Wed 2027-02-10", () => {
    expect(ok("jury_intent", "2027-02-01").deadline).toBe("2027-02-10");
  });

  it("the protective non-prosecution deadline is not moved: notice Tue 2026-12-15 → Fri 2026-12-25", () => {
    const c = ok("ruling_request", "2026-12-15");
    expect(c.deadline).toBe("2026-12-25");
    expect(c.skipped).toEqual([]);
  });

  it("refuses a period whose end falls in a year without a holiday calendar, never guessing none", () => {
    const outcome = count("appeal", "2027-12-28");
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) {
      expect(outcome.error.code).toBe("CALENDAR_MISSING");
      expect(outcome.error.message).toContain("2028년");
    }
  });

  it("refuses a bad date and one before the rule's validFrom, in Korean", () => {
    const bad = count("appeal", "2026-02-30");
    expect(bad.ok === false && bad.error.code).toBe("INVALID_DATE");
    const early = count("immediate_appeal", "2019-12-30");
    expect(early.ok === false && early.error.code).toBe("BEFORE_VALID_FROM");
    expect(early.ok === false && early.error.message).toContain("2019년 12월 31일");
  });
});

describe("the rules as data", () => {
  it("has one rule per kind, each with an article, a period and a status", () => {
    for (const kind of DEADLINE_KINDS) {
      const rule = DEADLINE_RULES[kind];
      expect(rule.key).toBe(kind);
      expect(rule.article.length).toBeGreaterThan(3);
      expect(rule.articleCode).toMatch(/^\d{6}$/);
      expect(Boolean(rule.period.days) !== Boolean(rule.period.months)).toBe(true);
      expect(rule.status === "reviewed").toBe(rule.reviewedAt !== null);
    }
  });

  it("ships the non-prosecution remedies under review, agreeing with the guides' 10-day protective rule", () => {
    for (const kind of ["ruling_request", "prosecution_appeal"] as const) {
      const rule = DEADLINE_RULES[kind];
      expect(rule.status).toBe("needs_review");
      expect(rule.period).toEqual({ days: 10 });
      expect(rule.holidayExtension).toBe(false);
      expect(rule.protective).toContain("통지를 받은 날부터 10일 안에");
    }
    expect(DEADLINE_RULES.immediate_appeal.status).toBe("needs_review");
    expect(DEADLINE_RULES.quasi_appeal.status).toBe("needs_review");
  });
});
