// The editor's publication choice: draft (the default), now or scheduled (with the time, Korea time).
import type { UseFormReturn } from "react-hook-form";
import { Field, inputClass } from "@/components/form/field";
import type { ContentEditorValues, PublishMode } from "./content-values";

const MODES: { value: PublishMode; label: string }[] = [
  { value: "draft", label: "임시저장" },
  { value: "now", label: "바로 게시" },
  { value: "schedule", label: "예약 게시" },
];

export function PublishFields({
  form,
  values,
  idPrefix,
}: {
  form: UseFormReturn<ContentEditorValues>;
  values: ContentEditorValues;
  idPrefix: string;
}) {
  const { register, formState } = form;
  return (
    <fieldset className="space-y-2">
      <legend className="text-[15px] font-semibold text-slate-800">게시 상태</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {MODES.map((mode) => (
          <label key={mode.value} className="flex min-h-11 items-center gap-2 text-[15px] text-slate-800">
            <input type="radio" value={mode.value} {...register("publishMode")} className="h-4 w-4 accent-brand-700" />
            {mode.label}
          </label>
        ))}
      </div>
      {values.publishMode === "schedule" && (
        <Field id={`${idPrefix}-schedule-at`} label="예약 일시 (한국 시간)" required error={formState.errors.scheduleAt?.message}>
          <input type="datetime-local" {...register("scheduleAt")} className={inputClass} />
        </Field>
      )}
    </fieldset>
  );
}
