// The editor's SEO section: the core search word, the one SEO score (the built-in analysis of what is typed,
// part by part), reading time, the search-result preview, and folded away the fields most texts leave to their
// defaults (search title and description, extra keywords). "자세히 분석" asks the server for the checks one by
// one, with a language model's view only when one is configured and answers.
import type { UseFormReturn } from "react-hook-form";
import { countCharacters, readingMinutesByScript } from "@shared/content/reading-time";
import { SEO_ANALYSIS_MAX, type SeoAnalysis } from "@shared/seo/seo-analysis";
import { POST_LIMITS } from "@shared/content/post-input";
import { secondaryButtonClass } from "@/components/admin/button-styles";
import { Field, inputClass } from "@/components/form/field";
import { useAnalyzeSeo } from "./analyze-seo";
import type { ContentEditorValues } from "./content-values";
import { CharCount } from "@/components/admin/char-count";
import { SearchPreview } from "@/components/admin/search-preview";
import { SeoAnalysisResult } from "./seo-analysis-result";

const GROUPS = [
  ["keywordResearch", "검색어"],
  ["contentQuality", "내용"],
  ["structureFormat", "구성"],
] as const;

/** `idPrefix` names the inputs (post-seo-title, interview-seo-title); `analysis` is the live built-in analysis. */
export function SeoPanel({
  form,
  values,
  url,
  idPrefix,
  analysis,
}: {
  form: UseFormReturn<ContentEditorValues>;
  values: ContentEditorValues;
  url: string;
  idPrefix: string;
  analysis: SeoAnalysis;
}) {
  const { register, formState } = form;
  const errors = formState.errors;
  const analyze = useAnalyzeSeo();
  const canAnalyze = values.title.trim() !== "" && values.content.trim() !== "" && !analyze.isPending;
  const advancedErrors = Boolean(errors.keywords || errors.seoTitle || errors.metaDescription);

  return (
    <section aria-labelledby="seo-heading" className="space-y-4">
      <h3 id="seo-heading" className="text-base font-bold text-slate-900">
        검색 노출
      </h3>
      <Field
        id={`${idPrefix}-focus-keyword`}
        label="핵심 검색어"
        hint="의뢰인이 검색창에 칠 말 하나 (예: 음주운전 처벌)"
        error={errors.focusKeyword?.message}
      >
        <input type="text" maxLength={POST_LIMITS.focusKeyword} {...register("focusKeyword")} className={inputClass} />
      </Field>

      <div className="rounded-lg bg-slate-50 p-3">
        <p className="flex items-baseline justify-between text-[15px] font-semibold text-slate-900">
          SEO 점수{" "}
          <span data-testid="seo-score" className="text-2xl tabular-nums text-brand-800">
            {analysis.totalScore}점
          </span>
        </p>
        <dl className="mt-2 grid grid-cols-3 gap-2 text-center text-sm">
          {GROUPS.map(([key, label]) => (
            <div key={key} className="rounded bg-white p-2">
              <dt className="text-slate-600">{label}</dt>
              <dd className="font-semibold tabular-nums text-slate-900">
                {analysis[key]}/{SEO_ANALYSIS_MAX[key]}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-sm text-slate-700">
          읽는 시간 약 {readingMinutesByScript(values.content)}분 · 글자 수 {countCharacters(values.content).toLocaleString("ko-KR")}자
          (공백 제외)
        </p>
      </div>
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
        {analyze.isPending ? "분석 중..." : "자세히 분석"}
      </button>
      {analyze.data && <SeoAnalysisResult analysis={analyze.data.data} />}

      <div>
        <h4 className="mb-2 text-sm font-bold text-slate-900">검색 결과 미리보기</h4>
        <SearchPreview title={values.seoTitle || values.title} description={values.metaDescription || values.excerpt} url={url} />
      </div>
      <details open={advancedErrors || undefined} className="rounded-lg border border-slate-200 p-3">
        <summary className="cursor-pointer text-[15px] font-semibold text-slate-800">검색 결과에 따로 보일 제목·설명 (선택)</summary>
        <div className="mt-3 space-y-4">
          <Field
            id={`${idPrefix}-seo-title`}
            label="검색 결과 제목"
            hint={<CharCount value={values.seoTitle} max={POST_LIMITS.seoTitle} />}
            error={errors.seoTitle?.message}
          >
            <input type="text" {...register("seoTitle")} className={inputClass} />
          </Field>
          <Field
            id={`${idPrefix}-meta-description`}
            label="검색 결과 설명"
            hint={<CharCount value={values.metaDescription} max={POST_LIMITS.metaDescription} />}
            error={errors.metaDescription?.message}
          >
            <textarea rows={3} {...register("metaDescription")} className={inputClass} />
          </Field>
          <Field id={`${idPrefix}-keywords`} label="관련 검색어" hint="쉼표(,)로 구분" error={errors.keywords?.message}>
            <input type="text" maxLength={POST_LIMITS.keywords} {...register("keywords")} className={inputClass} />
          </Field>
        </div>
      </details>
    </section>
  );
}
