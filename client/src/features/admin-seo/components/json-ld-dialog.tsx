// The structured-data (JSON-LD) editor of the pages that are one of a kind: checked as it is typed (the same
// checker the server uses, with the line of a mistake), saved only when valid, and restorable to the page's
// built-in data. It shows what the page carries now; the server keeps only what was changed and lays it over
// the built-in data each time, so the office's facts (name, phone, address…) always come from 사무소 정보.
import { useEffect, useId, useMemo, useState } from "react";
import type { PageType } from "@shared/pages/page-map";
import { parseStructuredData, reviewMarkupIn } from "@shared/seo/structured-data-json";
import { PAGE_TYPE_LABELS, SINGLE_PAGE_TYPES, type SeoSettingSaveResult } from "@shared/seo/seo-settings-input";
import { failureText, isUnauthorized } from "@/components/admin/api-errors";
import { AdminDialog } from "@/components/admin/admin-dialog";
import { dangerButtonClass, primaryButtonClass, secondaryButtonClass } from "@/components/admin/button-styles";
import { inputClass } from "@/components/form/field";
import { toast } from "@/components/ui/toast";
import { confirmLeave, useUnsavedChanges } from "@/lib/unsaved-changes";
import { usePageDefaults } from "../api/get-seo-settings";
import { useSaveStructuredData } from "../api/save-seo-setting";
import { JsonTextEditor } from "./json-text-editor";
import { RichResultsPreview } from "./rich-results-preview";
import { SaveWarnings } from "./save-warnings";

const RESET_CONFIRM = "이 페이지의 구조화 데이터를 기본값으로 되돌리시겠습니까? 직접 입력한 내용은 지워집니다.";
const SAVE_FAILED = "구조화 데이터 저장 중 오류가 발생했습니다.";

const pretty = (text: string) => {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
};

export function JsonLdDialog({ onClose }: { onClose: () => void }) {
  const [pageType, setPageType] = useState<PageType>("home");
  const defaults = usePageDefaults(pageType);
  const [text, setText] = useState<string | null>(null);
  const [warnings, setWarnings] = useState<SeoSettingSaveResult["warnings"]>([]);
  const save = useSaveStructuredData();
  const ids = useId();

  // A new page type starts from what it shows now: its saved data, else its built-in default.
  useEffect(() => {
    setText(null);
    setWarnings([]);
  }, [pageType]);
  const saved = defaults.data?.patch ?? null;
  const current = text ?? pretty(defaults.data?.current ?? "");
  const result = useMemo(() => parseStructuredData(current), [current]);
  const markup = result.ok ? reviewMarkupIn(result.value) : [];
  const loading = text === null && defaults.isPending;
  useUnsavedChanges(text !== null && text !== pretty(defaults.data?.current ?? ""), "구조화 데이터");
  // Closing with unsaved edits asks first (the same question as a section switch).
  const close = () => confirmLeave() && onClose();

  const submit = async () => {
    if (!result.ok) return;
    try {
      const res = await save.mutateAsync({ pageType, structuredData: current });
      toast({ title: "저장 완료", description: res.message });
      setWarnings(res.warnings);
      setText(null);
      void defaults.refetch();
      if (res.warnings.length === 0) onClose();
    } catch (error) {
      if (isUnauthorized(error)) return;
      toast({ title: "저장 실패", description: `${SAVE_FAILED} ${failureText(error)}`, variant: "destructive" });
    }
  };

  const reset = async () => {
    if (!window.confirm(RESET_CONFIRM)) return;
    try {
      const res = await save.mutateAsync({ pageType, structuredData: null });
      toast({ title: "저장 완료", description: res.message });
      setText(null);
      setWarnings([]);
      void defaults.refetch();
    } catch (error) {
      if (isUnauthorized(error)) return;
      toast({ title: "저장 실패", description: `${SAVE_FAILED} ${failureText(error)}`, variant: "destructive" });
    }
  };

  return (
    <AdminDialog open onOpenChange={(open) => !open && close()} title="구조화 데이터(JSON-LD) 편집" className="max-w-5xl!">
      <div className="grid gap-5 lg:grid-cols-[1fr_320px]">
        <div className="space-y-3">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${ids}-page`} className="text-[15px] font-semibold text-slate-800">
              페이지
            </label>
            <select id={`${ids}-page`} className={inputClass} value={pageType} onChange={(e) => setPageType(e.target.value as PageType)}>
              {SINGLE_PAGE_TYPES.map((t) => (
                <option key={t} value={t}>
                  {PAGE_TYPE_LABELS[t]}
                </option>
              ))}
            </select>
            <p className="text-sm text-slate-600">
              {saved ? "기본 구조화 데이터에 직접 고친 부분을 더해 쓰고 있습니다." : "기본 구조화 데이터를 쓰고 있습니다."}
            </p>
            <p className="rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-slate-800" data-testid="json-ld-merge-note">
              고친 부분만 저장되어 기본 데이터 위에 합쳐집니다. 사무소 이름·대표 전화·이메일·주소·소개 문구·링크는 늘 사무소 정보의 최신
              값이 들어가며, 여기서 바꿔도 반영되지 않습니다. 사무소 정보를 바꾸면 이 페이지에도 바로 반영됩니다.
            </p>
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${ids}-json`} className="text-[15px] font-semibold text-slate-800">
              JSON-LD
            </label>
            <JsonTextEditor
              id={`${ids}-json`}
              value={loading ? "" : current}
              errorLine={!loading && !result.ok ? result.line : undefined}
              placeholder={loading ? "불러오는 중..." : undefined}
              aria-invalid={!result.ok && !loading}
              aria-describedby={`${ids}-status`}
              onChange={(e) => setText(e.target.value)}
            />
            <p
              id={`${ids}-status`}
              role={result.ok ? "status" : "alert"}
              className={result.ok ? "text-sm text-green-800" : "text-sm font-medium text-red-700"}
            >
              {loading ? "" : result.ok ? "올바른 JSON입니다." : result.message}
            </p>
          </div>
          {markup.length > 0 && (
            <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
              평점·후기 마크업({markup.join(", ")})은 변호사 광고 규정상 의뢰인 동의와 결과가 다를 수 있다는 안내 없이 쓸 수 없고, Google은
              업체가 스스로 단 평점을 리치 결과에 보여주지 않습니다.
            </p>
          )}
          <SaveWarnings warnings={warnings} />
          <div className="flex flex-wrap justify-between gap-2">
            <button type="button" onClick={() => void reset()} className={dangerButtonClass} disabled={!saved || save.isPending}>
              기본값으로 되돌리기
            </button>
            <div className="flex gap-2">
              <button type="button" onClick={close} className={secondaryButtonClass}>
                닫기
              </button>
              <button
                type="button"
                onClick={() => void submit()}
                className={primaryButtonClass}
                disabled={!result.ok || loading || save.isPending}
              >
                {save.isPending ? "저장 중..." : "저장"}
              </button>
            </div>
          </div>
        </div>
        <aside>
          {result.ok ? (
            <RichResultsPreview value={result.value} />
          ) : (
            <p className="text-sm text-slate-600">JSON이 올바르면 Google이 읽을 내용을 보여드립니다.</p>
          )}
        </aside>
      </div>
    </AdminDialog>
  );
}
