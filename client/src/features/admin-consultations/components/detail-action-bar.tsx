// The request detail's bar at the bottom of the screen: 전화 · 문자 · 기록 · 결과, each a 56 px target.
import { useEffect, useRef } from "react";
import { LineIcon } from "@/components/admin/line-icon";
import { formatPhone } from "@shared/lib/phone";
import { dialable } from "../inbox-item";
import { PhoneIcon } from "./inbox-row";

interface DetailActionBarProps {
  name: string;
  phone: string;
  onLog: () => void;
  onOutcome: () => void;
}

const itemClass =
  "flex min-h-14 flex-col items-center justify-center gap-0.5 rounded-lg text-[13px] font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600";

/** How long after tapping 전화 a return to the page still counts as coming back from that call. */
const CALL_RETURN_MS = 30 * 60_000;

/**
 * After 전화 is tapped, the phone app takes the screen; when the attorney comes back to this page, the contact log
 * opens by itself ("통화함 / 부재 / 메시지 남김"), so the call is recorded while it is fresh.
 */
function useLogOnReturnFromCall(onLog: () => void): () => void {
  const call = useRef<{ at: number; left: boolean } | null>(null);
  const log = useRef(onLog);
  log.current = onLog;
  useEffect(() => {
    const onVisibility = () => {
      const started = call.current;
      if (!started) return;
      if (document.visibilityState === "hidden") {
        started.left = true;
        return;
      }
      call.current = null;
      if (started.left && Date.now() - started.at < CALL_RETURN_MS) log.current();
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, []);
  return () => {
    call.current = { at: Date.now(), left: false };
  };
}

export function DetailActionBar({ name, phone, onLog, onOutcome }: DetailActionBarProps) {
  const number = dialable(phone);
  const callStarted = useLogOnReturnFromCall(onLog);
  return (
    <div
      role="group"
      aria-label={`${name} 빠른 작업`}
      className="grid grid-cols-4 gap-1 border-t border-slate-200 bg-white px-2 pb-[calc(0.25rem+env(safe-area-inset-bottom))] pt-1"
    >
      <a
        href={`tel:${number}`}
        onClick={callStarted}
        aria-label={`전화 ${formatPhone(phone)}`}
        className={`${itemClass} bg-brand-700 text-white hover:bg-brand-800`}
      >
        <PhoneIcon />
        전화
      </a>
      <a href={`sms:${number}`} aria-label={`문자 ${formatPhone(phone)}`} className={`${itemClass} text-slate-800 hover:bg-slate-100`}>
        <LineIcon d="M4 5h16v11H8l-4 4z" />
        문자
      </a>
      <button type="button" onClick={onLog} className={`${itemClass} text-slate-800 hover:bg-slate-100`}>
        <LineIcon d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
        기록
      </button>
      <button type="button" onClick={onOutcome} className={`${itemClass} text-slate-800 hover:bg-slate-100`}>
        <LineIcon d="M5 12l5 5L20 7" />
        결과
      </button>
    </div>
  );
}
