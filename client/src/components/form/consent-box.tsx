import { lazy, Suspense, useState } from "react";
import { CONSENT_HEADS, type ConsentKind } from "@shared/privacy/consent-heads";
import type { Registration } from "@/components/form/use-lazy-schema-form";

// The full texts and the link to the policy of the recorded version load when a box is opened ("자세히 보기").
const ConsentDetails = lazy(() => import("./consent-details"));

/** One consent: its title and one-line summary, the full text behind "자세히 보기", and its own checkbox. */
export function ConsentBox({
  id,
  kind,
  registration,
  error,
  optional = false,
}: {
  id: string;
  kind: ConsentKind;
  registration: Registration;
  error?: string;
  /** A 선택 consent: the request is sent whether or not it is checked. */
  optional?: boolean;
}) {
  const head = CONSENT_HEADS[kind];
  const [open, setOpen] = useState(false);
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <legend className="px-1 text-[15px] font-bold text-slate-900">{head.title}</legend>
      <p className="text-sm leading-relaxed text-slate-700">{head.summary}</p>
      <details className="text-sm" onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-700 underline">자세히 보기</summary>
        {open && (
          <Suspense fallback={null}>
            <ConsentDetails kind={kind} />
          </Suspense>
        )}
      </details>
      <label htmlFor={id} className="mt-1 flex min-h-11 cursor-pointer items-center gap-3 text-[15px] font-semibold text-slate-900">
        <input
          id={id}
          type="checkbox"
          className="h-5 w-5 shrink-0 accent-brand-700"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...registration}
        />
        위 내용을 확인했으며 동의합니다 ({optional ? "선택" : "필수"})
      </label>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
