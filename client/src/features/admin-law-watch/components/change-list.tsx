// The changes the check found: law and article, kind, dates, the first 600 characters of the amendment's reason,
// the guides and rules each affects, and who acknowledged or resolved it.
import { useState } from "react";
import { formatKoreanDate, formatKoreanDateTime } from "@shared/lib/dates";
import { LAW_CHANGE_KIND_LABELS, LAW_CHANGE_STATUS_LABELS, type LawChangeStatus } from "@shared/content/law-watch-view";
import { EmptyState, ErrorState, LoadingState } from "@/components/admin/data-state";
import { secondaryButtonClass } from "@/components/admin/button-styles";
import { useLawChanges, useUpdateChange } from "../api/law-watch-api";

const SHOWN = 5;

/** The guides and rules a change affects: the first five, the rest behind a disclosure. */
function AffectedList({ items }: { items: { key: string; text: string }[] }) {
  const line = (i: { key: string; text: string }) => <li key={i.key}>{i.text}</li>;
  return (
    <>
      <ul className="list-disc pl-5">{items.slice(0, SHOWN).map(line)}</ul>
      {items.length > SHOWN && (
        <details className="mt-1">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-brand-800">
            외 {items.length - SHOWN}건 더 보기
          </summary>
          <ul className="list-disc pl-5">{items.slice(SHOWN).map(line)}</ul>
        </details>
      )}
    </>
  );
}

export function ChangeList() {
  const [status, setStatus] = useState<LawChangeStatus | "">("open");
  const changes = useLawChanges(status);
  const update = useUpdateChange();
  return (
    <div>
      <label className="flex max-w-xs flex-col gap-1 text-sm font-medium text-slate-800">
        상태
        <select
          value={status}
          onChange={(e) => setStatus(e.target.value as LawChangeStatus | "")}
          className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <option value="">전체</option>
          {(Object.keys(LAW_CHANGE_STATUS_LABELS) as LawChangeStatus[]).map((s) => (
            <option key={s} value={s}>
              {LAW_CHANGE_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      <div className="mt-3">
        {changes.isPending ? (
          <LoadingState />
        ) : changes.isError ? (
          <ErrorState onRetry={() => void changes.refetch()} />
        ) : changes.data.length === 0 ? (
          <EmptyState>해당하는 법령 변경이 없습니다.</EmptyState>
        ) : (
          <ul className="space-y-3">
            {changes.data.map((c) => (
              <li key={c.id} className="rounded-xl border border-slate-200 bg-white p-4">
                <p className="font-semibold text-slate-900">
                  {c.lawName} {c.article ?? "(법령 전체)"}{" "}
                  <span className="ml-1 rounded bg-slate-100 px-1.5 text-sm font-medium text-slate-700">
                    {LAW_CHANGE_KIND_LABELS[c.kind]}
                  </span>
                  <span className="ml-1 rounded bg-amber-50 px-1.5 text-sm font-medium text-amber-900">
                    {LAW_CHANGE_STATUS_LABELS[c.status]}
                  </span>
                </p>
                <p className="text-sm text-slate-700">
                  {c.promulgatedOn && <>공포 {formatKoreanDate(c.promulgatedOn)} · </>}시행 {formatKoreanDate(c.effectiveOn)}
                </p>
                {c.reasonExcerpt && <p className="mt-2 whitespace-pre-line text-sm text-slate-700">{c.reasonExcerpt}</p>}
                {(c.guides.length > 0 || c.rules.length > 0) && (
                  <div className="mt-2 text-sm text-slate-800">
                    <p className="font-medium">영향을 받는 글·규칙</p>
                    <AffectedList
                      items={[
                        ...c.guides.map((g) => ({
                          key: `${g.kind}-${g.id}`,
                          text: `${g.title} (${g.lawAsOf ? `법령 기준일 ${formatKoreanDate(g.lawAsOf)}` : "법령 기준일 없음"})`,
                        })),
                        ...c.rules.map((r) => ({ key: r.key, text: `기한 계산기: ${r.label} (${r.article})` })),
                      ]}
                    />
                  </div>
                )}
                {c.resolvedBy && c.resolvedAt && (
                  <p className="mt-2 text-sm text-slate-600">
                    {LAW_CHANGE_STATUS_LABELS[c.status]}: {c.resolvedBy} · {formatKoreanDateTime(c.resolvedAt)}
                    {c.note && ` · ${c.note}`}
                  </p>
                )}
                <div className="mt-3 flex flex-wrap gap-2">
                  {c.status !== "acknowledged" && c.status !== "resolved" && (
                    <button
                      type="button"
                      className={secondaryButtonClass}
                      disabled={update.isPending}
                      onClick={() => update.mutate({ id: c.id, status: "acknowledged" })}
                    >
                      확인함으로 표시
                    </button>
                  )}
                  {c.status !== "resolved" && (
                    <button
                      type="button"
                      className={secondaryButtonClass}
                      disabled={update.isPending}
                      onClick={() => update.mutate({ id: c.id, status: "resolved" })}
                    >
                      해결됨으로 표시
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
