// The post editor: title, address, excerpt and body on the left; settings and SEO on the right. The form state
// is kept in localStorage as it changes (not while an IME composes), offered back when the editor reopens,
// and cleared after a successful save or a cancel.
import { useEffect, useMemo, useRef, useState, type RefObject } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { AdminCategory, AdminPost } from "@shared/admin-posts";
import { paths } from "@shared/page-map";
import { slugify } from "@shared/slug";
import { POST_LIMITS, type PostInput } from "@shared/validation/post";
import { primaryButtonClass, secondaryButtonClass } from "@/components/admin/button-styles";
import { Field, inputClass } from "@/components/form/field";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { isUnauthorized, toastFailure } from "@/components/admin/api-errors";
import { useSavePost } from "../api/save-post";
import { ReviewSection } from "./review-section";
import { EMPTY_VALUES, formFieldOf, toPostBody, validateValues, valuesFromPost, type EditorValues } from "../editor-values";
import { useDraftAutosave } from "../hooks/use-draft-autosave";
import { CharCount } from "@/components/admin/char-count";
import { DraftOffer } from "./draft-offer";
import { EditorSettings } from "./editor-settings";
import { MarkdownEditor } from "./markdown-editor";
import { SeoPanel } from "./seo-panel";
import { SignInDialog } from "./sign-in-dialog";

interface PostEditorFormProps {
  post?: AdminPost;
  categories: AdminCategory[];
  /** Set by the form: whether there are changes not saved yet. */
  dirtyRef: RefObject<(() => boolean) | null>;
  onSaved: () => void;
  onCancel: () => void;
  onShowRevisions?: () => void;
}

