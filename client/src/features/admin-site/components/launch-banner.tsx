// Above the back office's screens: one line saying how many launch tasks are left, which opens the full launch
// checklist and can be put away for the rest of this browser session. Nothing when nothing is left.
import { useId, useState } from "react";
import { useLaunchChecklist } from "../api/get-launch-checklist";
import { LaunchChecklist } from "./launch-checklist";

const DISMISSED_KEY = "admin-launch-banner-dismissed";

function readDismissed(): boolean {
  try {
    return typeof window !== "undefined" && window.sessionStorage.getItem(DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

function storeDismissed(): void {
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, "1");
  } catch {
    // storage refused (private mode): hidden until the page is reloaded
  }
}

const focusRing = "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600";

export function LaunchBanner() {
  const items = useLaunchChecklist();
  const [open, setOpen] = useState(false);
  const [dismissed, setDismissed] = useState(readDismissed);
  const panelId = useId();
  const left = items.data?.length ?? 0;
  if (dismissed || left === 0) return null;
  return (
    <div className="mb-4">
      <div className="flex items-center rounded-xl border border-amber-300 bg-amber-50">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((v) => !v)}
          className={`flex min-h-11 flex-1 items-center gap-2 rounded-l-xl px-4 text-left text-[15px] font-semibold text-amber-950 ${focusRing}`}
        >
          <span>공개 전 할 일 {left}개 남음</span>
          <span aria-hidden="true" className={open ? "rotate-90 transition-transform" : "transition-transform"}>
            ›
          </span>
        </button>
        <button
          type="button"
          aria-label="공개 전 할 일 알림을 이번 접속 동안 숨기기"
          onClick={() => {
            storeDismissed();
            setDismissed(true);
          }}
          className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-r-xl text-amber-900 hover:bg-amber-100 ${focusRing}`}
        >
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
      <div id={panelId} hidden={!open} className="mt-2 [&>section]:mb-0">
        {open && <LaunchChecklist />}
      </div>
    </div>
  );
}
