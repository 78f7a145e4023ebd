// The response clock on a card: how long ago the request arrived, what contact is owed by when, and the time
// left or how late it is (shared/intake/response-clock.ts). Recomputed every minute while shown.
import { useEffect, useState } from "react";
import { clockLines, responseClock } from "@shared/intake/response-clock";
import type { AdminConsultation } from "@shared/intake/admin-consultations";
import type { FirstContactRules } from "@shared/intake/first-contact-deadline";
import { nextContactText } from "@shared/intake/consultation-contacts";
import { cn } from "@/lib/cn";

/** The current time, moved on once a minute. */
function useMinuteNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The request's clock now, by the first-contact deadlines of its urgency (or only the reply window, in hours). */
export function useResponseClock(item: AdminConsultation, rules: number | FirstContactRules) {
  const now = useMinuteNow();
  return responseClock(item, now, rules);
}

export function OverdueBadge() {
  return <span className="inline-flex items-center rounded-full bg-red-700 px-2.5 py-0.5 text-sm font-semibold text-white">기한 초과</span>;
}

export function ResponseClockLine({
  clock,
  nextContactAt = null,
}: {
  clock: ReturnType<typeof responseClock>;
  nextContactAt?: string | null;
}) {
  const words = clockLines(clock);
  const second = clock.closed
    ? nextContactAt
      ? `응답 완료 · ${nextContactText(nextContactAt)}`
      : "응답 완료"
    : (words.owed ?? "다음 연락 예정 없음");
  // The time left (or how late) has a line of its own. Each part carries its separator in front of it, in a margin
  // the line clips: a part that starts a line (the first, or one wrapped on a phone) shows no dot, so no line ends
  // or begins with a stray one.
  const part = "relative pl-4 before:absolute before:left-1.5 before:content-['·']";
  return (
    <div className="text-[15px] text-slate-700">
      <p className="overflow-hidden">
        <span className="-ml-4 flex flex-wrap">
          <span className={part}>{words.arrived}</span>
          <span className={cn(part, (clock.closed || !words.owed) && "text-slate-600")}>{second}</span>
        </span>
      </p>
      {!clock.closed && words.owed && (
        <p className={cn("mt-1 font-semibold", clock.overdue ? "text-red-700" : "text-slate-900")}>{words.due}</p>
      )}
    </div>
  );
}
