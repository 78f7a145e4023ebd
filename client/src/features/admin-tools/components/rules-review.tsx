// The deadline rules as the calculator uses them: article, period, law as of, status, and who reviewed each and
// when. "검토 완료" records the signed-in administrator's review of the rule as the code states it now; a rule in
// 확인 필요 answers visitors "현재 법령 확인 중" with the office phone until then.
import { formatKoreanDate, formatKoreanDateTime } from "@shared/lib/dates";
import { describePeriod } from "@shared/tools/deadline-rules";
import { primaryButtonClass, secondaryButtonClass } from "@/components/admin/button-styles";
import { ErrorState, LoadingState } from "@/components/admin/data-state";
import { errorDetail } from "@/components/admin/api-errors";
import { useReviewRule, useRules, type AdminRule } from "../api/tools-admin-api";

const badge = "inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold";

function reviewLine(rule: AdminRule): string {
  if (rule.status === "needs_review") return "아직 검토되지 않았습니다. 방문자에게는 ‘현재 법령 확인 중’과 사무소 전화번호가 표시됩니다.";
  if (rule.reviewedBy && rule.reviewedAt) return `${rule.reviewedBy} · ${formatKoreanDateTime(rule.reviewedAt)} 검토`;
  return rule.reviewedAt ? `출시 때 법령 원문으로 확인 (${formatKoreanDate(rule.reviewedAt)})` : "";
}

function RuleCard({ rule }: { rule: AdminRule }) {
  const review = useReviewRule();
  const confirmReview = () => {
    const ok = window.confirm(
      `${rule.label}: ${rule.article} · ${describePeriod(rule.period)}\n법령 원문으로 조문과 기간을 확인하셨나요? 확인한 사람과 시각이 기록됩니다.`,
    );
    if (ok) review.mutate(rule.key);
  };
  const needsReview = rule.status === "needs_review";
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h4 className="text-base font-bold text-slate-900">{rule.label}</h4>
          <p className="mt-0.5 text-[15px] text-slate-700">{rule.article}</p>
        </div>
        <span className={`${badge} ${needsReview ? "bg-amber-100 text-amber-900" : "bg-green-100 text-green-800"}`}>
          {needsReview ? "확인 필요" : "검토 완료"}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-[15px]">
        <dt className="text-slate-600">기간</dt>
        <dd className="text-slate-900">{describePeriod(rule.period)}</dd>
        {rule.validFrom && (
          <>
            <dt className="text-slate-600">적용 시작</dt>
            <dd className="text-slate-900">{formatKoreanDate(rule.validFrom)}</dd>
          </>
        )}
        <dt className="text-slate-600">법령 기준일</dt>
        <dd className="text-slate-900">{formatKoreanDate(rule.lawAsOf)}</dd>
        <dt className="text-slate-600">검토</dt>
        <dd className="text-slate-900">{reviewLine(rule)}</dd>
      </dl>
      <div className="mt-3 flex justify-end">
        <button
          type="button"
          className={needsReview ? primaryButtonClass : secondaryButtonClass}
          disabled={review.isPending}
          onClick={confirmReview}
          aria-label={`${rule.label} 규칙 검토 완료`}
        >
          {review.isPending ? "기록 중..." : "검토 완료"}
        </button>
      </div>
    </li>
  );
}

export function RulesReview() {
  const rules = useRules();
  return (
    <section aria-labelledby="rules-heading" className="space-y-3">
      <div>
        <h3 id="rules-heading" className="text-lg font-bold text-slate-900">
          기한 계산 규칙
        </h3>
        <p className="mt-1 text-[15px] text-slate-600">
          계산기가 쓰는 조문과 기간입니다. 법령 원문으로 확인한 뒤 ‘검토 완료’를 누르면 검토한 사람과 시각이 기록되고, 계산 결과에 검토
          일자가 표시됩니다.
        </p>
      </div>
      {rules.isPending && <LoadingState />}
      {rules.isError && <ErrorState onRetry={() => void rules.refetch()} detail={errorDetail(rules.error)} />}
      {rules.data && (
        <ul className="grid gap-3 lg:grid-cols-2">
          {rules.data.map((rule) => (
            <RuleCard key={rule.key} rule={rule} />
          ))}
        </ul>
      )}
    </section>
  );
}
