import type { ConsultationSource } from "@shared/intake/admin-consultations";

const SOURCE_LABELS: Array<[keyof ConsultationSource, string]> = [
  ["landingPage", "첫 방문 페이지"],
  ["referrer", "이전 사이트"],
  ["utmSource", "UTM source"],
  ["utmMedium", "UTM medium"],
  ["utmCampaign", "UTM campaign"],
  ["utmTerm", "UTM term"],
  ["utmContent", "UTM content"],
  ["ctaSource", "신청 버튼 위치"],
];

/** Where the request came from (only the values that were recorded), folded away by default. */
export function ConsultationSourceDetails({ source }: { source: ConsultationSource }) {
  const rows = SOURCE_LABELS.filter(([key]) => source[key]);
  if (rows.length === 0) return null;
  return (
    <details className="group rounded-lg border border-slate-200 bg-slate-50 text-sm">
      <summary className="flex min-h-11 cursor-pointer items-center px-3 font-semibold text-slate-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600">
        유입 경로
      </summary>
      <dl className="grid gap-x-4 gap-y-1 border-t border-slate-200 px-3 py-2 sm:grid-cols-[auto_1fr]">
        {rows.map(([key, label]) => (
          <div key={key} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="mb-1 break-all text-slate-800 sm:mb-0">{source[key]}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
