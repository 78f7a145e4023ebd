// The per-page SEO editor: which page, what its search result and share preview show, and how robots treat it.
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { absoluteUrl, paths } from "@shared/pages/page-map";
import {
  DEFAULT_OG_TYPE,
  PAGE_ID_KIND,
  PAGE_TYPE_LABELS,
  seoSettingCreateSchema,
  SEO_SETTING_LIMITS,
  type AdminSeoSetting,
  type SeoSettingCreateInput,
  type SeoSettingSaveResult,
} from "@shared/seo/seo-settings-input";
import { PAGE_TYPES, type PageType } from "@shared/pages/page-map";
import { ROBOTS_LABELS, ROBOTS_VALUES } from "@shared/seo/seo-options";
import { failureText, isUnauthorized } from "@/components/admin/api-errors";
import { AdminDialog } from "@/components/admin/admin-dialog";
import { primaryButtonClass, secondaryButtonClass } from "@/components/admin/button-styles";
import { SearchPreview } from "@/components/admin/search-preview";
import { Field, inputClass } from "@/components/form/field";
import { applyServerErrors, useZodForm } from "@/components/form/use-zod-form";
import { confirmLeave, useUnsavedChanges } from "@/lib/unsaved-changes";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { useSiteUrl } from "@/lib/head";
import { usePageDefaults } from "../api/get-seo-settings";
import { useSaveSeoSetting } from "../api/save-seo-setting";
import { SaveWarnings } from "./save-warnings";
import { SocialFields } from "./social-fields";

/** The address a search result shows for the page being set (an article's or interview's own address needs its slug). */
function previewPath(pageType: PageType, pageId: string): string {
  switch (pageType) {
    case "about":
      return paths.about();
    case "contact":
      return paths.contact();
    case "privacy":
      return paths.privacy();
    case "board":
    case "post":
      return paths.board();
    case "board-category":
      return /^[a-z0-9-]+$/.test(pageId) ? paths.boardCategory({ category: pageId }) : paths.board();
    case "interview-list":
    case "interview":
      return paths.interviewList();
    default:
      return paths.home();
  }
}

function initialValues(setting: AdminSeoSetting | null): SeoSettingCreateInput {
  if (!setting)
    return {
      pageType: "home",
      pageId: "",
      title: "",
      description: "",
      keywords: "",
      robots: "index,follow",
      ogType: "website",
      ogLocale: "ko_KR",
      twitterCard: "summary_large_image",
    };
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { id, createdAt, updatedAt, isActive, ...fields } = setting;
  // Empty inputs stand for the fields a setting leaves unset.
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v ?? ""])) as SeoSettingCreateInput;
}

