import { accessLogExportReasonSchema as reasonSchema, type AccessLogExportInput } from "@shared/intake/access-log";
import { ADMIN_LIMITS } from "@shared/intake/admin-consultations";
import { AdminDialog } from "@/components/admin/admin-dialog";
import { primaryButtonClass, secondaryButtonClass } from "@/components/admin/button-styles";
import { Field, inputClass } from "@/components/form/field";
import { applyServerErrors, useZodForm } from "@/components/form/use-zod-form";
import { ApiError } from "@/lib/api-client";
import type { AccessLogFilterValues } from "../api/consultation-keys";
import { useExportAccessLogs } from "../api/export-access-logs";

interface AccessLogExportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: AccessLogFilterValues;
}

/** Asks why the log leaves the system, then downloads the entries matching the filters as CSV. */
export function AccessLogExportDialog({ open, onOpenChange, filters }: AccessLogExportDialogProps) {
  const form = useZodForm(reasonSchema, { reason: "" });
  const { register, handleSubmit, formState, reset } = form;
  const exporter = useExportAccessLogs();

  const close = (next: boolean) => {
    if (exporter.isPending) return;
    if (!next) reset();
    onOpenChange(next);
  };

  const onSubmit = handleSubmit(({ reason }) => {
    const input: AccessLogExportInput = { ...filters, reason };
    exporter.mutate(input, {
      onSuccess: () => close(false),
      onError: (error) => {
        if (error instanceof ApiError) applyServerErrors(form, error);
      },
    });
  });

  return (
    <AdminDialog
      open={open}
      onOpenChange={close}
      title="접근 기록 CSV 내보내기"
      description="지금 조건에 맞는 접근 기록을 CSV 파일로 내려받습니다."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">내보낸 사람, 시각, 조건과 사유도 접근 기록에 남습니다.</p>
        <Field id="access-export-reason" label="내보내기 사유" required hint="예: 11월 정기 점검" error={formState.errors.reason?.message}>
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
