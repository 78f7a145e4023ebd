// The "SEO 설정" tab: the saved settings of each page, the per-page editor, the JSON-LD editor and the search
// engines' ownership codes.
import { useState } from "react";
import type { AdminSeoSetting } from "@shared/seo/seo-settings-input";
import { errorDetail } from "@/components/admin/api-errors";
import { primaryButtonClass, secondaryButtonClass } from "@/components/admin/button-styles";
import { ErrorState, LoadingState } from "@/components/admin/data-state";
import { useSeoSettings } from "../api/get-seo-settings";
import { JsonLdDialog } from "./json-ld-dialog";
import { SeoSettingDialog } from "./seo-setting-dialog";
import { SeoSettingList } from "./seo-setting-list";
import { SiteVerificationSection } from "./site-verification-form";

export function SeoPanel() {
  const settings = useSeoSettings();
  const [editing, setEditing] = useState<AdminSeoSetting | "new" | null>(null);
  const [jsonLdOpen, setJsonLdOpen] = useState(false);

  return (
    <section aria-labelledby="seo-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="seo-heading" className="text-xl font-bold text-slate-900">
            SEO 설정
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            페이지마다 검색 결과와 공유 미리보기에 보일 제목·설명·구조화 데이터를 정합니다. 설정이 없는 페이지는 기본값으로 표시됩니다.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" onClick={() => setJsonLdOpen(true)} className={secondaryButtonClass}>
            구조화 데이터 편집
          </button>
          <button type="button" onClick={() => setEditing("new")} className={primaryButtonClass}>
            SEO 설정 추가
          </button>
        </div>
      </div>
      {settings.isPending ? (
        <LoadingState />
      ) : settings.isError ? (
        <ErrorState detail={errorDetail(settings.error)} onRetry={() => void settings.refetch()} />
      ) : (
        <SeoSettingList settings={settings.data} onEdit={setEditing} />
      )}
      <SiteVerificationSection />
      {editing !== null && <SeoSettingDialog setting={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
      {jsonLdOpen && <JsonLdDialog onClose={() => setJsonLdOpen(false)} />}
    </section>
  );
}
