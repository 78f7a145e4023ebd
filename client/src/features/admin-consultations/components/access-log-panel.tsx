// The "접근 기록" tab: who looked at, changed, deleted or exported personal data, newest first. Read-only.
import { formatKoreanDateTime } from "@shared/lib/dates";
import { ACCESS_ACTION_LABELS, type AccessLogItem } from "@shared/intake/admin-consultations";
import { EmptyState, ErrorState, LoadingState } from "@/components/admin/data-state";
import { errorDetail } from "@/components/admin/api-errors";
import { useAccessLogs } from "../api/get-access-logs";
import { labelOf } from "../label-of";
import { LoadMore } from "./load-more";

const targetOf = (log: AccessLogItem) => (log.consultationId === null ? "-" : `#${log.consultationId}`);

export function AccessLogPanel() {
  const logs = useAccessLogs();
  const items = logs.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="access-log-heading" className="space-y-4">
      <div>
        <h2 id="access-log-heading" className="text-xl font-bold text-slate-900">
          개인정보 접근 기록
        </h2>
        <p className="mt-1 text-[15px] text-slate-600">개인정보 처리 기록은 2년 이상 보관되며 수정하거나 삭제할 수 없습니다.</p>
      </div>
      {logs.isPending ? (
        <LoadingState />
      ) : logs.isError && !logs.isFetchNextPageError ? (
        <ErrorState detail={errorDetail(logs.error)} onRetry={() => void logs.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState>접근 기록이 없습니다.</EmptyState>
      ) : (
        <>
          <AccessLogTable items={items} />
          <AccessLogCards items={items} />
          <LoadMore
            auto={false}
            hasNextPage={logs.hasNextPage}
            isFetchingNextPage={logs.isFetchingNextPage}
            failed={logs.isFetchNextPageError}
            onLoadMore={() => void logs.fetchNextPage()}
          />
        </>
      )}
    </section>
  );
}

/** Wide screens: a table. */
function AccessLogTable({ items }: { items: AccessLogItem[] }) {
  return (
    <div className="hidden overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm md:block">
      <table className="w-full text-left text-[15px]">
        <caption className="sr-only">개인정보 접근 기록</caption>
        <thead className="bg-slate-50 text-sm text-slate-700">
          <tr>
            {["시각", "사용자", "작업", "대상", "내용", "IP"].map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {items.map((log) => (
            <tr key={log.id} className="align-top">
              <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                <time dateTime={log.createdAt}>{formatKoreanDateTime(log.createdAt)}</time>
              </td>
              <td className="px-4 py-3 text-slate-900">{log.username}</td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-900">{labelOf(ACCESS_ACTION_LABELS, log.action)}</td>
              <td className="px-4 py-3 text-slate-900">{targetOf(log)}</td>
              <td className="break-all px-4 py-3 text-slate-700">{log.detail || "-"}</td>
              <td className="whitespace-nowrap px-4 py-3 font-mono text-sm text-slate-700">{log.ip || "-"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one block per entry. */
function AccessLogCards({ items }: { items: AccessLogItem[] }) {
  return (
    <ul className="space-y-3 md:hidden">
      {items.map((log) => (
        <li key={log.id} className="rounded-xl border border-slate-200 bg-white p-4 text-[15px] shadow-sm">
          <p className="flex flex-wrap items-center gap-x-2 font-semibold text-slate-900">
            {labelOf(ACCESS_ACTION_LABELS, log.action)}
            {log.consultationId !== null && <span className="font-normal text-slate-700">#{log.consultationId}</span>}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            <time dateTime={log.createdAt}>{formatKoreanDateTime(log.createdAt)}</time> · {log.username} · IP {log.ip || "-"}
          </p>
          {log.detail && <p className="mt-2 break-all text-slate-700">{log.detail}</p>}
        </li>
      ))}
    </ul>
  );
}
