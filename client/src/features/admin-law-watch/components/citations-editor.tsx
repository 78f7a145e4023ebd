// One guide's (or interview's) cited articles, each with its latest effective change, and the suggestions found in
// its text for the attorney to confirm. Saving replaces the list (PUT …/citations).
import { useEffect, useState } from "react";
import { formatKoreanDate } from "@shared/lib/dates";
import { EmptyState, ErrorState, LoadingState } from "@/components/admin/data-state";
import { primaryButtonClass, secondaryButtonClass } from "@/components/admin/button-styles";
import { useUnsavedChanges } from "@/lib/unsaved-changes";
import { useCitations, useSaveCitations } from "../api/law-watch-api";

type Citation = { lawId: string; jo: string; label: string };

export function CitationsEditor({ kind, id }: { kind: "post" | "interview"; id: number }) {
  const view = useCitations(kind, id);
  const save = useSaveCitations(kind, id);
  const [draft, setDraft] = useState<Citation[] | null>(null);
  useEffect(() => setDraft(null), [kind, id]);
  const dirty = draft !== null;
  useUnsavedChanges(dirty, "인용 조문");
  if (view.isPending) return <LoadingState />;
  if (view.isError) return <ErrorState onRetry={() => void view.refetch()} />;
  const current: Citation[] = draft ?? view.data.citations.map(({ lawId, jo, label }) => ({ lawId, jo, label }));
  const latest = new Map(view.data.citations.map((c) => [`${c.lawId}|${c.jo}`, c.latestEffectiveOn]));
  const has = (c: Citation) => current.some((x) => x.lawId === c.lawId && x.jo === c.jo);
  const suggestions = view.data.suggestions.filter((s) => !s.lawId || !has({ lawId: s.lawId, jo: s.jo, label: s.label }));
  return (
    <div className="space-y-4">
      {current.length === 0 ? (
        <EmptyState>확정한 인용 조문이 없습니다.</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {current.map((c) => {
            const effective = latest.get(`${c.lawId}|${c.jo}`);
            return (
              <li key={`${c.lawId}|${c.jo}`} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <span>
                  <span className="font-semibold text-slate-900">{c.label}</span>{" "}
                  <span className="text-sm text-slate-600">
                    {effective ? `최근 개정 시행일 ${formatKoreanDate(effective)}` : "확인된 개정 없음"}
                  </span>
                </span>
                <button
                  type="button"
                  className={secondaryButtonClass}
                  onClick={() => setDraft(current.filter((x) => x !== c))}
                  aria-label={`${c.label} 빼기`}
                >
                  빼기
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {suggestions.length > 0 && (
        <div>
          <p className="text-sm font-medium text-slate-800">본문에서 찾은 조문</p>
          <ul className="mt-1 flex flex-wrap gap-2">
            {suggestions.map((s) => (
              <li key={`${s.lawName}|${s.jo}`}>
                {s.lawId ? (
                  <button
                    type="button"
                    className={secondaryButtonClass}
                    onClick={() => setDraft([...current, { lawId: s.lawId!, jo: s.jo, label: s.label }])}
                  >
                    + {s.label}
                  </button>
                ) : (
                  <span
                    className="inline-flex min-h-11 items-center rounded-lg border border-dashed border-slate-300 px-3 text-sm text-slate-600"
                    title="법령 ID를 모르는 법령: 감시 목록에 먼저 넣어 주세요."
                  >
                    {s.label} (법령 ID 필요)
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex gap-2">
        <button
          type="button"
          className={primaryButtonClass}
          disabled={!dirty || save.isPending}
          onClick={() => save.mutate(current, { onSuccess: () => setDraft(null) })}
        >
          인용 조문 저장
        </button>
        {dirty && (
          <button type="button" className={secondaryButtonClass} onClick={() => setDraft(null)}>
            되돌리기
          </button>
        )}
      </div>
    </div>
  );
}
