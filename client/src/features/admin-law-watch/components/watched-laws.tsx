// The watched laws (every law a guide or a deadline rule cites, and those added here) with their upcoming
// versions, and a form to add one by name (resolved once; several laws of one name: pick by ID) or by ID.
import { useState, type FormEvent } from "react";
import { formatKoreanDate } from "@shared/lib/dates";
import { articleLabel } from "@shared/content/law-citations";
import { failureText } from "@/components/admin/api-errors";
import { EmptyState, ErrorState, LoadingState } from "@/components/admin/data-state";
import { primaryButtonClass, secondaryButtonClass } from "@/components/admin/button-styles";
import { AmbiguousLaw, useAddLaw, useWatchedLaws } from "../api/law-watch-api";

const inputClass =
  "min-h-11 rounded-lg border border-slate-300 px-3 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600";

export function WatchedLaws() {
  const laws = useWatchedLaws();
  const add = useAddLaw();
  const [name, setName] = useState("");
  const [lawId, setLawId] = useState("");
  const choices = add.error instanceof AmbiguousLaw ? add.error.choices : [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ name: name.trim(), ...(lawId.trim() ? { lawId: lawId.trim() } : {}) }, { onSuccess: () => (setName(""), setLawId("")) });
  };
  return (
    <div>
      {laws.isPending ? (
        <LoadingState />
      ) : laws.isError ? (
        <ErrorState onRetry={() => void laws.refetch()} />
      ) : laws.data.length === 0 ? (
        <EmptyState>감시 중인 법령이 없습니다.</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {laws.data.map((law) => (
            <li key={law.lawId} className="p-4">
              <p className="font-semibold text-slate-900">
                {law.name} <span className="text-sm font-normal text-slate-600">법령 ID {law.lawId}</span>
              </p>
              {law.upcoming.length > 0 ? (
                <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
                  {law.upcoming.map((u) => (
                    <li key={u.id}>
                      {u.jo ? articleLabel(u.jo) : "법령 전체"} · {formatKoreanDate(u.effectiveOn)} 시행 예정
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-slate-600">시행 예정인 개정 없음</p>
              )}
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          법령 이름
          <input
            value={name}
            onChange={(e) => setName(e.target.value)}
            className={inputClass}
            placeholder="도로교통법"
            required
            maxLength={100}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          법령 ID (알면)
          <input
            value={lawId}
            onChange={(e) => setLawId(e.target.value)}
            className={inputClass}
            inputMode="numeric"
            pattern="\d{6}"
            placeholder="6자리"
          />
        </label>
        <button type="submit" className={primaryButtonClass} disabled={add.isPending}>
          감시 목록에 넣기
        </button>
      </form>
      {add.isError && (
        <div role="alert" className="mt-2 text-sm text-red-700">
          <p>{add.error instanceof AmbiguousLaw ? add.error.message : failureText(add.error)}</p>
          {choices.length > 0 && (
            <ul className="mt-1 flex flex-wrap gap-2">
              {choices.map((c) => (
                <li key={c.lawId}>
                  <button type="button" className={secondaryButtonClass} onClick={() => add.mutate({ name: c.name, lawId: c.lawId })}>
                    {c.name} ({c.lawId})
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
