// One request in the "오늘 할 일" inbox: about 90 px on a phone. An urgency bar, the name, the time left (or how
// late), case type and situation, one line of the description, the stage, a red chip when the visitor's
// acknowledgement failed, and for 매우 긴급 a call button beside the row.
import { LineIcon } from "@/components/admin/line-icon";
import type { MouseEvent } from "react";
import { CASE_TYPE_LABELS, CURRENT_STATUS_LABELS, URGENCY_SHORT_LABELS } from "@shared/intake/labels";
import { dueText } from "@shared/intake/response-clock";
import type { AdminConsultation } from "@shared/intake/admin-consultations";
import type { FirstContactRules } from "@shared/intake/first-contact-deadline";
import { cn } from "@/lib/cn";
import { dialable, stageLabel } from "../inbox-item";
import { labelOf } from "../label-of";
import { useResponseClock } from "./response-clock-line";

const URGENCY_BARS: Record<string, string> = {
  emergency: "bg-red-600",
  urgent: "bg-orange-500",
  normal: "bg-sky-500",
  flexible: "bg-slate-300",
};

interface InboxRowProps {
  item: AdminConsultation;
  clockRules: number | FirstContactRules;
  /** The row's address (the list's with ?request=). */
  href: string;
  selected: boolean;
  onOpen: () => void;
}

export function InboxRow({ item, clockRules, href, selected, onOpen }: InboxRowProps) {
  const clock = useResponseClock(item, clockRules);
  const due = clock.closed ? "응답 완료" : (dueText(clock) ?? "다음 연락 예정 없음");
  const emergency = item.urgency === "emergency";
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen();
  };
  return (
    <div
      data-inbox-row={item.id}
      className={cn(
        "flex items-stretch overflow-hidden rounded-xl border bg-white shadow-sm",
        selected ? "border-brand-700 ring-1 ring-brand-700" : "border-slate-200",
      )}
    >
      <span
        aria-hidden="true"
        data-urgency-bar={item.urgency}
        className={cn("w-1.5 shrink-0", URGENCY_BARS[item.urgency] ?? "bg-slate-300")}
      />
      <a
        href={href}
        onClick={onClick}
        aria-current={selected ? "true" : undefined}
        className="block min-w-0 flex-1 px-3 py-2.5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-600"
      >
        <span className="flex items-baseline justify-between gap-2">
          <span data-inbox-name className="truncate text-base font-bold text-slate-900">
            {item.name}
          </span>
          <span className={cn("shrink-0 text-sm font-semibold tabular-nums", clock.overdue ? "text-red-700" : "text-slate-700")}>
            {due}
          </span>
        </span>
        <span className="mt-0.5 flex items-center gap-1.5 text-sm text-slate-700">
          <span className="truncate">
            <span className="sr-only">긴급도 {labelOf(URGENCY_SHORT_LABELS, item.urgency)}, </span>
            {labelOf(CASE_TYPE_LABELS, item.caseType)} · {labelOf(CURRENT_STATUS_LABELS, item.currentStatus)}
          </span>
          <span className="ml-auto shrink-0 rounded-full bg-slate-100 px-2 py-px text-xs font-semibold text-slate-800">
            <span className="sr-only">단계 </span>
            {stageLabel(item)}
          </span>
        </span>
        <span className="mt-0.5 flex items-center gap-1.5 text-sm text-slate-600">
          {item.ackFailed && (
            <span className="shrink-0 rounded-full bg-red-700 px-2 py-px text-xs font-semibold text-white">접수 확인 실패</span>
          )}
          <span className="truncate">{item.content}</span>
        </span>
      </a>
      {emergency && (
        <a
          href={`tel:${dialable(item.phone)}`}
          aria-label={`${item.name}에게 전화`}
          className="flex w-14 shrink-0 items-center justify-center border-l border-slate-200 bg-red-50 text-red-700 hover:bg-red-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-red-600"
        >
          <PhoneIcon />
        </a>
      )}
    </div>
  );
}

export function PhoneIcon() {
  return <LineIcon d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />;
}
