// The editor's SEO section: keywords, SEO title and description, the local score part by part, reading time,
// counts, the server's analysis and the search-result preview.
import type { UseFormReturn } from "react-hook-form";
import { countCharacters, countWords, readingMinutesByScript, readingMinutesByWords } from "@shared/content/reading-time";
import { SEO_POINTS, seoScoreParts } from "@shared/seo/seo-score";
import { POST_LIMITS } from "@shared/content/post-input";
import { secondaryButtonClass } from "@/components/admin/button-styles";
import { Field, inputClass } from "@/components/form/field";
import { useAnalyzeSeo } from "./analyze-seo";
import type { ContentEditorValues } from "./content-values";
import { CharCount } from "@/components/admin/char-count";
import { SearchPreview } from "@/components/admin/search-preview";
import { SeoAnalysisResult } from "./seo-analysis-result";

const PART_LABELS = [
  ["title", "제목 길이 (10–60자)"],
  ["excerpt", "요약 길이 (120–160자)"],
  ["length", "본문 300단어 이상"],
  ["keyword", "제목에 포커스 키워드"],
  ["imageAlt", "이미지 대체 텍스트"],
] as const;

/** `idPrefix` names the inputs (post-seo-title, interview-seo-title). */
export function SeoPanel({
  form,
  values,
  url,
  idPrefix,
}: {
  form: UseFormReturn<ContentEditorValues>;
  values: ContentEditorValues;
  url: string;
  idPrefix: string;
}) {
  const { register, formState } = form;
  const errors = formState.errors;
  const analyze = useAnalyzeSeo();
  const parts = seoScoreParts({ title: values.title, excerpt: values.excerpt, content: values.content, focusKeyword: values.focusKeyword });
  const canAnalyze = values.title.trim() !== "" && values.content.trim() !== "" && !analyze.isPending;

  return (
    <section aria-labelledby="seo-heading" className="space-y-4">
      <h3 id="seo-heading" className="text-base font-bold text-slate-900">
        SEO
      </h3>
      <Field id={`${idPrefix}-focus-keyword`} label="포커스 키워드" error={errors.focusKeyword?.message}>
        <input type="text" maxLength={POST_LIMITS.focusKeyword} {...register("focusKeyword")} className={inputClass} />
      </Field>
      <Field id={`${idPrefix}-keywords`} label="키워드" hint="쉼표(,)로 구분" error={errors.keywords?.message}>
        <input type="text" maxLength={POST_LIMITS.keywords} {...register("keywords")} className={inputClass} />
      </Field>
      <Field
        id={`${idPrefix}-seo-title`}
        label="SEO 제목"
        hint={<CharCount value={values.seoTitle} max={POST_LIMITS.seoTitle} />}
        error={errors.seoTitle?.message}
      >
        <input type="text" {...register("seoTitle")} className={inputClass} />
      </Field>
      <Field
        id={`${idPrefix}-meta-description`}
        label="메타 설명"
        hint={<CharCount value={values.metaDescription} max={POST_LIMITS.metaDescription} />}
        error={errors.metaDescription?.message}
      >
        <textarea rows={3} {...register("metaDescription")} className={inputClass} />
      </Field>
      <button
        type="button"
        disabled={!canAnalyze}
        onClick={() =>
          analyze.mutate({
            title: values.title,
            content: values.content,
            excerpt: values.excerpt,
            focusKeyword: values.focusKeyword,
            keywords: values.keywords,
          })
        }
        className={`${secondaryButtonClass} w-full`}
      >
        {analyze.isPending ? "AI 분석 중..." : "AI SEO 분석"}
      </button>
      {analyze.data && <SeoAnalysisResult analysis={analyze.data.data} />}

      <div className="rounded-lg bg-slate-50 p-3">
        <p className="flex items-baseline justify-between text-[15px] font-semibold text-slate-900">
          SEO 점수{" "}
          <span data-testid="seo-score" className="text-2xl tabular-nums text-brand-800">
            {parts.total}점
          </span>
        </p>
        <ul className="mt-2 space-y-1 text-sm text-slate-700">
          {PART_LABELS.map(([key, label]) => (
            <li key={key} className="flex justify-between gap-2">
              <span>{label}</span>
              <span className="tabular-nums">
                {parts[key]}/{SEO_POINTS[key]}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm text-slate-700">
        <div>
          <dt className="font-semibold">읽는 시간 (단어 기준)</dt>
          <dd>약 {readingMinutesByWords(values.content)}분</dd>
        </div>
        <div>
          <dt className="font-semibold">읽는 시간 (글자 기준)</dt>
          <dd>약 {readingMinutesByScript(values.content)}분</dd>
        </div>
        <div>
          <dt className="font-semibold">단어 수</dt>
          <dd>{countWords(values.content).toLocaleString("ko-KR")}</dd>
        </div>
        <div>
          <dt className="font-semibold">글자 수 (공백 제외)</dt>
          <dd>{countCharacters(values.content).toLocaleString("ko-KR")}</dd>
        </div>
      </dl>
      <div>
        <h4 className="mb-2 text-sm font-bold text-slate-900">검색 결과 미리보기</h4>
        <SearchPreview title={values.seoTitle || values.title} description={values.metaDescription || values.excerpt} url={url} />
      </div>
    </section>
  );
}
