// The interviews list filters (?tab=interviews&status=&view=) live in the URL, so a reload keeps them. The search
// text does not: it stays in this tab's session storage (lib/session-search.ts) and travels in the body of
// POST /api/admin/interviews/search.
import { useCallback, useMemo } from "react";
import { useSearchParams } from "wouter";
import { POST_DISPLAY_STATUSES } from "@shared/content/admin-posts";
import { INTERVIEW_LIST_SEARCH_MAX } from "@shared/content/interview-input";
import { oneOf, useUpdateSearchParams } from "@/lib/search-params";
import { useSessionSearch } from "@/lib/session-search";
import type { InterviewFilterValues } from "../api/get-interviews";

export function useInterviewFilters() {
  const [params] = useSearchParams();
  const setParamValues = useUpdateSearchParams();
  const [search, setSearch] = useSessionSearch("admin-interview-search", INTERVIEW_LIST_SEARCH_MAX);
  const filters = useMemo<InterviewFilterValues>(
    () => ({ search, status: oneOf(POST_DISPLAY_STATUSES, params.get("status")) }),
    [params, search],
  );
  const hasFilters = filters.search !== "" || filters.status !== "";
  const view: "list" | "trash" = params.get("view") === "trash" ? "trash" : "list";
  const setFilters = useCallback(
    (changes: Partial<InterviewFilterValues>) => {
      const { search: nextSearch, ...rest } = changes;
      if (nextSearch !== undefined) setSearch(nextSearch);
      if (Object.keys(rest).length > 0) setParamValues(rest as Record<string, string>);
    },
    [setParamValues, setSearch],
  );
  const resetFilters = useCallback(() => setFilters({ search: "", status: "" }), [setFilters]);
  const setView = useCallback((next: "list" | "trash") => setParamValues({ view: next === "trash" ? "trash" : "" }), [setParamValues]);
  return { filters, hasFilters, setFilters, resetFilters, view, setView };
}
