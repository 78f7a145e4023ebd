import { useEffect, useRef, useState } from "react";
import { formatKoreanDateTime } from "@shared/lib/dates";
import { formatPhone } from "@shared/lib/phone";
import type { AdminConsultation } from "@shared/intake/admin-consultations";
import type { FirstContactRules } from "@shared/intake/first-contact-deadline";
import { dangerButtonClass, secondaryButtonClass } from "@/components/admin/button-styles";
import { useDeleteConsultation } from "../api/delete-consultation";
import { CollapsibleText } from "./collapsible-text";
import { AckFailedChip, ConflictChip, StageBadge, UrgencyBadge } from "./consultation-badges";
import { ConsentLine, ConsultationDetails } from "./consultation-details";
import { ConsultationEditForm } from "./consultation-edit-form";
import { ConsultationSourceDetails } from "./consultation-source-details";
import { ContactLog } from "./contact-log";
import { OverdueBadge, ResponseClockLine, useResponseClock } from "./response-clock-line";
import { EarlierRequestsNote } from "./earlier-requests-note";
import { HistoryDialog } from "./history-dialog";
import { OutcomeSection } from "./outcome-section";
import { SentMessages } from "./sent-messages";

interface ConsultationCardProps {
  item: AdminConsultation;
  /** The first-contact deadlines by urgency (or only the office's reply window, in hours) the clock counts from. */
  replyWithinHours: number | FirstContactRules;
  editing: boolean;
  onEdit: () => void;
  onEditEnd: () => void;
  /** Lists every request of one person: the search filter set to a phone number or an e-mail address. */
  onShowPerson: (search: string) => void;
}

const linkClass =
  "rounded font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600";

export function ConsultationCard({ item, replyWithinHours, editing, onEdit, onEditEnd, onShowPerson }: ConsultationCardProps) {
  const [historyOpen, setHistoryOpen] = useState(false);
  const clock = useResponseClock(item, replyWithinHours);
  const remove = useDeleteConsultation();
  const headingId = `consultation-${item.id}-name`;

  // After saving or cancelling, keyboard focus goes back to this card's "수정" button.
  const editButton = useRef<HTMLButtonElement>(null);
  const restoreFocus = useRef(false);
  useEffect(() => {
    if (!editing && restoreFocus.current) {
      restoreFocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);
  const endEdit = () => {
    restoreFocus.current = true;
    onEditEnd();
  };

  const onDelete = () => {
    if (window.confirm("정말 이 상담 신청을 삭제하시겠습니까?")) remove.mutate(item.id);
  };

  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-semibold text-slate-600">#{item.id}</span>
        <StageBadge stage={item.stage} />
        <UrgencyBadge urgency={item.urgency} />
        {clock.overdue && <OverdueBadge />}
        {item.ackFailed && <AckFailedChip />}
        {item.conflictMatchCount !== null && !item.conflictCheck.result && <ConflictChip count={item.conflictMatchCount} />}
        <time dateTime={item.createdAt} className="text-sm text-slate-600 sm:ml-auto">
          접수 {formatKoreanDateTime(item.createdAt)}
        </time>
      </div>

      <h3 id={headingId} className="mt-2 text-lg font-bold text-slate-900">
        {item.name}
      </h3>
      <ResponseClockLine clock={clock} nextContactAt={item.nextContactAt} />
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-[15px]">
        <a href={`tel:${item.phone.replace(/[^0-9+]/g, "")}`} className={linkClass}>
          {formatPhone(item.phone)}
        </a>
        <a href={`sms:${item.phone.replace(/[^0-9+]/g, "")}`} className={linkClass} aria-label={`${item.name}에게 문자 보내기`}>
          문자
        </a>
        {item.email ? (
          <a href={`mailto:${item.email}`} className={`${linkClass} break-all`}>
            {item.email}
          </a>
        ) : (
          <span className="text-slate-600">이메일 없음</span>
        )}
      </p>

      <div className="mt-3 space-y-3">
        <ConsultationDetails item={item} />
        <CollapsibleText text={item.content} />
        <EarlierRequestsNote item={item} onShowAll={onShowPerson} />
      </div>

      <div className="mt-4 space-y-3 border-t border-slate-200 pt-4">
        {editing ? <ConsultationEditForm item={item} onDone={endEdit} /> : <AdminFields item={item} />}
        <ContactLog consultation={item} />
        <ConsultationSourceDetails source={item.source} />
        <ConsentLine item={item} />
        <SentMessages consultationId={item.id} />
      </div>
      <OutcomeSection item={item} onShowRequest={onShowPerson} />

      {!editing && (
        <div className="mt-4 flex flex-wrap gap-2">
          <button
            ref={editButton}
            type="button"
            onClick={onEdit}
            className={secondaryButtonClass}
            aria-label={`#${item.id} ${item.name} 수정`}
          >
            수정
          </button>
          <button
            type="button"
            onClick={() => setHistoryOpen(true)}
            className={secondaryButtonClass}
            aria-label={`#${item.id} ${item.name} 이력`}
          >
            이력
          </button>
          <button
            type="button"
            onClick={onDelete}
            disabled={remove.isPending}
            className={dangerButtonClass}
            aria-label={`#${item.id} ${item.name} ${remove.isPending ? "삭제 중" : "삭제"}`}
          >
            {remove.isPending ? "삭제 중..." : "삭제"}
          </button>
        </div>
      )}
      <HistoryDialog consultationId={item.id} open={historyOpen} onOpenChange={setHistoryOpen} />
    </article>
  );
}

/** The assignee and memo already saved, shown under the card body. */
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
