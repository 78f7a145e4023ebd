import { formatKoreanDateTime } from "@shared/lib/dates";
import { primaryButtonClass, secondaryButtonClass } from "@/components/admin/button-styles";

/** The unsaved text found in this browser, offered back. */
export function DraftOffer({ savedAt, onAccept, onDiscard }: { savedAt: number; onAccept: () => void; onDiscard: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3">
      <p className="text-[15px] text-slate-900">
        <strong className="font-semibold">저장하지 않은 내용이 있습니다. 불러올까요?</strong>
        <span className="ml-2 text-sm text-slate-700">({formatKoreanDateTime(savedAt)} 자동 보관)</span>
      </p>
      <div className="flex gap-2 sm:ml-auto">
        <button type="button" onClick={onAccept} className={primaryButtonClass}>
          불러오기
        </button>
        <button type="button" onClick={onDiscard} className={secondaryButtonClass}>
          버리기
        </button>
      </div>
    </div>
  );
}
