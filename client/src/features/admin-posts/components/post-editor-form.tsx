// The post editor: the shared content editor with the category and the posts API.
import type { RefObject } from "react";
import type { AdminCategory, AdminPost } from "@shared/content/admin-posts";
import { paths } from "@shared/pages/page-map";
import { ContentEditorForm } from "@/components/content-editor/content-editor-form";
import { useSavePost } from "../api/save-post";
import { EMPTY_VALUES, formFieldOf, toPostBody, validateValues, valuesFromPost } from "../editor-values";
import { CategoryField } from "./editor-settings";

interface PostEditorFormProps {
  post?: AdminPost;
  categories: AdminCategory[];
  /** Set by the form: whether there are changes not saved yet. */
  dirtyRef: RefObject<(() => boolean) | null>;
  onSaved: () => void;
  onCancel: () => void;
  onShowRevisions?: () => void;
}

export function PostEditorForm({ post, categories, ...slot }: PostEditorFormProps) {
  const save = useSavePost(post?.id ?? null);
  return (
    <ContentEditorForm
      kind="post"
      stored={post}
      initial={post ? valuesFromPost(post) : EMPTY_VALUES}
      empty={EMPTY_VALUES}
      reviewUrl={(id) => `/api/posts/${id}/review`}
      pathOf={(values, slug) => {
        const category = categories.find((c) => String(c.id) === values.categoryId);
        return category ? paths.article({ category: category.slug, slug }) : "";
      }}
      pathHint="카테고리와 제목을 입력하면 주소가 표시됩니다."
      toBody={(values) => toPostBody(values, post)}
      validate={validateValues}
      fieldOf={formFieldOf}
      save={save}
      messages={
        post
          ? { saved: "게시글이 성공적으로 수정되었습니다.", failed: "게시글 수정에 실패했습니다." }
          : { saved: "게시글이 성공적으로 작성되었습니다.", failed: "게시글 작성에 실패했습니다." }
      }
      settings={(form) => <CategoryField form={form} categories={categories} />}
      {...slot}
    />
  );
}
