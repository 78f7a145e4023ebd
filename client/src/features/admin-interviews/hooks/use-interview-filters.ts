// The interviews list filters live in the URL (?tab=interviews&search=&status=&view=), so a reload keeps them.
import { useCallback, useMemo } from "react";
import { useSearchParams } from "wouter";
import { POST_DISPLAY_STATUSES } from "@shared/content/admin-posts";
import { INTERVIEW_LIST_SEARCH_MAX } from "@shared/content/interview-input";
import { oneOf, useUpdateSearchParams } from "@/lib/search-params";
import type { InterviewFilterValues } from "../api/get-interviews";

export function useInterviewFilters() {
  const [params] = useSearchParams();
  const setParamValues = useUpdateSearchParams();
  const filters = useMemo<InterviewFilterValues>(
    () => ({ search: (params.get("search") ?? "").trim().slice(0, INTERVIEW_LIST_SEARCH_MAX), status: oneOf(POST_DISPLAY_STATUSES, params.get("status")) }),
    [params],
  );
  const hasFilters = filters.search !== "" || filters.status !== "";
  const view: "list" | "trash" = params.get("view") === "trash" ? "trash" : "list";
  const setFilters = useCallback((changes: Partial<InterviewFilterValues>) => setParamValues(changes as Record<string, string>), [setParamValues]);
  const resetFilters = useCallback(() => setFilters({ search: "", status: "" }), [setFilters]);
  const setView = useCallback((next: "list" | "trash") => setParamValues({ view: next === "trash" ? "trash" : "" }), [setParamValues]);
  return { filters, hasFilters, setFilters, resetFilters, view, setView };
}
