import { useEffect } from "react";
import {
  ADMIN_LIMITS,
  consultationUpdateSchema,
  type AdminConsultation,
  type ConsultationUpdateInput,
} from "@shared/intake/admin-consultations";
import { primaryButtonClass, secondaryButtonClass } from "@/components/admin/button-styles";
import { Field, inputClass } from "@/components/form/field";
import { applyServerErrors, useZodForm } from "@/components/form/use-zod-form";
import { ApiError } from "@/lib/api-client";
import { useUpdateConsultation } from "../api/update-consultation";

interface ConsultationEditFormProps {
  item: AdminConsultation;
  /** Called after a successful save or on cancel. */
  onDone: () => void;
}

/**
 * Inline editing of the assignee and memo (the stage has its own control, 진행 단계). Sends the lastUpdated it started
 * from, so a concurrent save is refused (409).
 */
export function ConsultationEditForm({ item, onDone }: ConsultationEditFormProps) {
  const defaults: ConsultationUpdateInput = {
    assignedTo: item.assignedTo ?? "",
    adminNotes: item.adminNotes ?? "",
  };
  const form = useZodForm(consultationUpdateSchema, defaults);
  const { register, handleSubmit, formState, watch, setFocus } = form;
  const errors = formState.errors;
  const update = useUpdateConsultation();
  const notesLength = (watch("adminNotes") ?? "").length;
  const idOf = (name: string) => `consultation-${item.id}-${name}`;

  useEffect(() => setFocus("assignedTo"), [setFocus]);

  const onSubmit = handleSubmit((values) => {
    update.mutate(
      { id: item.id, body: { ...values, expectedLastUpdated: item.lastUpdated } },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (error instanceof ApiError) applyServerErrors(form, error);
        },
      },
    );
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={`#${item.id} 상담 신청 수정`}
      className="space-y-4 rounded-lg border border-brand-200 bg-brand-50/60 p-4"
    >
      <Field id={idOf("assignee")} label="담당자" error={errors.assignedTo?.message}>
        <input className={inputClass} autoComplete="off" maxLength={ADMIN_LIMITS.assignedTo} {...register("assignedTo")} />
      </Field>
      <Field
        id={idOf("notes")}
        label="관리자 메모"
        hint={`${notesLength.toLocaleString("ko-KR")} / ${ADMIN_LIMITS.adminNotes.toLocaleString("ko-KR")}자 · 의뢰인에게는 보이지 않습니다.`}
        error={errors.adminNotes?.message}
      >
        <textarea className={`${inputClass} min-h-32`} rows={5} maxLength={ADMIN_LIMITS.adminNotes} {...register("adminNotes")} />
      </Field>
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={update.isPending} className={primaryButtonClass}>
          {update.isPending ? "저장 중..." : "저장"}
        </button>
        <button type="button" onClick={onDone} disabled={update.isPending} className={secondaryButtonClass}>
          취소
        </button>
      </div>
    </form>
  );
}
