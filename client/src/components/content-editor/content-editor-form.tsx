// The editor of posts and interviews: title, address, excerpt and body on the left; the kind's own settings,
// publication, thumbnail, SEO and the legal review on the right. The form state is kept in localStorage as it
// changes (not while an IME composes), offered back when the editor reopens, and cleared after a successful
// save or a cancel. A save that finds the session expired asks to sign in here and is then sent again.
import { useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from "react";
import { analyzeSeo, type SeoAnalysisInput } from "@shared/seo/seo-analysis";
import { useForm, useWatch, type DefaultValues, type FieldPath, type UseFormReturn } from "react-hook-form";
import { slugify } from "@shared/content/slug";
import { CONTENT_LIMITS } from "@shared/content/content-fields";
import { primaryButtonClass, secondaryButtonClass } from "@/components/admin/button-styles";
import { isUnauthorized, toastFailure } from "@/components/admin/api-errors";
import { Field, inputClass } from "@/components/form/field";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { CharCount } from "@/components/admin/char-count";
import type { ContentEditorValues } from "./content-values";
import { DraftOffer } from "./draft-offer";
import type { DraftKind } from "./editor-draft";
import type { Review } from "./mark-reviewed";
import { FinalReviewDialog } from "./final-review-dialog";
import { HeadingOutline, outlineOf } from "./heading-outline";
import { primaryLabel, savedToast } from "./publish-outcome";
import { MarkdownEditor } from "./markdown-editor";
import { PublishFields } from "./publish-fields";
import { ReviewSection } from "./review-section";
import { SeoPanel } from "./seo-panel";
import { SignInDialog } from "./sign-in-dialog";
import { ThumbnailFields } from "./thumbnail-fields";
import { useDraftAutosave } from "./use-draft-autosave";

export interface ContentEditorFormProps<V extends ContentEditorValues, B> {
  kind: DraftKind;
  /** The stored item's id and review; none for a new one. */
  stored?: { id: number } & Review;
  initial: V;
  empty: V;
  /** Where the item's review is recorded. */
  reviewUrl: (id: number) => string;
  /** The public path of the values (with the slug the server would make), "" while it cannot be known. */
  pathOf: (values: V, slug: string) => string;
  /** Shown under the address field while pathOf gives "". */
  pathHint: string;
  toBody: (values: V) => B;
  validate: (values: V) => Partial<Record<keyof V, string>>;
  fieldOf: (apiField: string) => keyof V | undefined;
  save: (body: B) => Promise<unknown>;
  /** The toast after a save, and the one after a failure. */
  messages: { saved: string; failed: string };
  /** The kind's own settings, at the top of the right panel. */
  settings: (form: UseFormReturn<V>) => ReactNode;
  /** Set by the form: whether there are changes not saved yet. */
  dirtyRef: RefObject<(() => boolean) | null>;
  onSaved: () => void;
  onCancel: () => void;
  onShowRevisions?: () => void;
}

export function ContentEditorForm<V extends ContentEditorValues, B>(props: ContentEditorFormProps<V, B>) {
  const { kind, stored, initial, empty, dirtyRef, onCancel, onShowRevisions } = props;
  const idPrefix = kind;
  // The values it opened with, fixed for its life (the dialog remounts it for another version).
  const [defaults] = useState(initial);
  const form = useForm<V>({ defaultValues: defaults as DefaultValues<V> });
  // The shared parts read and write the shared fields only.
  const shared = form as unknown as UseFormReturn<ContentEditorValues>;
  const watched = useWatch({ control: form.control });
  const values = { ...defaults, ...watched } as V;
  const composing = useRef(false);
  const { offer, acceptDraft, discardDraft, saveNow, clear } = useDraftAutosave(
    kind,
    stored?.id ?? "new",
    form,
    defaults,
    empty,
    composing,
  );
  const [submitting, setSubmitting] = useState(false);
  const [signInOpen, setSignInOpen] = useState(false);
  const retryBody = useRef<B | null>(null);
  // A body waiting for the final review (publishing while the legal review is not marked).
  const [reviewing, setReviewing] = useState<B | null>(null);
  const alreadyPublished = Boolean(stored) && defaults.publishMode === "now";
  const label = primaryLabel(values.publishMode, alreadyPublished);
  // One SEO score, the built-in analysis of what is typed (the server's gives the same, with any model's view).
  const seoKey = JSON.stringify({
    title: values.title,
    content: values.content,
    excerpt: values.excerpt,
    focusKeyword: values.focusKeyword,
    metaDescription: values.metaDescription,
    keywords: values.keywords,
    slug: values.slug,
  });
  const deferredSeoKey = useDeferredValue(seoKey);
  const seo = useMemo(() => analyzeSeo(JSON.parse(deferredSeoKey) as SeoAnalysisInput), [deferredSeoKey]);

  const isDirty = () => JSON.stringify({ ...defaults, ...form.getValues() }) !== JSON.stringify(defaults);
  useEffect(() => {
    dirtyRef.current = isDirty;
  });

  const slug = values.slug.trim() || slugify(values.title);
  const path = slug ? props.pathOf(values, slug) : "";
  const origin = typeof window === "undefined" ? "" : window.location.origin;

  const send = async (body: B) => {
    setSubmitting(true);
    try {
      await props.save(body);
      clear();
      toast(savedToast(form.getValues() as V, path, props.messages.saved));
      props.onSaved();
    } catch (error) {
      if (isUnauthorized(error)) {
        // The draft is already in localStorage; sign in here and the same body is sent again.
        retryBody.current = body;
        setSignInOpen(true);
        toast({
          title: "세션이 만료되었습니다. 다시 로그인해주세요.",
          description: "작성 중인 내용은 이 브라우저에 보관되어, 다시 열면 불러올 수 있습니다.",
          variant: "destructive",
        });
        return;
      }
      if (error instanceof ApiError && error.fields) {
        for (const [name, messages] of Object.entries(error.fields)) {
          const field = props.fieldOf(name);
          if (field && messages[0]) form.setError(field as FieldPath<V>, { type: "server", message: messages[0] });
        }
      }
      toastFailure(props.messages.failed, error);
    } finally {
      setSubmitting(false);
    }
  };

  const onSubmit = form.handleSubmit(async (current) => {
    const errors = props.validate(current as V);
    const names = Object.keys(errors) as FieldPath<V>[];
    if (names.length) {
      for (const name of names) form.setError(name, { type: "validate", message: errors[name as keyof V] });
      // The body is not a registered input (the markdown editor owns it): focus its textarea by id.
      if (names[0] === "content") document.getElementById(`${idPrefix}-content`)?.focus();
      else form.setFocus(names[0]);
      return;
    }
    // Kept until the server confirms, so a failed save or an expired session loses nothing.
    saveNow();
    const body = props.toBody(current as V);
    if (current.publishMode !== "draft" && !alreadyPublished && !stored?.reviewedAt) return setReviewing(body);
    await send(body);
  });

  const errors = shared.formState.errors;
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
        // A field scrolled to (a message's focus) stops above the sticky action bar, not under it.
        className="flex flex-col gap-6 [&_input]:scroll-mb-24 [&_select]:scroll-mb-24 [&_textarea]:scroll-mb-24"
      >
        {offer && <DraftOffer savedAt={offer.savedAt} onAccept={acceptDraft} onDiscard={discardDraft} />}
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
          <div className="min-w-0 space-y-4">
            <Field
              id={`${idPrefix}-title`}
              label="제목"
              required
              hint={<CharCount value={values.title} max={CONTENT_LIMITS.titleRecommended} />}
              error={errors.title?.message}
            >
              <input type="text" maxLength={CONTENT_LIMITS.title} {...shared.register("title")} className={inputClass} />
            </Field>
            <Field
              id={`${idPrefix}-slug`}
              label="글 주소"
              hint={<span className="break-all">{path ? `${origin}${path}` : props.pathHint}</span>}
              error={errors.slug?.message}
            >
              <input
                type="text"
                maxLength={CONTENT_LIMITS.slug}
                placeholder={slugify(values.title) || "비우면 제목으로 만듭니다"}
                {...shared.register("slug")}
                className={inputClass}
              />
            </Field>
            <Field
              id={`${idPrefix}-excerpt`}
              label="요약"
              hint={<CharCount value={values.excerpt} max={CONTENT_LIMITS.excerpt} />}
              error={errors.excerpt?.message}
            >
              <textarea rows={3} {...shared.register("excerpt")} className={inputClass} />
            </Field>
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${idPrefix}-content`} className="text-[15px] font-semibold text-slate-800">
                내용
                <span className="ml-1 text-red-700" aria-hidden="true">
                  *
                </span>
              </label>
              <MarkdownEditor
                id={`${idPrefix}-content`}
                value={values.content}
                onChange={(content) => shared.setValue("content", content, { shouldDirty: true })}
                invalid={Boolean(errors.content)}
                describedBy={errors.content ? `${idPrefix}-content-error` : undefined}
              />
              {errors.content && (
                <p id={`${idPrefix}-content-error`} role="alert" className="text-sm font-medium text-red-700">
                  {errors.content.message}
                </p>
              )}
            </div>
          </div>
          <div className="min-w-0 space-y-6 lg:border-l lg:border-slate-200 lg:pl-6">
            <div className="space-y-4">
              {props.settings(form)}
              <PublishFields form={shared} values={values} idPrefix={idPrefix} />
              <ThumbnailFields form={shared} values={values} idPrefix={idPrefix} />
            </div>
            <HeadingOutline content={values.content} />
            <SeoPanel form={shared} values={values} url={path ? `${origin}${path}` : origin} idPrefix={idPrefix} analysis={seo} />
            <ReviewSection item={stored} reviewUrl={stored ? props.reviewUrl(stored.id) : ""} />
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
            {submitting ? "저장 중..." : label}
          </button>
        </div>
      </form>
      {/* Outside the form: React events bubble through portals, and its submit is not the editor's. */}
      {reviewing && (
        <FinalReviewDialog
          facts={{ values, review: stored, headings: outlineOf(values.content).length, seoScore: seo.totalScore }}
          confirmLabel={label}
          onCancel={() => setReviewing(null)}
          onConfirm={() => {
            const body = reviewing;
            setReviewing(null);
            void send(body);
          }}
        />
      )}
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
