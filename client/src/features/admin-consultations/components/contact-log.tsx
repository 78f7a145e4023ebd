// A request's follow-up log in its card: opened on demand (each read is access-logged), newest first, with the
// form to add a contact attempt.
import { useEffect, useRef, useState } from "react";
import { formatKoreanDateTime } from "@shared/lib/dates";
import { CONTACT_CHANNEL_LABELS, CONTACT_RESULT_LABELS } from "@shared/intake/back-office-labels";
import { nextContactText } from "@shared/intake/consultation-contacts";
import { secondaryButtonClass } from "@/components/admin/button-styles";
import { ErrorState, LoadingState } from "@/components/admin/data-state";
import { useConsultationContacts } from "../api/get-contacts";
import { labelOf } from "../label-of";
import { ContactForm } from "./contact-form";
import type { AdminConsultation } from "@shared/intake/admin-consultations";

export function ContactLog({ consultation }: { consultation: Pick<AdminConsultation, "id" | "name"> }) {
  const consultationId = consultation.id;
  const [open, setOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  const contacts = useConsultationContacts(consultationId, open);
  const panelId = `consultation-${consultationId}-contacts`;
  const addButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (!adding && returnFocus.current) {
      returnFocus.current = false;
      addButton.current?.focus();
    }
  }, [adding]);

  return (
    <section aria-label={`#${consultationId} 연락 기록`} className="space-y-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className={secondaryButtonClass}
      >
        {open ? "연락 기록 닫기" : "연락 기록"}
      </button>
      {open && (
        <div id={panelId} className="space-y-3">
          {adding ? (
            <ContactForm
              consultation={consultation}
              onDone={() => {
                returnFocus.current = true;
                setAdding(false);
              }}
            />
          ) : (
            <button ref={addButton} type="button" onClick={() => setAdding(true)} className={secondaryButtonClass}>
              연락 기록 추가
            </button>
          )}
          {contacts.isPending ? (
            <LoadingState className="py-4" />
          ) : contacts.isError ? (
            <ErrorState className="py-4" onRetry={() => void contacts.refetch()} />
          ) : contacts.data.length === 0 ? (
            <p className="text-[15px] text-slate-600">아직 연락 기록이 없습니다.</p>
          ) : (
            <ol className="space-y-2">
              {contacts.data.map((c) => (
                <li key={c.id} className="rounded-lg border border-slate-200 px-3 py-2 text-[15px]">
                  <p className="flex flex-wrap gap-x-2 text-sm text-slate-600">
                    <time dateTime={c.createdAt}>{formatKoreanDateTime(c.createdAt)}</time>
                    <span aria-hidden="true">·</span>
                    <span>{c.createdByName}</span>
                  </p>
                  <p className="mt-1 font-semibold text-slate-900">
                    {labelOf(CONTACT_CHANNEL_LABELS, c.channel)} · {labelOf(CONTACT_RESULT_LABELS, c.result)}
                  </p>
                  {c.note && <p className="mt-1 whitespace-pre-wrap break-words text-slate-800">{c.note}</p>}
                  <p className="mt-1 text-sm text-slate-700">{nextContactText(c.nextContactAt)}</p>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </section>
  );
}
