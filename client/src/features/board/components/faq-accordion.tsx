import { useId, useState } from "react";
import type { Faq } from "@shared/schema";
import { cn } from "@/lib/cn";

/** FAQ: one answer open at a time; the open one closes on a second click. Buttons are keyboard-operable. */
export function FaqAccordion({ faqs }: { faqs: Faq[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const base = useId();
  if (faqs.length === 0) return null;
  return (
    <section aria-labelledby={`${base}-title`} className="mt-14">
      <h2 id={`${base}-title`} className="text-2xl font-bold text-slate-900">
        자주 묻는 질문
      </h2>
      <ul className="mt-5 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {faqs.map((faq, i) => {
          const expanded = open === i;
          return (
            <li key={faq.question}>
              <h3>
                <button
                  type="button"
                  id={`${base}-q${i}`}
                  aria-expanded={expanded}
                  aria-controls={`${base}-a${i}`}
                  onClick={() => setOpen(expanded ? null : i)}
                  className="flex w-full items-start justify-between gap-4 px-5 py-4 text-left text-[17px] font-semibold text-slate-900 hover:bg-slate-50"
                >
                  <span>Q. {faq.question}</span>
                  <span aria-hidden="true" className={cn("mt-1 shrink-0 transition-transform", expanded && "rotate-180")}>▾</span>
                </button>
              </h3>
              <div id={`${base}-a${i}`} role="region" aria-labelledby={`${base}-q${i}`} hidden={!expanded} className="px-5 pb-5 leading-relaxed text-slate-700">
                {faq.answer}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
