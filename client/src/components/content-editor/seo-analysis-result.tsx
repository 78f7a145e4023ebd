// The server's SEO analysis of the draft, check by check (marked good / ok / needs work with what to change), and
// the advertising-rule warnings (outside the score) quoting the sentence concerned. The score itself is the
// editor's one SEO score; this adds no second one.
import { AD_RULE_LABELS } from "@shared/content/advertising-rules";
import type { CheckStatus, SeoAnalysisResult as Analysis } from "@shared/seo/seo-analysis";
import { cn } from "@/lib/cn";

const STATUS: Record<CheckStatus, { label: string; mark: string; className: string }> = {
  good: { label: "좋음", mark: "●", className: "text-green-700" },
  ok: { label: "보통", mark: "◐", className: "text-amber-700" },
  bad: { label: "개선 필요", mark: "○", className: "text-red-700" },
};

export function SeoAnalysisResult({ analysis }: { analysis: Analysis }) {
  return (
    <section aria-labelledby="seo-analysis-heading" className="space-y-3 rounded-lg border border-slate-200 p-3" data-testid="seo-analysis">
      <h4 id="seo-analysis-heading" className="text-sm font-bold text-slate-900">
        항목별 분석
      </h4>
      <p className="text-xs text-slate-600">
        {analysis.engine === "builtin+llm" ? "기본 분석과 AI 모델의 의견입니다." : "기본 분석입니다. AI 모델의 의견은 없습니다."}
      </p>
      {analysis.advertisingWarnings.length > 0 && (
        <div role="alert" className="rounded border border-red-200 bg-red-50 p-2 text-sm text-red-900">
          <p className="font-semibold">광고 규정 주의 ({analysis.advertisingWarnings.length}건, 점수와 별개)</p>
          <ul className="mt-1 space-y-2">
            {analysis.advertisingWarnings.map((w, i) => (
              <li key={i}>
                <p className="font-semibold">
                  {AD_RULE_LABELS[w.rule]}: “{w.sentence}”
                </p>
                <p>{w.reason}</p>
              </li>
            ))}
          </ul>
        </div>
      )}
      {analysis.engine === "builtin+llm" && (
        <div className="rounded border border-brand-200 bg-brand-50 p-2 text-sm text-slate-800" data-testid="seo-model-feedback">
          <p className="font-semibold text-slate-900">AI 의견</p>
          <p className="mt-1 whitespace-pre-line">{analysis.feedback}</p>
          {analysis.modelImprovements.length > 0 && (
            <ul className="mt-1.5 list-disc space-y-0.5 pl-5">
              {analysis.modelImprovements.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          )}
          <p className="mt-1.5 text-xs text-slate-600">AI 의견은 참고용입니다. 법령과 사실관계는 변호사가 직접 확인하세요.</p>
        </div>
      )}
      <ul className="space-y-1.5 text-sm">
        {analysis.checks.map((c) => (
          <li key={c.id} className="flex gap-2">
            <span className={cn("shrink-0 font-semibold", STATUS[c.status].className)}>
              <span aria-hidden="true">{STATUS[c.status].mark}</span> {STATUS[c.status].label}
            </span>
            <span className="text-slate-700">
              <span className="font-semibold text-slate-900">{c.label}</span> ({c.score}/{c.max}) {c.message}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
