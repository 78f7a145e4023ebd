// The part of a request's card after contact: its outcome and the conflict check.
import type { AdminConsultation } from "@shared/validation/admin-consultations";
import { ConflictSection } from "./conflict-section";
import { OutcomeForm } from "./outcome-form";

export function OutcomeSection({ item, onShowRequest }: { item: AdminConsultation; onShowRequest: (search: string) => void }) {
  const headingId = `consultation-${item.id}-outcome-heading`;
  return (
    <section aria-labelledby={headingId} className="mt-4 space-y-4 border-t border-slate-200 pt-4">
      <h4 id={headingId} className="text-base font-bold text-slate-900">
        결과와 충돌 확인
      </h4>
      <OutcomeForm item={item} />
      <ConflictSection item={item} onShowRequest={onShowRequest} />
    </section>
  );
}
