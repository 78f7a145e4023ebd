// The access log's filters: action, period (with one-tap months), record number; applied with 조회.
import { useState, type FormEvent } from "react";
import { ACCESS_ACTION_KEYS, accessLogFiltersSchema } from "@shared/intake/access-log";
import { ACCESS_ACTION_LABELS } from "@shared/intake/admin-consultations";
import { DATE_PRESET_LABELS, presetRange, type DatePreset } from "@shared/lib/date-presets";
import { primaryButtonClass, secondaryButtonClass } from "@/components/admin/button-styles";
import { FilterField } from "@/components/admin/filter-field";
import { inputClass } from "@/components/form/field";
import { EMPTY_ACCESS_LOG_FILTERS, type AccessLogFilterValues } from "../api/consultation-keys";

const PRESETS: DatePreset[] = ["this-month", "last-month"];

interface AccessLogFiltersProps {
  filters: AccessLogFilterValues;
  onApply: (filters: AccessLogFilterValues) => void;
}

export function AccessLogFilters({ filters, onApply }: AccessLogFiltersProps) {
  const [draft, setDraft] = useState(filters);
  const [errors, setErrors] = useState<Partial<Record<keyof AccessLogFilterValues, string>>>({});
  const invalid = (name: keyof AccessLogFilterValues) =>
    errors[name] ? { "aria-invalid": true, "aria-describedby": `access-error-${name}` } : {};
  const set = (changes: Partial<AccessLogFilterValues>) => setDraft({ ...draft, ...changes });

  const apply = (next: AccessLogFilterValues) => {
    const checked = accessLogFiltersSchema.safeParse(next);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    setDraft(next);
    onApply(next);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="접근 기록 조건"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <FilterField id="access-action" label="작업">
          <select id="access-action" className={inputClass} value={draft.action} onChange={(e) => set({ action: e.target.value })}>
            <option value="">전체</option>
            {ACCESS_ACTION_KEYS.map((key) => (
              <option key={key} value={key}>
                {ACCESS_ACTION_LABELS[key]}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField id="access-from" label="시작일">
          <input
            id="access-from"
            type="date"
            className={inputClass}
            value={draft.from}
            onChange={(e) => set({ from: e.target.value })}
            {...invalid("from")}
          />
        </FilterField>
        <FilterField id="access-to" label="종료일">
          <input
            id="access-to"
            type="date"
            className={inputClass}
            value={draft.to}
            onChange={(e) => set({ to: e.target.value })}
            {...invalid("to")}
          />
        </FilterField>
        <FilterField id="access-record" label="접수번호">
          <input
            id="access-record"
            {...invalid("consultationId")}
            inputMode="numeric"
            autoComplete="off"
            className={inputClass}
            value={draft.consultationId}
            onChange={(e) => set({ consultationId: e.target.value.trim() })}
          />
        </FilterField>
      </div>
      {Object.entries(errors).map(([name, message]) => (
        <p key={name} id={`access-error-${name}`} role="alert" className="text-sm font-medium text-red-700">
          {message}
        </p>
      ))}
      <div className="flex flex-wrap items-center gap-2">
        <button type="submit" className={primaryButtonClass}>
          조회
        </button>
        {PRESETS.map((preset) => (
          <button key={preset} type="button" className={secondaryButtonClass} onClick={() => apply({ ...draft, ...presetRange(preset) })}>
            {DATE_PRESET_LABELS[preset]}
          </button>
        ))}
        <button type="button" className={secondaryButtonClass} onClick={() => apply(EMPTY_ACCESS_LOG_FILTERS)}>
          조건 지우기
        </button>
      </div>
    </form>
  );
}
