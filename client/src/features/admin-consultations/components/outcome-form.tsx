// The request's stage, one control with one save: 신규, 연락 시도, 연락됨, 상담, 수임, 미수임, 연락 두절. 상담 and the
// ending stages are saved as the outcome (PATCH …/outcome: 미수임 with a reason from the attorney's list, 수임 with the
// fee shown only when the server sent it, i.e. to administrators; the planned next contact kept unless 다음 연락
// 지우기 is ticked); the stages before them as the stage (PATCH …/:id), which also reopens an ended request.
// Self-contained (the request and onDone), so it can sit in a card or a sheet.
import { useState, type FormEvent } from "react";
import { formatKoreanDateTime } from "@shared/lib/dates";
import type { AdminConsultation } from "@shared/intake/admin-consultations";
import { outcomeUpdateSchema, type OutcomeUpdateInput } from "@shared/intake/consultation-outcome";
import { CONSULTATION_STAGES, STAGE_LABELS, type ConsultationStage } from "@shared/intake/pipeline-stages";
import { outcomeOfStage } from "@shared/intake/pipeline-transitions";
import { nextContactText } from "@shared/intake/consultation-contacts";
import { primaryButtonClass } from "@/components/admin/button-styles";
import { Field, inputClass } from "@/components/form/field";
import { ApiError } from "@/lib/api-client";
import { useNotRetainedReasons, useSetOutcome } from "../api/outcome";
import { useUpdateConsultation } from "../api/update-consultation";

type Errors = Partial<Record<"stage" | "reason" | "fee", string>>;

/** The fee as typed: digits with optional commas and a trailing 원 ("3,300,000원"); anything else is NaN (refused). */
function parseFee(text: string): number | null {
  const compact = text.replace(/[\s,]/g, "").replace(/원$/, "");
  if (compact === "") return null;
  return /^\d+$/.test(compact) ? Number(compact) : Number.NaN;
}

interface OutcomeFormProps {
  consultation: AdminConsultation;
  /** Called after a successful save. */
  onDone?: () => void;
}

export function OutcomeForm({ consultation: item, onDone }: OutcomeFormProps) {
  const showFee = item.feeAmount !== undefined;
  const [stage, setStage] = useState<ConsultationStage>(item.stage);
  const [reason, setReason] = useState(item.outcomeReason ?? "");
  const [fee, setFee] = useState(item.feeAmount != null ? item.feeAmount.toLocaleString("ko-KR") : "");
  const [clearNext, setClearNext] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const outcome = outcomeOfStage(stage);
  const reasons = useNotRetainedReasons(outcome === "not_retained");
  const saveOutcome = useSetOutcome();
  const saveStage = useUpdateConsultation();
  const pending = saveOutcome.isPending || saveStage.isPending;
  const idOf = (name: string) => `consultation-${item.id}-${name}`;
  const reasonOptions = [
    ...(reasons.data ?? []),
    ...(item.outcomeReason && !reasons.data?.includes(item.outcomeReason) ? [item.outcomeReason] : []),
  ];
  const onError = (error: Error) => {
    if (error instanceof ApiError && error.fields) setErrors(Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, v[0]])));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!outcome) {
      setErrors({});
      saveStage.mutate({ id: item.id, body: { stage, expectedLastUpdated: item.lastUpdated } }, { onSuccess: () => onDone?.(), onError });
      return;
    }
    const body: OutcomeUpdateInput = {
      outcome,
      reason: outcome === "not_retained" ? reason : null,
      ...(showFee && outcome === "retained" ? { fee: parseFee(fee) } : {}),
      ...(clearNext ? { nextContactAt: null } : {}),
      expectedLastUpdated: item.lastUpdated,
    };
    const checked = outcomeUpdateSchema.safeParse(body);
    if (!checked.success) {
      const field = (path: PropertyKey | undefined) => (path === "reason" || path === "fee" ? path : "stage");
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [field(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    saveOutcome.mutate({ id: item.id, body }, { onSuccess: () => onDone?.(), onError });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={`#${item.id} 진행 단계`} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-3">
        <Field id={idOf("stage")} label="진행 단계" required error={errors.stage}>
          <select className={inputClass} value={stage} onChange={(e) => setStage(e.target.value as ConsultationStage)}>
            {CONSULTATION_STAGES.map((value) => (
              <option key={value} value={value}>
                {STAGE_LABELS[value]}
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
      {outcome && item.nextContactAt && (
        <label className="flex items-center gap-2 text-[15px] text-slate-800">
          <input type="checkbox" className="h-5 w-5" checked={clearNext} onChange={(e) => setClearNext(e.target.checked)} />
          {`다음 연락 지우기 (${nextContactText(item.nextContactAt)})`}
        </label>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={pending} className={primaryButtonClass}>
          {pending ? "저장 중..." : "단계 저장"}
        </button>
        {item.outcome && item.outcomeAt && (
          <p className="text-sm text-slate-600">
            {`결과: ${STAGE_LABELS[item.stage]}${item.outcomeReason ? ` (${item.outcomeReason})` : ""} · ${formatKoreanDateTime(item.outcomeAt)} 기록`}
          </p>
        )}
      </div>
    </form>
  );
}
