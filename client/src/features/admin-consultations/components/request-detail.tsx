// One request, full screen on a phone (its own address, ?request=<id>) and beside the list on a wide screen.
// The everyday actions sit in a bar at the bottom (전화 · 문자 · 기록 · 결과); the bookkeeping (consent, where the
// visitor came from, the messages sent, the change history) is folded into one "세부 정보"; 수정 and 삭제 are in
// the ⋯ menu.
import { requestNumberLabel } from "@shared/intake/labels";
import { useEffect, useRef, useState } from "react";
import { formatKoreanDateTime } from "@shared/lib/dates";
import { formatPhone } from "@shared/lib/phone";
import { nextContactText } from "@shared/intake/consultation-contacts";
import type { AdminConsultation } from "@shared/intake/admin-consultations";
import type { FirstContactRules } from "@shared/intake/first-contact-deadline";
import { AdminDialog } from "@/components/admin/admin-dialog";
import { secondaryButtonClass } from "@/components/admin/button-styles";
import { useDeleteConsultation } from "../api/delete-consultation";
import { dialable, stageLabel } from "../inbox-item";
import { CollapsibleText } from "./collapsible-text";
import { ConflictChip, UrgencyBadge } from "./consultation-badges";
import { ConsentLine, ConsultationDetails } from "./consultation-details";
import { ConsultationEditForm } from "./consultation-edit-form";
import { ConsultationSourceDetails } from "./consultation-source-details";
import { ContactForm } from "./contact-form";
import { ContactLog } from "./contact-log";
import { DetailActionBar } from "./detail-action-bar";
import { EarlierRequestsNote } from "./earlier-requests-note";
import { HistoryDialog } from "./history-dialog";
import { MoreMenu } from "./more-menu";
import { OutcomeSection } from "./outcome-section";
import { OverdueBadge, ResponseClockLine, useResponseClock } from "./response-clock-line";
import { SentMessages } from "./sent-messages";

interface RequestDetailProps {
  item: AdminConsultation;
  clockRules: number | FirstContactRules;
  onClose: () => void;
  /** Lists every request of one person: the search filter set to a phone number or an e-mail address. */
  onShowPerson: (search: string) => void;
}

const linkClass =
  "rounded font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600";

