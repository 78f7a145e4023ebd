// The outcome report (성과 보고서) and its CSV: figures per lead source, campaign and article over a range of
// Korea dates (definitions in shared/intake/outcome-report.ts). Only aggregates leave here, no request's
// personal data; the fee total only for an administrator.
import {
  DIRECT_VISIT_LABEL,
  NO_ARTICLE_LABEL,
  NO_CAMPAIGN_LABEL,
  ratePercent,
  seoulRange,
  type OutcomeReport,
  type OutcomeReportQuery,
  type OutcomeReportRow,
} from "@shared/intake/outcome-report";
import type { Db } from "../db";
import { createOutcomeReportStorage, type ReportAggregate } from "../storage/outcome-report.storage";
import type { Actor } from "./access-log.service";
import { canSeeFee } from "./admin-consultations.service";

const EMPTY: Omit<ReportAggregate, "dimension"> = {
  key: "",
  title: null,
  requests: 0,
  reached: 0,
  consulted: 0,
  retained: 0,
  fees: 0,
  contacted: 0,
  medianMinutes: null,
  booked: 0,
  attended: 0,
  attendedRetained: 0,
};

function labelOf(row: ReportAggregate): string {
  if (row.dimension === "source") return row.key || DIRECT_VISIT_LABEL;
  if (row.dimension === "campaign") return row.key || NO_CAMPAIGN_LABEL;
  if (row.dimension === "article") return row.key ? (row.title ?? `글 #${row.key}`) : NO_ARTICLE_LABEL;
  return "합계";
}

/** Most requests first, then most retained, then by label (the "none" row last among equals). */
const byWeight = (a: OutcomeReportRow, b: OutcomeReportRow) =>
  b.requests - a.requests || b.retained - a.retained || Number(a.key === "") - Number(b.key === "") || a.label.localeCompare(b.label, "ko");

export function createOutcomeReportService(db: Db) {
  const storage = createOutcomeReportStorage(db);
  return {
    async report(query: OutcomeReportQuery, actor: Pick<Actor, "role">): Promise<OutcomeReport> {
      const { start, end } = seoulRange(query);
      const rows = await storage.aggregate(start, end);
      const showFee = canSeeFee(actor);
      const toRow = (r: ReportAggregate): OutcomeReportRow => ({
        key: r.key,
        label: labelOf(r),
        requests: r.requests,
        reached: r.reached,
        consulted: r.consulted,
        retained: r.retained,
        ...(showFee ? { fees: r.fees } : {}),
        contacted: r.contacted,
        medianMinutesToFirstContact: r.medianMinutes === null ? null : Math.round(r.medianMinutes * 10) / 10,
        booked: r.booked,
        attended: r.attended,
        attendedRetained: r.attendedRetained,
      });
      const of = (dimension: ReportAggregate["dimension"]) =>
        rows
          .filter((r) => r.dimension === dimension)
          .map(toRow)
          .sort(byWeight);
      // An empty range has no groups, and no total row either: its total is all zeros.
      const total = rows.find((r) => r.dimension === "total") ?? { ...EMPTY, dimension: "total" as const };
      return {
        from: query.from,
        to: query.to,
        total: toRow(total),
        bySource: of("source"),
        byCampaign: of("campaign"),
        byArticle: of("article"),
      };
    },
  };
}
export type OutcomeReportService = ReturnType<typeof createOutcomeReportService>;

/**
 * The report as CSV rows (headings first): one line per row of each table, and the total; the booking figures
 * (booked, attended, retained after attending) last, as the report's booking table shows them.
 */
export function outcomeReportCsvRows(report: OutcomeReport): (string | number | null)[][] {
  const withFees = report.total.fees !== undefined;
  const heading = [
    "구분",
    "항목",
    "신청",
    "연락됨",
    "상담",
    "수임",
    ...(withFees ? ["수임료 합계(원)"] : []),
    "첫 연락 건수",
    "첫 연락까지 중앙값(분)",
    "연락률(%)",
    "수임률(%)",
    "예약",
    "참석",
    "참석 후 수임",
  ];
  const line = (table: string, r: OutcomeReportRow) => [
    table,
    r.label,
    r.requests,
    r.reached,
    r.consulted,
    r.retained,
    ...(withFees ? [r.fees ?? 0] : []),
    r.contacted,
    r.medianMinutesToFirstContact,
    ratePercent(r.reached, r.requests),
    ratePercent(r.retained, r.requests),
    r.booked,
    r.attended,
    r.attendedRetained,
  ];
  return [
    heading,
    ...report.bySource.map((r) => line("유입 경로", r)),
    ...report.byCampaign.map((r) => line("캠페인", r)),
    ...report.byArticle.map((r) => line("글", r)),
    line("합계", report.total),
  ];
}
