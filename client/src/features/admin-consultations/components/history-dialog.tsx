import { formatKoreanDateTime } from "@shared/lib/dates";
import { CONSULTATION_STATUS_LABELS } from "@shared/intake/labels";
import { HISTORY_FIELD_LABELS, type ConsultationHistoryItem } from "@shared/intake/admin-consultations";
import { AdminDialog } from "@/components/admin/admin-dialog";
import { ErrorState, LoadingState } from "@/components/admin/data-state";
import { useConsultationHistory } from "../api/get-consultation-history";
import { labelOf } from "../label-of";

interface HistoryDialogProps {
  consultationId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function valueText(field: ConsultationHistoryItem["field"], value: string | null): string {
  if (!value) return "(없음)";
  return field === "consultationStatus" ? labelOf(CONSULTATION_STATUS_LABELS, value) : value;
}

/** Who changed what and when on one request, oldest first. */
export function HistoryDialog({ consultationId, open, onOpenChange }: HistoryDialogProps) {
  const history = useConsultationHistory(consultationId, open);
  return (
    <AdminDialog open={open} onOpenChange={onOpenChange} title={`#${consultationId} 변경 이력`} className="max-w-2xl">
      {history.isPending ? (
        <LoadingState className="py-8" />
      ) : history.isError ? (
        <ErrorState className="py-8" onRetry={() => void history.refetch()} />
      ) : history.data.length === 0 ? (
        <p className="py-8 text-center text-[15px] text-slate-600">변경 이력이 없습니다.</p>
      ) : (
        <ol className="space-y-3">
          {history.data.map((entry) => (
            <li key={entry.id} className="rounded-lg border border-slate-200 p-3 text-[15px]">
              <p className="flex flex-wrap gap-x-2 text-sm text-slate-600">
                <time dateTime={entry.changedAt}>{formatKoreanDateTime(entry.changedAt)}</time>
                <span aria-hidden="true">·</span>
                <span>{entry.changedByName}</span>
              </p>
              <p className="mt-1 font-semibold text-slate-900">{HISTORY_FIELD_LABELS[entry.field] ?? entry.field}</p>
              {entry.field === "contact" ? (
                <p className="mt-1 whitespace-pre-wrap break-words text-slate-800">
                  {entry.newValue}
                  {entry.oldValue && (
                    <span className="block text-sm text-slate-600">이전 예정: {entry.oldValue.replace(/^다음 연락 /, "")}</span>
                  )}
                </p>
              ) : (
                <p className="mt-1 whitespace-pre-wrap break-words text-slate-800">
                  <span className="text-slate-600">{valueText(entry.field, entry.oldValue)}</span>
                  <span aria-hidden="true" className="mx-2 text-slate-500">
                    →
                  </span>
                  <span className="sr-only"> 에서 </span>
                  <span>{valueText(entry.field, entry.newValue)}</span>
                  <span className="sr-only"> (으)로 변경</span>
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </AdminDialog>
  );
}
