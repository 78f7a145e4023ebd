// The record of a client's consent to publish their words, as testimonials and interviews both ask for it:
// 동의받은 날짜 · 동의 방법 · 기록한 사람 (the rule: shared/content/consent-record.ts). The form keeps it as
// `consent.date`, `consent.method`, `consent.recordedBy`, all empty when there is no record.
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { CONSENT_LIMITS, type ConsentRecord } from "@shared/content/consent-record";
import { Field, inputClass } from "@/components/form/field";

export type ConsentInputs = { date: string; method: string; recordedBy: string };

export const EMPTY_CONSENT: ConsentInputs = { date: "", method: "", recordedBy: "" };

export const consentFilled = (c: ConsentInputs | undefined) => Boolean(c && c.date.trim() && c.method.trim() && c.recordedBy.trim());

/** What the API receives: null when nothing was written. */
export const consentBody = (c: ConsentInputs): ConsentRecord | null =>
  !c.date.trim() && !c.method.trim() && !c.recordedBy.trim() ? null : c;

type WithConsent = FieldValues & { consent: ConsentInputs };

/** `what` names what is published ("후기", "인터뷰"); `idPrefix` names the inputs. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any transformed output type
export function ConsentRecordFields<T extends WithConsent, O = any>({
  form,
  idPrefix,
  what,
  error,
}: {
  form: UseFormReturn<T, unknown, O>;
  idPrefix: string;
  what: string;
  error?: string;
}) {
  const errors = (form.formState.errors.consent ?? {}) as Partial<Record<keyof ConsentInputs, { message?: string }>>;
  const name = (key: keyof ConsentInputs) => `consent.${key}` as Path<T>;
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4" aria-describedby={`${idPrefix}-consent-hint`}>
      <legend className="px-1 text-[15px] font-semibold text-slate-800">의뢰인 동의 기록</legend>
      <p id={`${idPrefix}-consent-hint`} className="text-sm text-slate-600">
        {what}를 게시하려면 의뢰인에게 게재 동의를 받은 날짜, 방법, 기록한 사람을 모두 남겨야 합니다.
      </p>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
        <Field id={`${idPrefix}-consent-date`} label="동의받은 날짜" error={errors.date?.message}>
          <input type="date" {...form.register(name("date"))} className={inputClass} />
        </Field>
        <Field id={`${idPrefix}-consent-method`} label="동의 방법" error={errors.method?.message}>
          <input
            type="text"
            maxLength={CONSENT_LIMITS.method}
            placeholder="서면 동의서"
            {...form.register(name("method"))}
            className={inputClass}
          />
        </Field>
        <Field id={`${idPrefix}-consent-recorded-by`} label="기록한 사람" error={errors.recordedBy?.message}>
          <input type="text" maxLength={CONSENT_LIMITS.recordedBy} {...form.register(name("recordedBy"))} className={inputClass} />
        </Field>
      </div>
    </fieldset>
  );
}
