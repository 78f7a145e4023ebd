import { useId } from "react";
import { FAQ_ANSWER_ATTRIBUTE, FAQ_QUESTION_ATTRIBUTE } from "@shared/render/body-from-dom";
import type { Faq } from "@shared/content/faq";

/**
 * FAQ as native disclosures: keyboard-operable, working before the page's script has loaded, and (sharing a
 * `name`) one answer open at a time; the open one closes on a second click. The browser reads the questions
 * back from their marked elements before hydrating (shared/render/body-from-dom.ts).
 */
export function FaqAccordion({ faqs }: { faqs: Faq[] }) {
  const base = useId();
  if (faqs.length === 0) return null;
  return (
    <section aria-labelledby={`${base}-title`} className="defer-render -mx-2 -mb-2 mt-12 p-2">
      <h2 id={`${base}-title`} className="text-2xl font-bold text-slate-900">
        자주 묻는 질문
      </h2>
      <ul className="mt-5 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {faqs.map((faq) => (
          <li key={faq.question}>
            <details name={`${base}-faq`} className="group">
              <summary className="flex cursor-pointer list-none items-start justify-between gap-4 px-5 py-4 text-[17px] font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
                <h3>
                  Q. <span {...{ [FAQ_QUESTION_ATTRIBUTE]: "" }}>{faq.question}</span>
                </h3>
                <span aria-hidden="true" className="mt-1 shrink-0 transition-transform group-open:rotate-180">
                  ▾
                </span>
              </summary>
              <div {...{ [FAQ_ANSWER_ATTRIBUTE]: "" }} className="px-5 pb-5 leading-relaxed text-slate-700">
                {faq.answer}
              </div>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
