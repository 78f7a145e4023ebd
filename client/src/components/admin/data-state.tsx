// The loading and error messages every admin screen shows in the same words.
import { cn } from "@/lib/cn";
import { secondaryButtonClass } from "./button-styles";

const LOADING_TEXT = "데이터를 불러오는 중...";
const LOAD_ERROR_TEXT = "데이터를 불러오는데 오류가 발생했습니다.";

export function LoadingState({ className }: { className?: string }) {
  return (
    <p role="status" className={cn("py-16 text-center text-[15px] text-slate-600", className)}>
      {LOADING_TEXT}
    </p>
  );
}

export function ErrorState({ onRetry, detail, className }: { onRetry: () => void; detail?: string; className?: string }) {
  return (
    <div role="alert" className={cn("flex flex-col items-center gap-3 py-16 text-center", className)}>
      <p className="text-[15px] font-medium text-red-700">{LOAD_ERROR_TEXT}</p>
      {detail && <p className="text-sm text-slate-600">{detail}</p>}
      <button type="button" onClick={onRetry} className={secondaryButtonClass}>
        다시 시도
      </button>
    </div>
  );
}

export function EmptyState({ children }: { children: string }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-16 text-center text-[15px] text-slate-600">
      {children}
    </p>
  );
}