export function SeoSettingDialog({ setting, onClose }: { setting: AdminSeoSetting | null; onClose: () => void }) {
  const form = useZodForm(seoSettingCreateSchema, initialValues(setting));
  const { register, handleSubmit, formState, control, setValue } = form;
  const save = useSaveSeoSetting();
  const [warnings, setWarnings] = useState<SeoSettingSaveResult["warnings"] | null>(null);
  const [isActive, setActive] = useState(setting?.isActive ?? true);
  const siteUrl = useSiteUrl();
  const [pageType, pageId = "", title = "", description = "", robots = ""] = useWatch({
    control,
    name: ["pageType", "pageId", "title", "description", "robots"],
  }) as [PageType, string, string, string, string];
  const needsId = PAGE_ID_KIND[pageType] !== "none";
  const defaults = usePageDefaults(needsId ? null : pageType);
  const errors = formState.errors;
  useUnsavedChanges(formState.isDirty && !warnings, "SEO 설정");
  // Closing with unsaved edits asks first (the same question as a section switch).
  const close = () => confirmLeave() && onClose();

  const onValid = handleSubmit(
    async (values) => {
      try {
        const res = await save.mutateAsync({ id: setting?.id ?? null, body: { ...values, ...(setting ? { isActive } : {}) } });
        toast({ title: "저장 완료", description: res.message });
        if (res.warnings.length) setWarnings(res.warnings);
        else onClose();
      } catch (error) {
        if (isUnauthorized(error)) return;
        if (error instanceof ApiError) applyServerErrors(form, error);
        toast({ title: "저장 실패", description: failureText(error), variant: "destructive" });
      }
    },
    (invalid) => {
      if (invalid.title || invalid.description)
        toast({ title: "입력 오류", description: "제목과 설명은 필수입니다.", variant: "destructive" });
    },
  );

  return (
    <AdminDialog open onOpenChange={(open) => !open && close()} title={setting ? "SEO 설정 수정" : "SEO 설정 추가"} className="max-w-3xl!">
      {warnings ? (
        <div className="space-y-4">
          <SaveWarnings warnings={warnings} />
          <div className="flex justify-end">
            <button type="button" onClick={onClose} className={primaryButtonClass}>
              확인
            </button>
          </div>
        </div>
      ) : (
        <form onSubmit={(e) => void onValid(e)} noValidate className="grid gap-5 md:grid-cols-[1fr_280px]">
          <div className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id="seo-page-type" label="페이지 유형" required error={errors.pageType?.message}>
                <select
                  className={inputClass}
                  {...register("pageType", { onChange: (e) => setValue("ogType", DEFAULT_OG_TYPE[e.target.value as PageType]) })}
                >
                  {PAGE_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {PAGE_TYPE_LABELS[t]}
                    </option>
                  ))}
                </select>
              </Field>
              {needsId && (
                <Field
                  id="seo-page-id"
                  label="페이지 ID"
                  required
                  error={errors.pageId?.message}
                  hint={
                    PAGE_ID_KIND[pageType] === "category" ? "카테고리 슬러그 (예: defamation)" : "게시글·인터뷰 번호 (관리 목록의 #번호)"
                  }
                >
                  <input className={inputClass} autoComplete="off" {...register("pageId")} />
                </Field>
              )}
            </div>
            <Field
              id="seo-title"
              label={`제목 (${Array.from(title).length}/${SEO_SETTING_LIMITS.title})`}
              required
              error={errors.title?.message}
            >
              <input
                className={inputClass}
                maxLength={SEO_SETTING_LIMITS.title}
                placeholder={defaults.data?.title}
                {...register("title")}
              />
            </Field>
            <Field
              id="seo-description"
              label={`설명 (${Array.from(description).length}/${SEO_SETTING_LIMITS.description})`}
              required
              error={errors.description?.message}
            >
              <textarea
                className={`${inputClass} min-h-24`}
                maxLength={SEO_SETTING_LIMITS.description}
                placeholder={defaults.data?.description}
                {...register("description")}
              />
            </Field>
            <Field id="seo-keywords" label="키워드" hint="쉼표로 구분합니다" error={errors.keywords?.message}>
              <input className={inputClass} placeholder={defaults.data?.keywords ?? undefined} {...register("keywords")} />
            </Field>
            <Field
              id="seo-robots"
              label="검색 노출"
              required
              hint={<span className="font-mono text-xs">{`robots: ${robots}`}</span>}
              error={errors.robots?.message}
            >
              <select className={inputClass} {...register("robots")}>
                {ROBOTS_VALUES.map((r) => (
                  <option key={r} value={r}>
                    {ROBOTS_LABELS[r]}
                  </option>
                ))}
              </select>
            </Field>
            {setting && (
              <label className="flex min-h-11 items-center gap-2 text-[15px] text-slate-800">
                <input
                  type="checkbox"
                  className="h-5 w-5 accent-brand-700"
                  checked={isActive}
                  onChange={(e) => setActive(e.target.checked)}
                />
                이 설정 사용
              </label>
            )}
            <SocialFields register={register} errors={errors} />
          </div>
          <aside className="space-y-2">
            <p className="text-sm font-semibold text-slate-700">검색 결과 미리보기</p>
            <SearchPreview
              title={title || defaults.data?.title || ""}
              description={description || defaults.data?.description || ""}
              url={absoluteUrl(siteUrl, previewPath(pageType, pageId))}
            />
          </aside>
          <div className="flex justify-end gap-2 md:col-span-2">
            <button type="button" onClick={close} className={secondaryButtonClass}>
              취소
            </button>
            <button type="submit" className={primaryButtonClass} disabled={save.isPending}>
              {save.isPending ? "저장 중..." : "저장"}
            </button>
          </div>
        </form>
      )}
    </AdminDialog>
  );
}
