// The public holidays the calendar ships with, 2026 and 2027, checked against the sources listed in
// docs/holidays.md (the 2026 월력요항 as reported, the 2026 amendment that made 제헌절 a public holiday again, and
// 한국천문연구원's lunar table for 2027). A day left out only makes a deadline earlier (the safe side), so a day
// whose status is not confirmed (the substitute for 제헌절 2027, a Saturday) is left out until the yearly sync or
// the attorney adds it.
import type { Holiday } from "./calendar";

export const SEED_HOLIDAYS: readonly Holiday[] = [
  // 2026
  { date: "2026-01-01", name: "1월 1일", kind: "statutory" },
  { date: "2026-02-16", name: "설날 전날", kind: "statutory" },
  { date: "2026-02-17", name: "설날", kind: "statutory" },
  { date: "2026-02-18", name: "설날 다음날", kind: "statutory" },
  { date: "2026-03-01", name: "3·1절", kind: "statutory" },
  { date: "2026-03-02", name: "대체공휴일(3·1절)", kind: "substitute" },
  { date: "2026-05-05", name: "어린이날", kind: "statutory" },
  { date: "2026-05-24", name: "부처님오신날", kind: "statutory" },
  { date: "2026-05-25", name: "대체공휴일(부처님오신날)", kind: "substitute" },
  { date: "2026-06-03", name: "전국동시지방선거일", kind: "election" },
  { date: "2026-06-06", name: "현충일", kind: "statutory" },
  { date: "2026-07-17", name: "제헌절", kind: "statutory" },
  { date: "2026-08-15", name: "광복절", kind: "statutory" },
  { date: "2026-08-17", name: "대체공휴일(광복절)", kind: "substitute" },
  { date: "2026-09-24", name: "추석 전날", kind: "statutory" },
  { date: "2026-09-25", name: "추석", kind: "statutory" },
  { date: "2026-09-26", name: "추석 다음날", kind: "statutory" },
  { date: "2026-10-03", name: "개천절", kind: "statutory" },
  { date: "2026-10-05", name: "대체공휴일(개천절)", kind: "substitute" },
  { date: "2026-10-09", name: "한글날", kind: "statutory" },
  { date: "2026-12-25", name: "기독탄신일", kind: "statutory" },
  // 2027
  { date: "2027-01-01", name: "1월 1일", kind: "statutory" },
  { date: "2027-02-06", name: "설날 전날", kind: "statutory" },
  { date: "2027-02-07", name: "설날", kind: "statutory" },
  { date: "2027-02-08", name: "설날 다음날", kind: "statutory" },
  { date: "2027-02-09", name: "대체공휴일(설날)", kind: "substitute" },
  { date: "2027-03-01", name: "3·1절", kind: "statutory" },
  { date: "2027-05-05", name: "어린이날", kind: "statutory" },
  { date: "2027-05-13", name: "부처님오신날", kind: "statutory" },
  { date: "2027-06-06", name: "현충일", kind: "statutory" },
  { date: "2027-07-17", name: "제헌절", kind: "statutory" },
  { date: "2027-08-15", name: "광복절", kind: "statutory" },
  { date: "2027-08-16", name: "대체공휴일(광복절)", kind: "substitute" },
  { date: "2027-09-14", name: "추석 전날", kind: "statutory" },
  { date: "2027-09-15", name: "추석", kind: "statutory" },
  { date: "2027-09-16", name: "추석 다음날", kind: "statutory" },
  { date: "2027-10-03", name: "개천절", kind: "statutory" },
  { date: "2027-10-04", name: "대체공휴일(개천절)", kind: "substitute" },
  { date: "2027-10-09", name: "한글날", kind: "statutory" },
  { date: "2027-10-11", name: "대체공휴일(한글날)", kind: "substitute" },
  { date: "2027-12-25", name: "기독탄신일", kind: "statutory" },
  { date: "2027-12-27", name: "대체공휴일(기독탄신일)", kind: "substitute" },
];

export const SEED_YEARS = [2026, 2027] as const;
