// Proof that destruction happened: when, by which rule, how many records (never whose).
import { formatKoreanDateTime } from "@shared/lib/dates";
import { DESTRUCTION_RULE_LABELS } from "@shared/intake/subject-requests";
import { errorDetail } from "@/components/admin/api-errors";
import { EmptyState, ErrorState, LoadingState } from "@/components/admin/data-state";
import { useDestructionRecords } from "../api/subject-api";

export function DestructionRecords() {
  const records = useDestructionRecords();
  return (
    <section aria-labelledby="destruction-heading" className="space-y-3">
      <h3 id="destruction-heading" className="text-lg font-bold text-slate-900">
        파기 기록
      </h3>
      <p className="text-[15px] text-slate-600">
        보관기간이 지나 자동으로 파기된 기록과 요청에 따라 파기한 기록입니다. 누구의 기록이었는지는 남기지 않습니다.
      </p>
      {records.isPending ? (
        <LoadingState className="py-6" />
      ) : records.isError ? (
        <ErrorState className="py-6" detail={errorDetail(records.error)} onRetry={() => void records.refetch()} />
      ) : records.data.length === 0 ? (
        <EmptyState>아직 파기 기록이 없습니다.</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
          {records.data.map((r) => (
            <li key={r.id} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3 text-[15px]">
              <span className="font-semibold text-slate-900">
                {DESTRUCTION_RULE_LABELS[r.rule] ?? r.rule} · {r.count}건
              </span>
              <span className="text-sm text-slate-600">
                <time dateTime={r.createdAt}>{formatKoreanDateTime(r.createdAt)}</time>
                {r.detail && <> · {r.detail}</>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
