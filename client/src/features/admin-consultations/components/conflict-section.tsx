// The conflict check (변호사법 제31조 수임제한): the other party the attorney names, the possible conflicts found by
// phone, name and other party (each a link to that request), and the recorded result with who and when.
import { useState, type FormEvent } from "react";
import { CONFLICT_MATCH_LABELS } from "@shared/intake/conflict-match";
import { formatKoreanDate, formatKoreanDateTime } from "@shared/lib/dates";
import { CONFLICT_RESULT_LABELS, OUTCOME_LABELS } from "@shared/intake/back-office-labels";
import { CONFLICT_RESULTS, type ConflictResult } from "@shared/intake/options";
import type { AdminConsultation } from "@shared/intake/admin-consultations";
import { OUTCOME_LIMITS } from "@shared/intake/consultation-outcome";
import { paths } from "@shared/pages/page-map";
import { primaryButtonClass, secondaryButtonClass } from "@/components/admin/button-styles";
import { ErrorState, LoadingState } from "@/components/admin/data-state";
import { Field, inputClass } from "@/components/form/field";
import { useConflicts, useRecordConflictCheck, useSetOtherParty } from "../api/outcome";

interface ConflictSectionProps {
  item: AdminConsultation;
  /** Shows one request in the list (the search filter set to "#id"). */
  onShowRequest: (search: string) => void;
}

export function ConflictSection({ item, onShowRequest }: ConflictSectionProps) {
  const [open, setOpen] = useState(false);
  const idOf = (name: string) => `consultation-${item.id}-${name}`;
  return (
    <div className="space-y-3">
      <OtherPartyForm item={item} />
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={secondaryButtonClass}
          aria-expanded={open}
          aria-controls={idOf("conflicts")}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? "충돌 확인 닫기" : "충돌 확인"}
        </button>
        <LastCheck item={item} />
      </div>
      {open && (
        <div id={idOf("conflicts")} className="space-y-3 rounded-lg border border-slate-200 p-3">
          <ConflictMatches item={item} onShowRequest={onShowRequest} />
          <ConflictCheckForm item={item} />
        </div>
      )}
    </div>
  );
}

function LastCheck({ item }: { item: AdminConsultation }) {
  const check = item.conflictCheck;
  if (!check.result || !check.checkedAt) return <p className="text-sm text-slate-600">충돌 확인 기록 없음</p>;
  return (
    <p className="text-sm text-slate-700">
      {`최근 확인: ${CONFLICT_RESULT_LABELS[check.result]}${check.reason ? ` — ${check.reason}` : ""} · ${check.checkedBy ?? ""} · ${formatKoreanDateTime(check.checkedAt)}`}
    </p>
  );
}

function OtherPartyForm({ item }: { item: AdminConsultation }) {
  const [value, setValue] = useState(item.otherParty ?? "");
  const save = useSetOtherParty();
  const id = `consultation-${item.id}-other-party`;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ id: item.id, body: { otherParty: value, expectedLastUpdated: item.lastUpdated } });
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={`#${item.id} 상대방`} className="space-y-3">
      <Field
        id={id}
        label="상대방"
        hint="사건 상대방(고소인·피해자 등)의 이름 한 명. 이름 외의 정보(연락처·나이·관계·설명)는 적지 않습니다. 충돌 확인에만 씁니다."
        className="sm:max-w-md"
      >
        <input
          className={inputClass}
          autoComplete="off"
          maxLength={OUTCOME_LIMITS.otherParty}
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      </Field>
      <button type="submit" disabled={save.isPending} className={secondaryButtonClass}>
        {save.isPending ? "저장 중..." : "상대방 저장"}
      </button>
    </form>
  );
}

function ConflictMatches({ item, onShowRequest }: ConflictSectionProps) {
  const conflicts = useConflicts(item.id, true);
  if (conflicts.isPending) return <LoadingState className="py-4" />;
  if (conflicts.isError) return <ErrorState className="py-4" onRetry={() => void conflicts.refetch()} />;
  const { matches, more } = conflicts.data;
  if (matches.length === 0) return <p className="text-[15px] text-slate-700">전화번호·이름·상대방이 일치하는 다른 상담 신청이 없습니다.</p>;
  return (
    <div>
      <p className="text-[15px] font-semibold text-amber-900">{`확인이 필요한 상담 신청 ${matches.length}건${more ? " 이상" : ""}`}</p>
      <ul className="mt-1 space-y-1 text-[15px]">
        {matches.map((m) => {
          const search = `#${m.id}`;
          return (
            <li key={m.id} className="flex flex-wrap items-center gap-x-2">
              <a
                href={`${paths.admin()}?search=${encodeURIComponent(search)}`}
                onClick={(event) => {
                  event.preventDefault();
                  onShowRequest(search);
                }}
                className="inline-flex min-h-11 items-center rounded font-medium text-brand-700 underline underline-offset-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
              >
                {`#${m.id} ${m.name}`}
              </a>
              <span className="text-slate-600">{formatKoreanDate(m.createdAt)}</span>
              {m.outcome && <span className="font-semibold text-slate-800">{OUTCOME_LABELS[m.outcome]}</span>}
              <span className="text-amber-900">{m.reasons.map((r) => CONFLICT_MATCH_LABELS[r]).join(" · ")}</span>
              {m.otherParty && <span className="text-slate-600">{`(상대방 ${m.otherParty})`}</span>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function ConflictCheckForm({ item }: { item: AdminConsultation }) {
  const [result, setResult] = useState<ConflictResult | "">("");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<{ result?: string; reason?: string }>({});
  const save = useRecordConflictCheck();
  const idOf = (name: string) => `consultation-${item.id}-${name}`;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!result) return setError({ result: "충돌 확인 결과를 선택해주세요" });
    if (result === "checked" && !reason.trim()) return setError({ reason: "확인한 내용(사유)을 입력해주세요" });
    setError({});
    save.mutate({ id: item.id, body: { result, reason } }, { onSuccess: () => setReason("") });
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={`#${item.id} 충돌 확인 결과 기록`} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={idOf("conflict-result")} label="확인 결과" required error={error.result}>
          <select className={inputClass} value={result} onChange={(e) => setResult(e.target.value as ConflictResult | "")}>
            <option value="">선택해주세요</option>
            {CONFLICT_RESULTS.map((value) => (
              <option key={value} value={value}>
                {CONFLICT_RESULT_LABELS[value]}
              </option>
            ))}
          </select>
        </Field>
        <Field id={idOf("conflict-reason")} label="사유" required={result === "checked"} error={error.reason}>
          <input
            className={inputClass}
            autoComplete="off"
            maxLength={OUTCOME_LIMITS.conflictReason}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </Field>
      </div>
      <button type="submit" disabled={save.isPending} className={primaryButtonClass}>
        {save.isPending ? "기록 중..." : "확인 결과 기록"}
      </button>
    </form>
  );
}
