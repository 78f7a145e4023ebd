// How the request ended: an outcome select (상담 완료, 수임, 미수임, 연락 두절); for 미수임 a reason from the
// attorney's list (intake settings); for 수임 the fee, shown only when the server sent it (administrators).
import { useState, type FormEvent } from "react";
import { formatKoreanDateTime } from "@shared/lib/dates";
import { OUTCOME_LABELS } from "@shared/intake/back-office-labels";
import { OUTCOMES, type Outcome } from "@shared/intake/options";
import type { AdminConsultation } from "@shared/intake/admin-consultations";
import { outcomeUpdateSchema, type OutcomeUpdateInput } from "@shared/intake/consultation-outcome";
import { primaryButtonClass } from "@/components/admin/button-styles";
import { Field, inputClass } from "@/components/form/field";
import { ApiError } from "@/lib/api-client";
import { useNotRetainedReasons, useSetOutcome } from "../api/outcome";

type Errors = Partial<Record<"outcome" | "reason" | "fee", string>>;

/** The fee as typed: digits with optional commas and a trailing 원 ("3,300,000원"); anything else is NaN (refused). */
function parseFee(text: string): number | null {
  const compact = text.replace(/[\s,]/g, "").replace(/원$/, "");
  if (compact === "") return null;
  return /^\d+$/.test(compact) ? Number(compact) : Number.NaN;
}

export function OutcomeForm({ item }: { item: AdminConsultation }) {
  const showFee = item.feeAmount !== undefined;
  const [outcome, setOutcome] = useState<Outcome | "">(item.outcome ?? "");
  const [reason, setReason] = useState(item.outcomeReason ?? "");
  const [fee, setFee] = useState(item.feeAmount != null ? item.feeAmount.toLocaleString("ko-KR") : "");
  const [errors, setErrors] = useState<Errors>({});
  const reasons = useNotRetainedReasons(outcome === "not_retained");
  const save = useSetOutcome();
  const idOf = (name: string) => `consultation-${item.id}-${name}`;
  const reasonOptions = [
    ...(reasons.data ?? []),
    ...(item.outcomeReason && !reasons.data?.includes(item.outcomeReason) ? [item.outcomeReason] : []),
  ];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body: OutcomeUpdateInput = {
      outcome: outcome || null,
      reason: outcome === "not_retained" ? reason : null,
      ...(showFee && outcome === "retained" ? { fee: parseFee(fee) } : {}),
      expectedLastUpdated: item.lastUpdated,
    };
    const checked = outcomeUpdateSchema.safeParse(body);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0] ?? "outcome"), issue.message])));
      return;
    }
    setErrors({});
    save.mutate(
      { id: item.id, body },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.fields)
            setErrors(Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, v[0]])));
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={`#${item.id} 상담 결과`} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-3">
        <Field id={idOf("outcome")} label="상담 결과" error={errors.outcome}>
          <select className={inputClass} value={outcome} onChange={(e) => setOutcome(e.target.value as Outcome | "")}>
            <option value="">결과 없음</option>
            {OUTCOMES.map((value) => (
              <option key={value} value={value}>
                {OUTCOME_LABELS[value]}
              </option>
            ))}
          </select>
        </Field>
        {outcome === "not_retained" && (
          <Field
            id={idOf("reason")}
            label="미수임 사유"
            required
            error={errors.reason}
            hint={reasons.isError ? "사유 목록을 불러오지 못했습니다." : undefined}
          >
            <select className={inputClass} value={reason} onChange={(e) => setReason(e.target.value)}>
              <option value="">사유를 선택해주세요</option>
              {reasonOptions.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </Field>
        )}
        {outcome === "retained" && showFee && (
          <Field id={idOf("fee")} label="수임료 (원)" error={errors.fee} hint="관리자만 볼 수 있습니다.">
            <input className={inputClass} inputMode="numeric" autoComplete="off" value={fee} onChange={(e) => setFee(e.target.value)} />
          </Field>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={save.isPending} className={primaryButtonClass}>
          {save.isPending ? "저장 중..." : "결과 저장"}
        </button>
        {item.outcome && item.outcomeAt && (
          <p className="text-sm text-slate-600">
            {`현재: ${OUTCOME_LABELS[item.outcome]}${item.outcomeReason ? ` (${item.outcomeReason})` : ""} · ${formatKoreanDateTime(item.outcomeAt)} 기록`}
          </p>
        )}
      </div>
    </form>
  );
}
