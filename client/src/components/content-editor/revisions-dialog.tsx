// Earlier versions of a post or an interview (title, who saved it, when), each one restorable.
import { formatKoreanDateTime } from "@shared/lib/dates";
import { AdminDialog } from "@/components/admin/admin-dialog";
import { secondaryButtonClass } from "@/components/admin/button-styles";
import { EmptyState, ErrorState, LoadingState } from "@/components/admin/data-state";
import { errorDetail } from "@/components/admin/api-errors";
import { useRestoreRevision, useRevisions, type RevisionsApi } from "./revisions";

interface RevisionsDialogProps {
  api: RevisionsApi;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRestored: () => void;
  /** Whether the editor has changes a restore would replace (then the attorney is asked first). */
  hasChanges: () => boolean;
}

const RESTORE_CONFIRM = "저장하지 않은 변경 사항은 사라집니다. 이 버전으로 되돌릴까요?";

export function RevisionsDialog({ api, open, onOpenChange, onRestored, hasChanges }: RevisionsDialogProps) {
  const revisions = useRevisions(api, open);
  const restore = useRestoreRevision(api);
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title="이전 버전"
      description="저장할 때마다 바뀌기 전의 내용이 보관됩니다 (최근 30개)."
      className="max-w-2xl!"
    >
      {revisions.isPending ? (
        <LoadingState />
      ) : revisions.isError ? (
        <ErrorState detail={errorDetail(revisions.error)} onRetry={() => void revisions.refetch()} />
      ) : revisions.data.length === 0 ? (
        <EmptyState>보관된 이전 버전이 없습니다.</EmptyState>
      ) : (
        <ul className="space-y-2">
          {revisions.data.map((revision) => (
            <li key={revision.id} className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 p-3">
              <div className="min-w-0 flex-1">
                <p className="break-words font-semibold text-slate-900">{revision.title}</p>
                <p className="text-sm text-slate-600">
                  {revision.savedBy ?? "알 수 없음"} · <time dateTime={revision.createdAt}>{formatKoreanDateTime(revision.createdAt)}</time>
                </p>
              </div>
              <button
                type="button"
                disabled={restore.isPending}
                onClick={() => {
                  if (hasChanges() && !window.confirm(RESTORE_CONFIRM)) return;
                  restore.mutate(revision.id, { onSuccess: onRestored });
                }}
                className={secondaryButtonClass}
                aria-label={`${revision.title} (${formatKoreanDateTime(revision.createdAt)}) 이 버전으로 되돌리기`}
              >
                이 버전으로 되돌리기
              </button>
            </li>
          ))}
        </ul>
      )}
    </AdminDialog>
  );
}
