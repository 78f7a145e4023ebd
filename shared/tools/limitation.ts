// 공소시효 (형사소송법 §249): the period by the statutory maximum penalty, from the table in force when the act
// ended (the 2007-12-21 amendment lengthened every period and applies only to acts from that day on: 부칙). The
// first day counts as a whole day (§66① 단서) and a last day on a Saturday or public holiday is not moved (§66③
// 단서). Suspensions (§253) are not computed: the caveat says so first.
import { monthsLastDay, parseIsoDate } from "../holidays/calendar";

export const PENALTY_KINDS = ["death", "life", "prison", "disqualification", "fine"] as const;
export type PenaltyKind = (typeof PENALTY_KINDS)[number];

export interface MaxPenalty {
  kind: PenaltyKind;
  /** The statutory maximum in years, for prison (징역·금고) and disqualification (자격정지). */
  years?: number;
}

const LIMITATION_TABLE_SWITCH = "2007-12-21";
const LIMITATION_LAW_AS_OF = "2026-11-27";

export const LIMITATION_CAVEAT =
  "공소시효의 정지는 계산하지 않았습니다. 공소가 제기되었거나, 범인이 형사처분을 면할 목적으로 국외에 있었거나, 공범에 대한 공소 제기가 있었던 기간 등은 시효가 진행되지 않습니다(형사소송법 제253조). 실제 완성일은 이보다 늦을 수 있습니다.";

export const LIMITATION_EXCEPTIONS = [
  "사람을 살해한 범죄로 사형에 해당하는 범죄(종범 제외)에는 공소시효가 적용되지 않습니다(형사소송법 제253조의2).",
  "미성년자 대상 성폭력범죄 등은 시효의 시작·연장·배제에 관한 특례가 있습니다(성폭력범죄의 처벌 등에 관한 특례법 제21조).",
  "공소가 제기된 뒤 판결이 확정되지 않은 채 25년이 지나면 시효가 완성된 것으로 봅니다(형사소송법 제249조 제2항).",
];

interface LimitationResult {
  table: "current" | "before_2007_12_21";
  periodYears: number;
  lastDay: string;
  exceptions: string[];
  caveat: string;
  article: string;
  lawAsOf: string;
}

export type LimitationOutcome =
  { ok: true; result: LimitationResult } | { ok: false; message: string; field: "offenseEndDate" | "maxPenalty" };

/** §249① as in force from 2007-12-21. */
function currentPeriod(p: MaxPenalty): number {
  const years = p.years ?? 0;
  switch (p.kind) {
    case "death":
      return 25;
    case "life":
      return 15;
    case "prison":
      return years >= 10 ? 10 : years >= 5 ? 7 : 5;
    case "disqualification":
      return years >= 10 ? 5 : years >= 5 ? 3 : 1;
    case "fine":
      return 5;
  }
}

/** §249① before the 2007-12-21 amendment (a fine of 1만 원 or more: 3 years; less: 1 year — the tool assumes more). */
function formerPeriod(p: MaxPenalty): number {
  const years = p.years ?? 0;
  switch (p.kind) {
    case "death":
      return 15;
    case "life":
      return 10;
    case "prison":
      return years >= 10 ? 7 : years >= 5 ? 5 : 3;
    case "disqualification":
      return years >= 10 ? 3 : years >= 5 ? 2 : 1;
    case "fine":
      return 3;
  }
}

export function countLimitation(offenseEndDate: string, maxPenalty: MaxPenalty): LimitationOutcome {
  if (!parseIsoDate(offenseEndDate)) {
    return {
      ok: false,
      field: "offenseEndDate",
      message: "범죄행위가 끝난 날을 YYYY-MM-DD 형식의 실제 날짜로 입력해 주세요. 예: 2020-03-15",
    };
  }
  if (
    (maxPenalty.kind === "prison" || maxPenalty.kind === "disqualification") &&
    !(typeof maxPenalty.years === "number" && maxPenalty.years > 0 && maxPenalty.years <= 50)
  ) {
    return { ok: false, field: "maxPenalty", message: "법정형의 상한(년)을 1부터 50 사이의 숫자로 입력해 주세요." };
  }
  const former = offenseEndDate < LIMITATION_TABLE_SWITCH;
  const periodYears = former ? formerPeriod(maxPenalty) : currentPeriod(maxPenalty);
  // The day the act ended is day one (§66① 단서).
  const lastDay = monthsLastDay(offenseEndDate, periodYears * 12);
  const exceptions = [...LIMITATION_EXCEPTIONS];
  if (former && maxPenalty.kind === "fine") exceptions.push("2007년 12월 21일 전의 범죄로 벌금 상한이 1만 원 미만이면 시효는 1년입니다.");
  return {
    ok: true,
    result: {
      table: former ? "before_2007_12_21" : "current",
      periodYears,
      lastDay,
      exceptions,
      caveat: LIMITATION_CAVEAT,
      article: former ? "구 형사소송법(2007. 12. 21. 개정 전) 제249조 제1항" : "형사소송법 제249조 제1항",
      lawAsOf: LIMITATION_LAW_AS_OF,
    },
  };
}