export function PostEditorForm({ post, categories, dirtyRef, onSaved, onCancel, onShowRevisions }: PostEditorFormProps) {
  const draftId = post?.id ?? "new";
  const initial = useMemo(() => (post ? valuesFromPost(post) : EMPTY_VALUES), [post]);
  const form = useForm<EditorValues>({ defaultValues: initial });
  const watched = useWatch({ control: form.control });
  const values = { ...initial, ...watched } as EditorValues;
  const composing = useRef(false);
  const { offer, acceptDraft, discardDraft, saveNow, clear } = useDraftAutosave(draftId, form, initial, composing);
  const save = useSavePost(post?.id ?? null);
  const [submitting, setSubmitting] = useState(false);
  const [signInOpen, setSignInOpen] = useState(false);
  const retryBody = useRef<PostInput | null>(null);

  const isDirty = () => JSON.stringify({ ...initial, ...form.getValues() }) !== JSON.stringify(initial);
  useEffect(() => {
    dirtyRef.current = isDirty;
  });

  const category = categories.find((c) => String(c.id) === values.categoryId);
  const slug = values.slug.trim() || slugify(values.title);
  const articlePath = category && slug ? paths.article({ category: category.slug, slug }) : "";
  const origin = typeof window === "undefined" ? "" : window.location.origin;

  const send = async (body: PostInput) => {
    setSubmitting(true);
    try {
      await save(body);
      clear();
      toast({ title: post ? "게시글이 성공적으로 수정되었습니다." : "게시글이 성공적으로 작성되었습니다." });
      onSaved();
    } catch (error) {
      if (isUnauthorized(error)) {
        // The draft is already in localStorage; sign in here and the same body is sent again.
        retryBody.current = body;
        setSignInOpen(true);
        toast({ title: "세션이 만료되었습니다. 다시 로그인해주세요.", description: "작성 중인 내용은 이 브라우저에 보관되어, 다시 열면 불러올 수 있습니다.", variant: "destructive" });
        return;
      }
      if (error instanceof ApiError && error.fields) {
        for (const [name, messages] of Object.entries(error.fields)) {
          const field = formFieldOf(name);
          if (field && messages[0]) form.setError(field, { type: "server", message: messages[0] });
        }
      }
      toastFailure(post ? "게시글 수정에 실패했습니다." : "게시글 작성에 실패했습니다.", error);
    } finally {
      setSubmitting(false);
    }
  };

  const onSubmit = form.handleSubmit(async (current) => {
    const errors = validateValues(current);
    const names = Object.keys(errors) as (keyof EditorValues)[];
    if (names.length) {
      for (const name of names) form.setError(name, { type: "validate", message: errors[name] });
      // The body is not a registered input (the markdown editor owns it): focus its textarea by id.
      if (names[0] === "content") document.getElementById("post-content")?.focus();
      else form.setFocus(names[0]);
      return;
    }
    // Kept until the server confirms, so a failed save or an expired session loses nothing.
    saveNow();
    await send(toPostBody(current, post));
  });

  const errors = form.formState.errors;
  return (
    <>
      <form
        noValidate
        onSubmit={(e) => {
          // handleSubmit skips the callback while any error is set, and the messages set by hand stay until cleared.
          form.clearErrors();
          void onSubmit(e);
        }}
        onCompositionStartCapture={() => (composing.current = true)}
        onCompositionEndCapture={() => (composing.current = false)}
        className="flex flex-col gap-6"
      >
        {offer && <DraftOffer savedAt={offer.savedAt} onAccept={acceptDraft} onDiscard={discardDraft} />}
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
          <div className="min-w-0 space-y-4">
            <Field id="post-title" label="제목" required hint={<CharCount value={values.title} max={POST_LIMITS.titleRecommended} />} error={errors.title?.message}>
              <input type="text" maxLength={POST_LIMITS.title} {...form.register("title")} className={inputClass} />
            </Field>
            <Field
              id="post-slug"
              label="주소(슬러그)"
              hint={<span className="break-all">{articlePath ? `${origin}${articlePath}` : "카테고리와 제목을 입력하면 주소가 표시됩니다."}</span>}
              error={errors.slug?.message}
            >
              <input type="text" maxLength={POST_LIMITS.slug} placeholder={slugify(values.title) || "비우면 제목으로 만듭니다"} {...form.register("slug")} className={inputClass} />
            </Field>
            <Field id="post-excerpt" label="요약" hint={<CharCount value={values.excerpt} max={POST_LIMITS.excerpt} />} error={errors.excerpt?.message}>
              <textarea rows={3} {...form.register("excerpt")} className={inputClass} />
            </Field>
            <div className="flex flex-col gap-1.5">
              <label htmlFor="post-content" className="text-[15px] font-semibold text-slate-800">
                내용<span className="ml-1 text-red-700" aria-hidden="true">*</span>
              </label>
              <MarkdownEditor
                id="post-content"
                value={values.content}
                onChange={(content) => form.setValue("content", content, { shouldDirty: true })}
                invalid={Boolean(errors.content)}
                describedBy={errors.content ? "post-content-error" : undefined}
              />
              {errors.content && (
                <p id="post-content-error" role="alert" className="text-sm font-medium text-red-700">
                  {errors.content.message}
                </p>
              )}
            </div>
          </div>
          <div className="min-w-0 space-y-6 lg:border-l lg:border-slate-200 lg:pl-6">
            <EditorSettings form={form} values={values} categories={categories} />
            <SeoPanel form={form} values={values} url={articlePath ? `${origin}${articlePath}` : origin} />
            <ReviewSection post={post} />
          </div>
        </div>
        <div className="sticky -bottom-4 -mx-5 -mb-4 flex flex-wrap justify-end gap-2 border-t border-slate-200 bg-white px-5 py-3">
          {onShowRevisions && (
            <button type="button" onClick={onShowRevisions} className={`${secondaryButtonClass} mr-auto`}>
              이전 버전
            </button>
          )}
          <button type="button" onClick={onCancel} className={secondaryButtonClass}>
            취소
          </button>
          <button type="submit" disabled={submitting} className={primaryButtonClass}>
            {submitting ? "저장 중..." : post ? "수정" : "게시"}
          </button>
        </div>
      </form>
      {/* Outside the form: React events bubble through portals, and its submit is not the editor's. */}
      <SignInDialog
        open={signInOpen}
        onOpenChange={setSignInOpen}
        onSignedIn={() => {
          setSignInOpen(false);
          if (retryBody.current) void send(retryBody.current);
        }}
      />
    </>
  );
}
