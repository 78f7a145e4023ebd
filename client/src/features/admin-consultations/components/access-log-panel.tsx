// The "접근 기록" tab: who looked at, changed, deleted or exported personal data, newest first. Read-only. For the
// periodic review: filters (action, period, record), a person's list views of a day folded into one line, and a
// CSV of the filtered entries (the export recorded too).
import { useState } from "react";
import { groupAccessLog } from "@shared/intake/access-log";
import { EmptyState, ErrorState, LoadingState } from "@/components/admin/data-state";
import { errorDetail } from "@/components/admin/api-errors";
import { secondaryButtonClass } from "@/components/admin/button-styles";
import { EMPTY_ACCESS_LOG_FILTERS } from "../api/consultation-keys";
import { useAccessLogs } from "../api/get-access-logs";
import { AccessLogExportDialog } from "./access-log-export-dialog";
import { AccessLogFilters } from "./access-log-filters";
import { AccessLogCards, AccessLogTable } from "./access-log-lines";
import { LoadMore } from "./load-more";

export function AccessLogPanel() {
  const [filters, setFilters] = useState(EMPTY_ACCESS_LOG_FILTERS);
  const [exporting, setExporting] = useState(false);
  const logs = useAccessLogs(filters);
  const items = logs.data?.pages.flatMap((page) => page.items) ?? [];
  const lines = groupAccessLog(items);
  const filtered = Object.values(filters).some((v) => v !== "");
  return (
    <section aria-labelledby="access-log-heading" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="access-log-heading" className="text-xl font-bold text-slate-900">
            개인정보 접근 기록
          </h2>
          <p className="mt-1 text-[15px] text-slate-600">개인정보 처리 기록은 2년 이상 보관되며 수정하거나 삭제할 수 없습니다.</p>
        </div>
        <button type="button" className={secondaryButtonClass} onClick={() => setExporting(true)}>
          CSV 내보내기
        </button>
      </div>
      <AccessLogFilters filters={filters} onApply={setFilters} />
      {logs.isPending ? (
        <LoadingState />
      ) : logs.isError && !logs.isFetchNextPageError ? (
        <ErrorState detail={errorDetail(logs.error)} onRetry={() => void logs.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState>{filtered ? "조건에 맞는 접근 기록이 없습니다." : "접근 기록이 없습니다."}</EmptyState>
      ) : (
        <>
          <AccessLogTable lines={lines} />
          <AccessLogCards lines={lines} />
          <LoadMore
            auto={false}
            hasNextPage={logs.hasNextPage}
            isFetchingNextPage={logs.isFetchingNextPage}
            failed={logs.isFetchNextPageError}
            onLoadMore={() => void logs.fetchNextPage()}
          />
        </>
      )}
      <AccessLogExportDialog open={exporting} onOpenChange={setExporting} filters={filters} />
    </section>
  );
}
