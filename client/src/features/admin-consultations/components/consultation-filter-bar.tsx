import { CASE_TYPE_LABELS, CONSULTATION_STATUS_LABELS, URGENCY_SHORT_LABELS } from "@shared/intake/labels";
import { CASE_TYPES, CONSULTATION_STATUSES, URGENCIES } from "@shared/intake/options";
import { CONSULTATION_SORT_LABELS } from "@shared/intake/admin-consultations";
import { secondaryButtonClass } from "@/components/admin/button-styles";
import { FilterField } from "@/components/admin/filter-field";
import { inputClass } from "@/components/form/field";
import type { ConsultationFilterValues } from "../api/consultation-keys";

interface ConsultationFilterBarProps {
  filters: ConsultationFilterValues;
  hasFilters: boolean;
  onChange: (changes: Partial<ConsultationFilterValues>) => void;
  onReset: () => void;
}

/** The select filters, in screen order. */
const OPTION_FILTERS: { name: "status" | "urgency" | "type"; label: string; values: readonly string[]; labels: Record<string, string> }[] =
  [
    { name: "status", label: "상태", values: CONSULTATION_STATUSES, labels: CONSULTATION_STATUS_LABELS },
    { name: "urgency", label: "긴급도", values: URGENCIES, labels: URGENCY_SHORT_LABELS },
    { name: "type", label: "사건 유형", values: CASE_TYPES, labels: CASE_TYPE_LABELS },
  ];

/** Status, urgency, case type and order; two columns on phones, one row on wide screens. (The search is outside.) */
export function ConsultationFilterBar({ filters, hasFilters, onChange, onReset }: ConsultationFilterBarProps) {
  return (
    <div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end">
        {OPTION_FILTERS.map((filter) => (
          <FilterField key={filter.name} id={`consultation-${filter.name}`} label={filter.label}>
            <OptionFilter
              id={`consultation-${filter.name}`}
              value={filters[filter.name]}
              values={filter.values}
              labels={filter.labels}
              // The select offers only the filter's own values (or "" for all).
              onChange={(value) => onChange({ [filter.name]: value } as Partial<ConsultationFilterValues>)}
            />
          </FilterField>
        ))}
        <FilterField id="consultation-sort" label="정렬">
          <select
            id="consultation-sort"
            value={filters.sort}
            onChange={(e) => onChange({ sort: e.target.value === "overdue" || e.target.value === "newest" ? e.target.value : "" })}
            className={inputClass}
          >
            <option value="">{CONSULTATION_SORT_LABELS.today}</option>
            <option value="newest">{CONSULTATION_SORT_LABELS.newest}</option>
            <option value="overdue">{CONSULTATION_SORT_LABELS.overdue}</option>
          </select>
        </FilterField>
        {hasFilters && (
          <button type="button" onClick={onReset} className={`${secondaryButtonClass} col-span-2 min-h-12 lg:col-span-1`}>
            필터 초기화
          </button>
        )}
      </div>
    </div>
  );
}

interface OptionFilterProps {
  id: string;
  value: string;
  values: readonly string[];
  labels: Record<string, string>;
  onChange: (value: string) => void;
}

function OptionFilter({ id, value, values, labels, onChange }: OptionFilterProps) {
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={inputClass}>
      <option value="">전체</option>
      {values.map((v) => (
        <option key={v} value={v}>
          {labels[v]}
        </option>
      ))}
    </select>
  );
}
