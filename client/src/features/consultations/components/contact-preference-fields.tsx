import { AVOID_TIME_LABELS, CONTACT_METHOD_LABELS } from "@shared/intake/labels";
import { AVOID_TIMES, CONTACT_METHODS } from "@shared/intake/options";
import { CONSULTATION_LIMITS } from "@shared/intake/consultation-limits";
import type { Registration } from "@/components/form/use-lazy-schema-form";
import { Field, inputClass } from "@/components/form/field";
import { OptionSelect } from "@/components/form/option-select";

const CHOICE = "flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4";

/** How and when the office may contact the requester: all optional (shared/intake/contact-preferences.ts). */
export function ContactPreferenceFields({
  register,
  avoidTime,
  noteError,
}: {
  register: (name: "contactMethod" | "avoidTime" | "avoidTimeNote" | "noMessages") => Registration;
  avoidTime: string;
  noteError?: string;
}) {
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-[15px] font-semibold text-slate-800">연락 방법과 시간 (선택)</legend>
      <fieldset className="mt-3">
        <legend className="text-[15px] font-semibold text-slate-800">연락 방법</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {CONTACT_METHODS.map((v) => (
            <label key={v} className={CHOICE}>
              <input type="radio" value={v} className="h-4 w-4 accent-brand-700" {...register("contactMethod")} />
              {CONTACT_METHOD_LABELS[v]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field id="avoidTime" label="피해야 할 시간">
          <OptionSelect values={AVOID_TIMES} labels={AVOID_TIME_LABELS} {...register("avoidTime")} />
        </Field>
        {avoidTime === "custom" && (
          <Field id="avoidTimeNote" label="피해야 할 시간 직접 입력" required error={noteError}>
            <input
              className={inputClass}
              maxLength={CONSULTATION_LIMITS.avoidTimeNote}

              {...register("avoidTimeNote")}
            />
          </Field>
        )}
      </div>
      <label htmlFor="noMessages" className="mt-4 flex min-h-11 cursor-pointer items-center gap-3 text-[15px] text-slate-900">
        <input id="noMessages" type="checkbox" className="h-5 w-5 shrink-0 accent-brand-700" {...register("noMessages")} />
        문자·음성 메시지를 남기지 말아 주세요
      </label>
    </fieldset>
  );
}
