// The list filters and order live in the URL (?status=&urgency=&type=&sort=), so a reload or a shared link
// restores them. The search text does not: it is a name, a phone number or words of a request, and a URL is kept
// by the browser's history and sent with page views. It lives in this tab's session storage instead; a
// ?search= in an address (a link from a conflict check, an old bookmark) is moved there and taken out of the URL
// (lib/session-search.ts).
import { useCallback, useMemo } from "react";
import { useSearchParams } from "wouter";
import { ADMIN_LIMITS } from "@shared/intake/admin-consultations";
import { CASE_TYPES, CONSULTATION_STATUSES, URGENCIES } from "@shared/intake/options";
import { oneOf, useUpdateSearchParams } from "@/lib/search-params";
import { useSessionSearch } from "@/lib/session-search";
import { EMPTY_FILTERS, type ConsultationFilterValues } from "../api/consultation-keys";

const FILTER_NAMES = ["search", "status", "urgency", "type"] as const;

/** Unknown values in a hand-edited URL are ignored rather than sent to the server. */
function filtersFromParams(params: URLSearchParams): ConsultationFilterValues {
  return {
    search: (params.get("search") ?? "").trim().slice(0, ADMIN_LIMITS.search),
    status: oneOf(CONSULTATION_STATUSES, params.get("status")),
    urgency: oneOf(URGENCIES, params.get("urgency")),
    type: oneOf(CASE_TYPES, params.get("type")),
    sort: params.get("sort") === "overdue" || params.get("sort") === "newest" ? (params.get("sort") as "overdue" | "newest") : "",
  };
}

export function useConsultationFilters() {
  const [params] = useSearchParams();
  const updateParams = useUpdateSearchParams();
  const [search, setSearch] = useSessionSearch("admin-consultation-search", ADMIN_LIMITS.search);
  const filters = useMemo(() => ({ ...filtersFromParams(params), search }), [params, search]);
  const hasFilters = FILTER_NAMES.some((name) => filters[name] !== "");
  const setFilters = useCallback(
    (changes: Partial<ConsultationFilterValues>) => {
      const { search: nextSearch, ...rest } = changes;
      if (nextSearch !== undefined) setSearch(nextSearch);
      if (Object.keys(rest).length > 0) updateParams(rest as Record<string, string>);
    },
    [updateParams, setSearch],
  );
  const resetFilters = useCallback(() => setFilters(EMPTY_FILTERS), [setFilters]);

  return { filters, hasFilters, setFilters, resetFilters };
}
