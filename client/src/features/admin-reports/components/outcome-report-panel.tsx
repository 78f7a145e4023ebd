// 성과 보고서: per lead source, campaign and article, how many requests were reached, consulted and retained,
// the fees (administrators only) and the median time to first contact, over a range of Korea dates, with a CSV.
import { useState, type FormEvent } from "react";
import { seoulDate } from "@shared/lib/dates";
import { formatMinutes, outcomeReportQuerySchema, type OutcomeReportQuery, type OutcomeReportRow } from "@shared/intake/outcome-report";
import { primaryButtonClass, secondaryButtonClass } from "@/components/admin/button-styles";
import { errorDetail } from "@/components/admin/api-errors";
import { ErrorState, LoadingState } from "@/components/admin/data-state";
import { Field, inputClass } from "@/components/form/field";
import { outcomeReportUrl, useOutcomeReport } from "../api/get-outcome-report";

const DAY_MS = 86_400_000;

/** The last 30 days, today included (Korea dates). */
export function defaultRange(now = Date.now()): OutcomeReportQuery {
  return { from: seoulDate(now - 29 * DAY_MS), to: seoulDate(now) };
}

export function OutcomeReportPanel() {
  const [range, setRange] = useState<OutcomeReportQuery>(() => defaultRange());
  const [draft, setDraft] = useState(range);
  const [errors, setErrors] = useState<Partial<Record<"from" | "to", string>>>({});
  const report = useOutcomeReport(range);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = outcomeReportQuerySchema.safeParse(draft);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    setRange(checked.data);
  };

  return (
    <section aria-labelledby="outcome-report-heading" className="space-y-4">
      <h2 id="outcome-report-heading" className="text-xl font-bold text-slate-900">
        성과 보고서
      </h2>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label="보고 기간"
        className="flex flex-wrap items-end gap-3 rounded-xl bg-white p-4 shadow-sm"
      >
        <Field id="report-from" label="시작일" required error={errors.from} className="min-w-0 flex-1 basis-40">
          <input type="date" className={inputClass} value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        </Field>
        <Field id="report-to" label="종료일" required error={errors.to} className="min-w-0 flex-1 basis-40">
          <input type="date" className={inputClass} value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        </Field>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={primaryButtonClass}>
            조회
          </button>
          <a href={outcomeReportUrl(range, true)} download className={secondaryButtonClass}>
            CSV 내려받기
          </a>
        </div>
      </form>
      {report.isPending ? (
        <LoadingState />
      ) : report.isError ? (
        <ErrorState onRetry={() => void report.refetch()} detail={errorDetail(report.error)} />
      ) : (
        <div className="space-y-6" aria-busy={report.isFetching}>
          <p className="text-[15px] text-slate-700">
            {`${report.data.from} ~ ${report.data.to} 접수 ${report.data.total.requests.toLocaleString("ko-KR")}건 · 수임 ${report.data.total.retained.toLocaleString("ko-KR")}건`}
          </p>
          <ReportTable caption="유입 경로별" column="유입 경로" rows={report.data.bySource} total={report.data.total} />
          <ReportTable caption="캠페인별" column="캠페인" rows={report.data.byCampaign} total={report.data.total} />
          <ReportTable caption="글별" column="글" rows={report.data.byArticle} total={report.data.total} />
          <p className="text-sm text-slate-600">
            연락됨: 통화로 연락이 닿았거나 상담 결과(상담 완료·수임·미수임)가 기록된 신청. 상담: 상담 결과가 상담 완료·수임·미수임인 신청.
            첫 연락까지: 접수부터 첫 연락 기록까지 걸린 시간의 중앙값. 개인정보는 담지 않고 건수만 셉니다.
          </p>
        </div>
      )}
    </section>
  );
}

function ReportTable({
  caption,
  column,
  rows,
  total,
}: {
  caption: string;
  column: string;
  rows: OutcomeReportRow[];
  total: OutcomeReportRow;
}) {
  const withFees = total.fees !== undefined;
  const headings = [column, "신청", "연락됨", "상담", "수임", ...(withFees ? ["수임료 합계"] : []), "첫 연락까지 (중앙값)"];
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm" tabIndex={0} role="region" aria-label={`${caption} 성과 표`}>
      <table className="w-full border-collapse text-left text-[15px]">
        <caption className="px-4 pt-3 text-left text-base font-bold text-slate-900">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-sm text-slate-600">
            {headings.map((h, i) => (
              <th key={h} scope="col" className={`whitespace-nowrap px-4 py-2 font-semibold ${i > 0 ? "text-right" : ""}`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={headings.length} className="px-4 py-6 text-center text-slate-600">
                이 기간에 접수된 상담 신청이 없습니다.
              </td>
            </tr>
          ) : (
            rows.map((r) => <Row key={r.key || "none"} row={r} withFees={withFees} />)
          )}
        </tbody>
      </table>
    </div>
  );
}

function Row({ row, withFees }: { row: OutcomeReportRow; withFees: boolean }) {
  const n = (v: number) => v.toLocaleString("ko-KR");
  return (
    <tr className="border-b border-slate-100 last:border-0">
      <th scope="row" className="min-w-[8rem] max-w-[16rem] break-words px-4 py-2 font-medium text-slate-900">
        {row.label}
      </th>
      <td className="whitespace-nowrap px-4 py-2 text-right tabular-nums">{n(row.requests)}</td>
      <td className="whitespace-nowrap px-4 py-2 text-right tabular-nums">{n(row.reached)}</td>
      <td className="whitespace-nowrap px-4 py-2 text-right tabular-nums">{n(row.consulted)}</td>
      <td className="whitespace-nowrap px-4 py-2 text-right tabular-nums">{n(row.retained)}</td>
      {withFees && <td className="whitespace-nowrap px-4 py-2 text-right tabular-nums">{`${n(row.fees ?? 0)}원`}</td>}
      <td className="whitespace-nowrap px-4 py-2 text-right tabular-nums">{formatMinutes(row.medianMinutesToFirstContact)}</td>
    </tr>
  );
}
