// Advertising-rule and picture warnings that came back with a save: shown, never hidden, the attorney decides.
import type { SeoSettingSaveResult } from "@shared/seo/seo-settings-input";

const FIELD_LABELS: Record<string, string> = {
  title: "제목",
  description: "설명",
  keywords: "키워드",
  ogTitle: "OG 제목",
  ogDescription: "OG 설명",
  ogSiteName: "사이트 이름",
  ogImage: "OG 이미지",
  twitterTitle: "트위터 제목",
  twitterDescription: "트위터 설명",
  twitterImage: "트위터 이미지",
  structuredData: "구조화 데이터",
};

export function SaveWarnings({ warnings }: { warnings: SeoSettingSaveResult["warnings"] }) {
  if (warnings.length === 0) return null;
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="font-semibold">저장했지만 확인이 필요합니다 ({warnings.length}건)</p>
      <ul className="mt-2 list-disc space-y-1.5 pl-5">
        {warnings.map((w, i) => (
          <li key={i}>
            <span className="font-semibold">{FIELD_LABELS[w.field] ?? w.field}</span>
            {w.sentence ? ` “${w.sentence}”` : ` (${w.match})`}: {w.reason}
          </li>
        ))}
      </ul>
    </div>
  );
}
