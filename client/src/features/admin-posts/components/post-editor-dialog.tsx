// The post editor in its dialog (the shared content editor's dialog with the posts API).
import { adminPostKeys, type AdminCategory } from "@shared/content/admin-posts";
import { ContentEditorDialog, type EditorTarget } from "@/components/content-editor/content-editor-dialog";
import { useAdminPost } from "../api/get-posts";
import { PostEditorForm } from "./post-editor-form";

interface PostEditorDialogProps {
  target: EditorTarget;
  categories: AdminCategory[];
  onClose: () => void;
}

export function PostEditorDialog({ target, categories, onClose }: PostEditorDialogProps) {
  const post = useAdminPost(target === "new" ? null : target);
  return (
    <ContentEditorDialog
      kind="post"
      target={target}
      title={target === "new" ? "새 게시글" : "게시글 수정"}
      query={post}
      revisionsApi={(id) => ({
        listUrl: `/api/posts/${id}/revisions`,
        restoreUrl: (revisionId) => `/api/posts/${id}/revisions/${revisionId}/restore`,
        queryKey: adminPostKeys.revisions(id),
        invalidateKey: adminPostKeys.all,
      })}
      renderForm={(slot) => <PostEditorForm post={slot.item} categories={categories} {...slot} />}
      onClose={onClose}
    />
  );
}
