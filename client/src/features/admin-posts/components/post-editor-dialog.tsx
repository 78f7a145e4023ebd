// The editor in a large dialog. Closing with changes (Escape, the close button, 취소) asks first; leaving the
// page with changes asks the browser's question. A cancel clears the stored draft and the unused uploads.
import { useEffect, useRef, useState } from "react";
import type { AdminCategory } from "@shared/admin-posts";
import { AdminDialog } from "@/components/admin/admin-dialog";
import { ErrorState, LoadingState } from "@/components/admin/data-state";
import { errorDetail } from "@/components/admin/api-errors";
import { useAdminPost } from "../api/get-posts";
import { forgetTemporaryImages } from "../api/upload-image";
import { clearDraft } from "../hooks/use-post-draft";
import { PostEditorForm } from "./post-editor-form";
import { RevisionsDialog } from "./revisions-dialog";

export type EditorTarget = "new" | number;

export const CLOSE_CONFIRM = "저장하지 않은 변경 사항이 있습니다. 닫을까요?";

interface PostEditorDialogProps {
  target: EditorTarget;
  categories: AdminCategory[];
  onClose: () => void;
}

export function PostEditorDialog({ target, categories, onClose }: PostEditorDialogProps) {
  const id = target === "new" ? null : target;
  const post = useAdminPost(id);
  const dirty = useRef<(() => boolean) | null>(null);
  const [revisionsOpen, setRevisionsOpen] = useState(false);
  // Remounts the form with the post as it is after a version was restored.
  const [formKey, setFormKey] = useState(0);

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
    clearDraft(target);
    forgetTemporaryImages();
    onClose();
  };

  return (
    <AdminDialog
      open
      onOpenChange={(open) => {
        if (!open) cancel();
      }}
      title={target === "new" ? "새 게시글" : "게시글 수정"}
      className="max-w-6xl!"
    >
      {id === null ? (
        <PostEditorForm categories={categories} dirtyRef={dirty} onSaved={onClose} onCancel={cancel} />
      ) : post.isPending ? (
        <LoadingState />
      ) : post.isError ? (
        <ErrorState detail={errorDetail(post.error)} onRetry={() => void post.refetch()} />
      ) : (
        <>
          <PostEditorForm
            key={formKey}
            post={post.data}
            categories={categories}
            dirtyRef={dirty}
            onSaved={onClose}
            onCancel={cancel}
            onShowRevisions={() => setRevisionsOpen(true)}
          />
          <RevisionsDialog
            postId={id}
            open={revisionsOpen}
            onOpenChange={setRevisionsOpen}
            hasChanges={() => dirty.current?.() ?? false}
            onRestored={() => {
              setRevisionsOpen(false);
              // The restored version is what the editor shows now; older unsaved text is not offered back.
              clearDraft(id);
              void post.refetch().then(() => setFormKey((k) => k + 1));
            }}
          />
        </>
      )}
    </AdminDialog>
  );
}
