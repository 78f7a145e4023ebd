// Counting a criminal-procedure period as 형사소송법 §66 says: the first day is not counted (①); months and years
// go by the calendar (②), so a period of months ends on the day before the day with the same number in the last
// month, or on that month's last day when it has no such day; and a last day on a Saturday or public holiday is
// not counted, so the period ends on the next working day (③), except for 시효 and 구속기간 (the limitation
// calculator in limitation.ts counts those). Pure: the holidays and the years they cover come in as arguments.
import { addDays, closedReason, monthsLastDay, parseIsoDate, type Holiday } from "../holidays/calendar";
import { type DeadlineRule } from "./deadline-rules";

interface SkippedDay {
  date: string;
  reason: string;
}

interface DeadlineCount {
  start: string;
  firstCountedDay: string;
  nominalLastDay: string;
  deadline: string;
  skipped: SkippedDay[];
}

type DeadlineError =
  | { code: "INVALID_DATE"; message: string }
  | { code: "BEFORE_VALID_FROM"; message: string }
  | { code: "CALENDAR_MISSING"; message: string; years: number[] };

export type DeadlineOutcome = { ok: true; count: DeadlineCount } | { ok: false; error: DeadlineError };

const yearOf = (iso: string) => Number(iso.slice(0, 4));

/**
 * The deadline of `rule` for an event on `start`. `holidays` maps each known public holiday by date; `coveredYears`
 * are the years whose holidays are known. A period whose counting runs into a year not covered is refused
 * (CALENDAR_MISSING), never counted as if that year had no holidays.
 */
export function countDeadline(
  rule: DeadlineRule,
  start: string,
  holidays: ReadonlyMap<string, Holiday>,
  coveredYears: ReadonlySet<number>,
  options: { holidayExtension?: boolean } = {},
): DeadlineOutcome {
  if (!parseIsoDate(start)) {
    return { ok: false, error: { code: "INVALID_DATE", message: "날짜를 YYYY-MM-DD 형식의 실제 날짜로 입력해 주세요. 예: 2026-12-18" } };
  }
  if (rule.validFrom && start < rule.validFrom) {
    const [y, m, d] = rule.validFrom.split("-").map(Number);
    return {
      ok: false,
      error: {
        code: "BEFORE_VALID_FROM",
        message: `이 계산은 ${y}년 ${m}월 ${d}일 이후의 ${rule.startLabel}에만 적용됩니다. 그 전의 일은 당시 법을 확인해야 합니다.`,
      },
    };
  }
  const extend = options.holidayExtension ?? rule.holidayExtension;
  const firstCountedDay = addDays(start, 1);
  const nominalLastDay = rule.period.months ? monthsLastDay(firstCountedDay, rule.period.months) : addDays(start, rule.period.days ?? 0);

  const skipped: SkippedDay[] = [];
  let deadline = nominalLastDay;
  if (extend) {
    // A run of closed days is bounded (a long holiday is a few days); 31 is a guard, not a rule.
    for (let i = 0; i < 31; i += 1) {
      if (!coveredYears.has(yearOf(deadline))) break;
      const reason = closedReason(deadline, holidays);
      if (!reason) break;
      skipped.push({ date: deadline, reason });
      deadline = addDays(deadline, 1);
    }
  }
  const missing: number[] = [];
  for (let y = yearOf(start); y <= yearOf(deadline); y += 1) if (!coveredYears.has(y)) missing.push(y);
  // Only the years the last day can fall in matter for the holiday rule; without the move the calendar is not read.
  const relevant = extend ? missing.filter((y) => y >= yearOf(nominalLastDay)) : [];
  if (relevant.length > 0) {
    return {
      ok: false,
      error: {
        code: "CALENDAR_MISSING",
        message: `${relevant.join(", ")}년의 공휴일 정보가 아직 없어 기한을 계산할 수 없습니다. 사무실로 문의해 주세요.`,
        years: relevant,
      },
    };
  }
  return { ok: true, count: { start, firstCountedDay, nominalLastDay, deadline, skipped } };
}
