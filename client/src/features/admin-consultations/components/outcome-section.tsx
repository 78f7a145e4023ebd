// The part of a request's card that moves it along: its stage (one control for 상태 and 결과) and the conflict check.
// Closed until asked for, with a line saying what is recorded, so a card stays short on a phone; opened, it keeps
// its state across saves.
import { useState } from "react";
import { CONFLICT_RESULT_LABELS } from "@shared/intake/back-office-labels";
import { STAGE_LABELS } from "@shared/intake/pipeline-stages";
import type { AdminConsultation } from "@shared/intake/admin-consultations";
import { secondaryButtonClass } from "@/components/admin/button-styles";
import { ConflictSection } from "./conflict-section";
import { OutcomeForm } from "./outcome-form";

/** "단계: 수임 · 충돌 확인: 충돌 없음", or what is missing. */
export function outcomeSummary(item: Pick<AdminConsultation, "stage" | "conflictCheck">): string {
  const conflict = item.conflictCheck.result ? `충돌 확인: ${CONFLICT_RESULT_LABELS[item.conflictCheck.result]}` : "충돌 확인 기록 없음";
  return `단계: ${STAGE_LABELS[item.stage]} · ${conflict}`;
}

interface OutcomeSectionProps {
  item: AdminConsultation;
  onShowRequest: (search: string) => void;
  /** Opened from outside (the request detail's 결과 button); left out, the section keeps its own state. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

export function OutcomeSection({ item, onShowRequest, open: openProp, onOpenChange }: OutcomeSectionProps) {
  const [openState, setOpenState] = useState(false);
  const open = openProp ?? openState;
  const setOpen = (next: (open: boolean) => boolean) => {
    setOpenState(next(open));
    onOpenChange?.(next(open));
  };
  const headingId = `consultation-${item.id}-outcome-heading`;
  const panelId = `consultation-${item.id}-outcome-panel`;
  return (
    <section aria-labelledby={headingId} className="mt-4 border-t border-slate-200 pt-4">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div>
          <h4 id={headingId} className="text-base font-bold text-slate-900">
            진행 단계와 충돌 확인
          </h4>
          <p className="mt-1 text-sm text-slate-600">{outcomeSummary(item)}</p>
        </div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={open ? "진행 단계와 충돌 확인 닫기" : "진행 단계와 충돌 확인 열기"}
          onClick={() => setOpen((v) => !v)}
          className={secondaryButtonClass}
        >
          {open ? "닫기" : "열기"}
        </button>
      </div>
      {open && (
        <div id={panelId} className="mt-4 space-y-4">
          <OutcomeForm consultation={item} />
          <ConflictSection item={item} onShowRequest={onShowRequest} />
        </div>
      )}
    </section>
  );
}
