// 성과 보고서: per lead source, campaign and article, how many requests were reached, consulted and retained, the
// rates with their counts, the fees (administrators only) and the median time to first contact, over a range of
// Korea dates (one tap for 이번 달, 지난 달, 올해, 최근 30일), with a CSV.
import { useState, type FormEvent } from "react";
import { formatKoreanDate } from "@shared/lib/dates";
import { DATE_PRESETS, DATE_PRESET_LABELS, isPresetRange, presetRange } from "@shared/lib/date-presets";
import { formatRate, outcomeReportQuerySchema, type OutcomeReportQuery } from "@shared/intake/outcome-report";
import { primaryButtonClass, secondaryButtonClass } from "@/components/admin/button-styles";
import { errorDetail } from "@/components/admin/api-errors";
import { ErrorState, LoadingState } from "@/components/admin/data-state";
import { Field, inputClass } from "@/components/form/field";
import { outcomeReportUrl, useOutcomeReport } from "../api/get-outcome-report";
import { BookingFunnelTable } from "./booking-funnel-table";
import { ReportTable } from "./report-table";

/** The last 30 days, today included (Korea dates). */
export function defaultRange(now = Date.now()): OutcomeReportQuery {
  return presetRange("last-30-days", now);
}

export function OutcomeReportPanel() {
  const [range, setRange] = useState<OutcomeReportQuery>(() => defaultRange());
  const [draft, setDraft] = useState(range);
  const [errors, setErrors] = useState<Partial<Record<"from" | "to", string>>>({});
  const report = useOutcomeReport(range);

  const apply = (next: OutcomeReportQuery) => {
    const checked = outcomeReportQuerySchema.safeParse(next);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    setDraft(checked.data);
    setRange(checked.data);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };

  return (
    <section aria-labelledby="outcome-report-heading" className="space-y-4">
      <h2 id="outcome-report-heading" className="text-xl font-bold text-slate-900">
        성과 보고서
      </h2>
      <form onSubmit={onSubmit} noValidate aria-label="보고 기간" className="space-y-3 rounded-xl bg-white p-4 shadow-sm">
        <div role="group" aria-label="기간 빠른 선택" className="flex flex-wrap gap-2">
          {DATE_PRESETS.map((preset) => (
            <button
              key={preset}
              type="button"
              aria-pressed={isPresetRange(preset, range)}
              onClick={() => apply(presetRange(preset))}
              className={isPresetRange(preset, range) ? primaryButtonClass : secondaryButtonClass}
            >
              {DATE_PRESET_LABELS[preset]}
            </button>
          ))}
        </div>
        <div className="flex flex-wrap items-end gap-3">
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
        </div>
      </form>
      {report.isPending ? (
        <LoadingState />
      ) : report.isError ? (
        <ErrorState onRetry={() => void report.refetch()} detail={errorDetail(report.error)} />
      ) : (
        <div className="space-y-6" aria-busy={report.isFetching}>
          <div className="rounded-xl bg-white p-4 shadow-sm">
            <p className="text-[15px] font-semibold text-slate-900">
              {`${formatKoreanDate(report.data.from)} ~ ${formatKoreanDate(report.data.to)}`}
            </p>
            <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
              <Figure term="접수" value={`${report.data.total.requests.toLocaleString("ko-KR")}건`} />
              <Figure term="수임" value={`${report.data.total.retained.toLocaleString("ko-KR")}건`} />
              <Figure term="연락률 (연락됨/신청)" value={formatRate(report.data.total.reached, report.data.total.requests)} />
              <Figure term="수임률 (수임/신청)" value={formatRate(report.data.total.retained, report.data.total.requests)} />
            </dl>
          </div>
          <ReportTable caption="유입 경로별" column="유입 경로" rows={report.data.bySource} total={report.data.total} />
          <ReportTable caption="캠페인별" column="캠페인" rows={report.data.byCampaign} total={report.data.total} />
          <ReportTable caption="글별" column="글" rows={report.data.byArticle} total={report.data.total} />
          <BookingFunnelTable rows={report.data.bySource} total={report.data.total} />
          <p className="text-sm text-slate-600">
            연락됨: 통화로 연락이 닿았거나 상담 결과(상담 완료·수임·미수임)가 기록된 신청. 상담: 상담 결과가 상담 완료·수임·미수임인 신청.
            연락률·수임률: 신청 건수 가운데 연락됨·수임의 비율(괄호 안은 건수). 첫 연락까지: 접수부터 첫 연락 기록까지 걸린 시간의 중앙값.
            예약: 시간을 예약하며 접수된 신청. 참석: 그중 예약이 완료로 기록된 신청(노쇼·취소 제외). 개인정보는 담지 않고 건수만 셉니다.
          </p>
        </div>
      )}
    </section>
  );
}

function Figure({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="text-lg font-bold tabular-nums text-slate-900">{value}</dd>
    </div>
  );
}
