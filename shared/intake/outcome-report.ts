// The outcome report (성과 보고서): which lead sources, campaigns and articles bring requests that are reached,
// consulted and retained, over a range of Korea dates. One contract for the back office and the route.
//
// Definitions (each request counted once per table, by the day it arrived in Korea time):
// - requests: requests that arrived in the range.
// - reached: a logged contact with the result 통화, or an outcome of 상담 완료, 수임 or 미수임 (연락 두절 says the
//   person was not reached, so it does not count).
// - consulted: an outcome of 상담 완료, 수임 or 미수임 (a consultation took place, whatever followed).
// - retained: the outcome 수임. Fees: the sum of the retained requests' fees (administrators only).
// - time to first contact: the median of (first logged contact − arrival) over the requests with a contact.
// - 연락률 = reached / requests and 수임률 = retained / requests, shown with their counts ("33% (1/3)").
// - booked: requests made with a booked time; attended: of them, the booking was marked 완료 (the consultation took
//   place at the booked time; 노쇼 and 취소 do not count); retained after attending: of those, the outcome 수임.
// Lead source: the UTM source (lower-cased), else the referrer's host (without "www."), else 직접 방문.
import { isRealDate } from "../lib/dates";
import { z } from "../lib/zod";

/** The longest range one report covers (a little over three years: the requests' retention period). */
const REPORT_MAX_DAYS = 1200;
const DAY_MS = 86_400_000;

const reportDate = (what: string) =>
  z
    .string({ error: `${what}을 YYYY-MM-DD 형식으로 입력해주세요` })
    .trim()
    .refine(isRealDate, `${what}을 YYYY-MM-DD 형식의 올바른 날짜로 입력해주세요`);

/** GET /api/reports/outcomes?from=YYYY-MM-DD&to=YYYY-MM-DD: Korea dates, both inclusive. */
export const outcomeReportQuerySchema = z
  .object({ from: reportDate("시작일"), to: reportDate("종료일") })
  .refine((v) => v.from <= v.to, { path: ["to"], message: "종료일은 시작일과 같거나 그 뒤여야 합니다" })
  .refine((v) => Date.parse(v.to) - Date.parse(v.from) < REPORT_MAX_DAYS * DAY_MS, {
    path: ["to"],
    message: `기간은 ${REPORT_MAX_DAYS.toLocaleString("ko-KR")}일 이내로 선택해주세요`,
  });
export type OutcomeReportQuery = z.output<typeof outcomeReportQuerySchema>;

/** The instants a range of Korea dates covers: [start, end). */
export function seoulRange(query: OutcomeReportQuery): { start: Date; end: Date } {
  return { start: new Date(`${query.from}T00:00:00+09:00`), end: new Date(Date.parse(`${query.to}T00:00:00+09:00`) + DAY_MS) };
}

export const DIRECT_VISIT_LABEL = "직접 방문";
export const NO_CAMPAIGN_LABEL = "캠페인 없음";
export const NO_ARTICLE_LABEL = "연결된 글 없음";

export interface OutcomeReportRow {
  /** The source, the campaign, or the article's id; "" for 직접 방문 / no campaign / no article. */
  key: string;
  label: string;
  requests: number;
  reached: number;
  consulted: number;
  retained: number;
  /** Won; present for administrators only. */
  fees?: number;
  /** Requests with a logged contact, and the median minutes from arrival to the first one (null without). */
  contacted: number;
  medianMinutesToFirstContact: number | null;
  /** Booked → attended (booking 완료) → retained (outcome 수임 after attending). */
  booked: number;
  attended: number;
  attendedRetained: number;
}

export interface OutcomeReport {
  from: string;
  to: string;
  total: OutcomeReportRow;
  bySource: OutcomeReportRow[];
  byCampaign: OutcomeReportRow[];
  byArticle: OutcomeReportRow[];
}

/** The share in percent, to one decimal place; null when there is nothing to divide by. */
export function ratePercent(count: number, of: number): number | null {
  if (!(of > 0)) return null;
  return Math.round((count / of) * 1000) / 10;
}

/** "33% (1/3)": a rate with its counts, so the denominator is always in sight; "—" when there were no requests. */
export function formatRate(count: number, of: number): string {
  const percent = ratePercent(count, of);
  if (percent === null) return "—";
  return `${Math.round(percent)}% (${count.toLocaleString("ko-KR")}/${of.toLocaleString("ko-KR")})`;
}

/** "1시간 5분", "3일 2시간", "12분": a duration in minutes for people. */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return "-";
  const m = Math.round(minutes);
  if (m < 60) return `${m}분`;
  if (m < 24 * 60) return m % 60 ? `${Math.floor(m / 60)}시간 ${m % 60}분` : `${m / 60}시간`;
  const days = Math.floor(m / 1440);
  const hours = Math.floor((m % 1440) / 60);
  return hours ? `${days}일 ${hours}시간` : `${days}일`;
}
