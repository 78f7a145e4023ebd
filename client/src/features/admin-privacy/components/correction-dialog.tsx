// Correcting one request's identifying fields at the person's request (정정): only the fields filled in change.
import { subjectCorrectionSchema, type SubjectCorrectionInput, type SubjectRecord } from "@shared/intake/subject-requests";
import { AdminDialog } from "@/components/admin/admin-dialog";
import { toastFailure } from "@/components/admin/api-errors";
import { primaryButtonClass } from "@/components/admin/button-styles";
import { Field, inputClass } from "@/components/form/field";
import { applyServerErrors, useZodForm } from "@/components/form/use-zod-form";
import { ApiError } from "@/lib/api-client";
import { useSubjectCorrection } from "../api/subject-api";

const EMPTY: SubjectCorrectionInput = { name: undefined, phone: undefined, email: "", age: undefined, reason: "" };

export function CorrectionDialog({
  record,
  onClose,
  onCorrected,
}: {
  record: SubjectRecord;
  onClose: () => void;
  onCorrected: (record: SubjectRecord) => void;
}) {
  const form = useZodForm(subjectCorrectionSchema, EMPTY);
  const { register, handleSubmit, formState } = form;
  const correct = useSubjectCorrection();
  const blankToUndefined = { setValueAs: (v: string) => (v === "" ? undefined : v) };
  const onSubmit = handleSubmit((input) =>
    correct.mutate(
      { id: record.id, input },
      {
        onSuccess: (data) => onCorrected(data.record),
        onError: (error) => {
          if (!(error instanceof ApiError && applyServerErrors(form, error))) toastFailure("정정하지 못했습니다.", error);
        },
      },
    ),
  );
  return (
    <AdminDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`#${record.id} 정정`}
      description="바꿀 항목만 입력하세요. 비워 둔 항목은 그대로 둡니다."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Field id="correct-name" label={`이름 (현재: ${record.name})`} error={formState.errors.name?.message}>
          <input className={inputClass} autoComplete="off" {...register("name", blankToUndefined)} />
        </Field>
        <Field id="correct-phone" label="연락처" error={formState.errors.phone?.message}>
          <input className={inputClass} type="tel" autoComplete="off" {...register("phone", blankToUndefined)} />
        </Field>
        <Field id="correct-email" label="이메일" error={formState.errors.email?.message}>
          <input className={inputClass} type="email" autoComplete="off" {...register("email")} />
        </Field>
        <Field id="correct-age" label="나이" error={formState.errors.age?.message}>
          <input className={inputClass} inputMode="numeric" autoComplete="off" {...register("age", blankToUndefined)} />
        </Field>
        <Field
          id="correct-reason"
          label="정정 사유"
          required
          hint="접수 경로와 요청 내용을 적어주세요 (예: 전화로 본인 확인 후 개명 반영)."
          error={formState.errors.reason?.message}
        >
          <input className={inputClass} autoComplete="off" {...register("reason")} />
        </Field>
        <button type="submit" disabled={correct.isPending} className={primaryButtonClass}>
          {correct.isPending ? "저장 중..." : "정정 저장"}
        </button>
      </form>
    </AdminDialog>
  );
}
