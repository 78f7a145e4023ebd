// The editor in a large dialog, for a post or an interview. Closing with changes (Escape, the close button,
// 취소) asks first; leaving the page with changes asks the browser's question. A cancel clears the stored draft
// and the unused uploads. An earlier version restored reloads the item and remounts the form.
import { useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { AdminDialog } from "@/components/admin/admin-dialog";
import { errorDetail } from "@/components/admin/api-errors";
import { ErrorState, LoadingState } from "@/components/admin/data-state";
import { clearDraft, type DraftKind } from "./editor-draft";
import type { RevisionsApi } from "./revisions";
import { RevisionsDialog } from "./revisions-dialog";
import { forgetTemporaryImages } from "./upload-image";

export type EditorTarget = "new" | number;

const CLOSE_CONFIRM = "저장하지 않은 변경 사항이 있습니다. 닫을까요?";

/** What the dialog hands the kind's form. */
export interface EditorFormSlot<T> {
  item?: T;
  dirtyRef: RefObject<(() => boolean) | null>;
  onSaved: () => void;
  onCancel: () => void;
  onShowRevisions?: () => void;
}

interface ContentEditorDialogProps<T> {
  kind: DraftKind;
  target: EditorTarget;
  title: string;
  /** The stored item (disabled for a new one). */
  query: UseQueryResult<T>;
  revisionsApi: (id: number) => RevisionsApi;
  renderForm: (slot: EditorFormSlot<T>) => ReactNode;
  onClose: () => void;
}

export function ContentEditorDialog<T>({ kind, target, title, query, revisionsApi, renderForm, onClose }: ContentEditorDialogProps<T>) {
  const id = target === "new" ? null : target;
  const dirty = useRef<(() => boolean) | null>(null);
  const [revisionsOpen, setRevisionsOpen] = useState(false);
  // Remounts the form with the item as it is after a version was restored.
  const [formKey, setFormKey] = useState(0);
  const [restored, setRestored] = useState<{ data: T | undefined }>();

  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!dirty.current?.()) return;
      e.preventDefault();
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, []);

  const cancel = () => {
    if (dirty.current?.() && !window.confirm(CLOSE_CONFIRM)) return;
    clearDraft(kind, target);
    forgetTemporaryImages();
    onClose();
  };

  return (
    <AdminDialog
      open
      onOpenChange={(open) => {
        if (!open) cancel();
      }}
      title={title}
      className="max-w-6xl!"
    >
      {id === null ? (
        renderForm({ dirtyRef: dirty, onSaved: onClose, onCancel: cancel })
      ) : query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState detail={errorDetail(query.error)} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <div key={formKey} className="contents">
            {renderForm({
              item: restored?.data ?? query.data,
              dirtyRef: dirty,
              onSaved: onClose,
              onCancel: cancel,
              onShowRevisions: () => setRevisionsOpen(true),
            })}
          </div>
          <RevisionsDialog
            api={revisionsApi(id)}
            open={revisionsOpen}
            onOpenChange={setRevisionsOpen}
            hasChanges={() => dirty.current?.() ?? false}
            onRestored={() => {
              setRevisionsOpen(false);
              // The restored version is what the editor shows now; older unsaved text is not offered back.
              clearDraft(kind, id);
              void query.refetch().then((result) => {
                // The answer itself: the query's holder may render the new data only after this.
                setRestored({ data: result.data });
                setFormKey((k) => k + 1);
              });
            }}
          />
        </>
      )}
    </AdminDialog>
  );
}
