import { consultationExportSchema, ADMIN_LIMITS } from "@shared/intake/admin-consultations";
import { AdminDialog } from "@/components/admin/admin-dialog";
import { primaryButtonClass, secondaryButtonClass } from "@/components/admin/button-styles";
import { Field, inputClass } from "@/components/form/field";
import { applyServerErrors, useZodForm } from "@/components/form/use-zod-form";
import { ApiError } from "@/lib/api-client";
import type { ConsultationFilterValues } from "../api/consultation-keys";
import { useExportConsultations } from "../api/export-consultations";

const reasonSchema = consultationExportSchema.pick({ reason: true });

interface ExportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: ConsultationFilterValues;
  hasFilters: boolean;
}

/** Asks why personal data leaves the system, then downloads the filtered list as CSV. */
export function ExportDialog({ open, onOpenChange, filters, hasFilters }: ExportDialogProps) {
  const form = useZodForm(reasonSchema, { reason: "" });
  const { register, handleSubmit, formState, reset } = form;
  const exporter = useExportConsultations();

  const close = (next: boolean) => {
    if (exporter.isPending) return;
    if (!next) reset();
    onOpenChange(next);
  };

  const onSubmit = handleSubmit(({ reason }) => {
    exporter.mutate(
      { ...filters, reason },
      {
        onSuccess: () => close(false),
        onError: (error) => {
          if (error instanceof ApiError) applyServerErrors(form, error);
        },
      },
    );
  });

  return (
    <AdminDialog
      open={open}
      onOpenChange={close}
      title="CSV 내보내기"
      description={hasFilters ? "현재 필터 조건에 맞는 상담 신청을 CSV 파일로 내려받습니다." : "모든 상담 신청을 CSV 파일로 내려받습니다."}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          파일에는 의뢰인의 개인정보가 담겨 있습니다. 내보낸 사람, 시각, 조건과 사유가 접근 기록에 남습니다.
        </p>
        <Field id="export-reason" label="내보내기 사유" required hint="예: 상담 일정 정리" error={formState.errors.reason?.message}>
          <input className={inputClass} autoComplete="off" maxLength={ADMIN_LIMITS.exportReason} {...register("reason")} />
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" onClick={() => close(false)} disabled={exporter.isPending} className={secondaryButtonClass}>
            취소
          </button>
          <button type="submit" disabled={exporter.isPending} className={primaryButtonClass}>
            {exporter.isPending ? "내보내는 중..." : "내보내기"}
          </button>
        </div>
      </form>
    </AdminDialog>
  );
}
