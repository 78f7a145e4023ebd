// The list filters and order live in the URL (?search=&status=&urgency=&type=&sort=), so a reload or a shared link restores them.
import { useCallback, useMemo } from "react";
import { useSearchParams } from "wouter";
import { ADMIN_LIMITS } from "@shared/intake/admin-consultations";
import { CASE_TYPES, CONSULTATION_STATUSES, URGENCIES } from "@shared/intake/options";
import { oneOf, useUpdateSearchParams } from "@/lib/search-params";
import { EMPTY_FILTERS, type ConsultationFilterValues } from "../api/consultation-keys";

const FILTER_NAMES = ["search", "status", "urgency", "type"] as const;

/** Unknown values in a hand-edited URL are ignored rather than sent to the server. */
export function filtersFromParams(params: URLSearchParams): ConsultationFilterValues {
  return {
    search: (params.get("search") ?? "").trim().slice(0, ADMIN_LIMITS.search),
    status: oneOf(CONSULTATION_STATUSES, params.get("status")),
    urgency: oneOf(URGENCIES, params.get("urgency")),
    type: oneOf(CASE_TYPES, params.get("type")),
    sort: params.get("sort") === "overdue" ? "overdue" : "",
  };
}

export function useConsultationFilters() {
  const [params] = useSearchParams();
  const updateParams = useUpdateSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const hasFilters = FILTER_NAMES.some((name) => filters[name] !== "");
  const setFilters = useCallback((changes: Partial<ConsultationFilterValues>) => updateParams(changes as Record<string, string>), [updateParams]);
  const resetFilters = useCallback(() => setFilters(EMPTY_FILTERS), [setFilters]);

  return { filters, hasFilters, setFilters, resetFilters };
}