export function RequestDetail({ item, clockRules, onClose, onShowPerson }: RequestDetailProps) {
  const clock = useResponseClock(item, clockRules);
  const remove = useDeleteConsultation();
  const [editing, setEditing] = useState(false);
  const [dialog, setDialog] = useState<"log" | "history" | null>(null);
  const [outcomeOpen, setOutcomeOpen] = useState(false);
  const outcome = useRef<HTMLDivElement>(null);
  const showOutcome = () => {
    setOutcomeOpen(true);
    requestAnimationFrame(() => outcome.current?.scrollIntoView({ block: "start" }));
  };
  const headingId = `consultation-${item.id}-name`;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), [item.id]);

  const onDelete = () => {
    if (window.confirm("정말 이 상담 신청을 삭제하시겠습니까?")) remove.mutate(item.id, { onSuccess: onClose });
  };
  const closeDialog = (open: boolean) => {
    if (!open) setDialog(null);
  };

  return (
    <article
      aria-labelledby={headingId}
      className="fixed inset-0 z-40 flex flex-col bg-white lg:sticky lg:top-4 lg:z-auto lg:max-h-[calc(100vh-2rem)] lg:overflow-hidden lg:rounded-xl lg:border lg:border-slate-200 lg:shadow-sm"
    >
      <div className="flex items-center gap-1 border-b border-slate-200 bg-white px-1 py-1">
        <button
          type="button"
          onClick={onClose}
          className="flex min-h-11 items-center gap-1 rounded-lg px-3 text-[15px] font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          <span aria-hidden="true">‹</span> 목록
        </button>
        <span className="ml-auto text-sm font-semibold text-slate-600">{requestNumberLabel(item.id)}</span>
        <MoreMenu
          label={`#${item.id} ${item.name} 더 보기`}
          items={[
            { label: "수정", onSelect: () => setEditing(true) },
            { label: remove.isPending ? "삭제 중..." : "삭제", onSelect: onDelete, danger: true, disabled: remove.isPending },
          ]}
        />
      </div>

      <div className="min-h-0 flex-1 space-y-3 overflow-y-auto px-4 py-3">
        <div>
          <div className="flex flex-wrap items-center gap-1.5">
            <span className="inline-flex items-center rounded-full bg-slate-200 px-2.5 py-0.5 text-sm font-semibold text-slate-900">
              <span className="sr-only">단계 </span>
              {stageLabel(item)}
            </span>
            <UrgencyBadge urgency={item.urgency} />
            {clock.overdue && <OverdueBadge />}
            {item.ackFailed && (
              <span className="inline-flex items-center rounded-full bg-red-700 px-2.5 py-0.5 text-sm font-semibold text-white">
                접수 확인 실패
              </span>
            )}
            {item.conflictMatchCount !== null && !item.conflictCheck.result && <ConflictChip count={item.conflictMatchCount} />}
          </div>
          <h3 id={headingId} ref={heading} tabIndex={-1} className="mt-1.5 text-xl font-bold text-slate-900 focus:outline-none">
            {item.name}
          </h3>
          <ResponseClockLine clock={clock} />
          {/* After the follow-up ends (수임, 미수임, 연락 두절) the planned contact still stands. */}
          {clock.closed && item.nextContactAt && (
            <p className="mt-1 text-[15px] font-semibold text-slate-900">{nextContactText(item.nextContactAt)}</p>
          )}
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-[15px]">
            <a href={`tel:${dialable(item.phone)}`} className={linkClass}>
              {formatPhone(item.phone)}
            </a>
            {item.email ? (
              <a href={`mailto:${item.email}`} className={`${linkClass} break-all`}>
                {item.email}
              </a>
            ) : (
              <span className="text-slate-600">이메일 없음</span>
            )}
          </p>
        </div>

        <ConsultationDetails item={item} />
        <CollapsibleText text={item.content} />
        <EarlierRequestsNote item={item} onShowAll={onShowPerson} />
        {editing ? <ConsultationEditForm item={item} onDone={() => setEditing(false)} /> : <AdminFields item={item} />}
        <ContactLog consultation={item} />
        <div ref={outcome} className="scroll-mt-2 [&>section]:mt-0">
          <OutcomeSection item={item} onShowRequest={onShowPerson} open={outcomeOpen} onOpenChange={setOutcomeOpen} />
        </div>

        <details className="rounded-lg border border-slate-200 bg-white">
          <summary className="flex min-h-11 cursor-pointer items-center px-3 text-[15px] font-semibold text-slate-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600">
            세부 정보
          </summary>
          <div className="space-y-3 border-t border-slate-200 px-3 py-3">
            <p className="text-sm text-slate-700">
              접수 <time dateTime={item.createdAt}>{formatKoreanDateTime(item.createdAt)}</time>
            </p>
            <ConsentLine item={item} />
            <ConsultationSourceDetails source={item.source} />
            <SentMessages consultationId={item.id} />
            <button type="button" onClick={() => setDialog("history")} className={secondaryButtonClass}>
              변경 이력
            </button>
          </div>
        </details>
      </div>

      <DetailActionBar name={item.name} phone={item.phone} onLog={() => setDialog("log")} onOutcome={showOutcome} />

      <AdminDialog open={dialog === "log"} onOpenChange={closeDialog} title={`${item.name} 연락 기록`}>
        <ContactForm consultation={item} onDone={() => setDialog(null)} />
      </AdminDialog>
      <HistoryDialog consultationId={item.id} open={dialog === "history"} onOpenChange={closeDialog} />
    </article>
  );
}

/** The assignee and memo already saved. */
function AdminFields({ item }: { item: AdminConsultation }) {
  if (!item.assignedTo && !item.adminNotes) return null;
  return (
    <div className="space-y-1 rounded-lg bg-slate-50 px-3 py-2 text-[15px] text-slate-800">
      {item.assignedTo && (
        <p>
          <span className="font-semibold">담당자:</span> {item.assignedTo}
        </p>
      )}
      {item.adminNotes && (
        <p className="whitespace-pre-wrap">
          <span className="font-semibold">메모:</span> {item.adminNotes}
        </p>
      )}
    </div>
  );
}
