// The posts list filters live in the URL (?tab=posts&search=&category=&status=&sort=&view=), so a reload keeps them.
import { useCallback, useMemo } from "react";
import { useSearchParams } from "wouter";
import { POST_DISPLAY_STATUSES, POST_LIST_SORTS } from "@shared/content/admin-posts";
import { POST_LIST_SEARCH_MAX } from "@shared/content/post-input";
import { oneOf, useUpdateSearchParams } from "@/lib/search-params";
import type { PostFilterValues } from "../api/get-posts";

const FILTER_NAMES = ["search", "category", "status", "sort"] as const;
export const EMPTY_POST_FILTERS: PostFilterValues = { search: "", category: "", status: "", sort: "" };

/** Unknown values in a hand-edited URL are ignored rather than sent to the server. */
export function postFiltersFromParams(params: URLSearchParams): PostFilterValues {
  const category = params.get("category") ?? "";
  const sort = oneOf(POST_LIST_SORTS, params.get("sort"));
  return {
    search: (params.get("search") ?? "").trim().slice(0, POST_LIST_SEARCH_MAX),
    category: /^[1-9]\d{0,8}$/.test(category) ? category : "",
    status: oneOf(POST_DISPLAY_STATUSES, params.get("status")),
    sort: sort === "newest" ? "" : sort,
  };
}

export function usePostFilters() {
  const [params] = useSearchParams();
  const setParamValues = useUpdateSearchParams();
  const filters = useMemo(() => postFiltersFromParams(params), [params]);
  const hasFilters = FILTER_NAMES.some((name) => filters[name] !== "");
  const view: "list" | "trash" = params.get("view") === "trash" ? "trash" : "list";

  const setFilters = useCallback((changes: Partial<PostFilterValues>) => setParamValues(changes as Record<string, string>), [setParamValues]);
  const resetFilters = useCallback(() => setFilters(EMPTY_POST_FILTERS), [setFilters]);
  const setView = useCallback((next: "list" | "trash") => setParamValues({ view: next === "trash" ? "trash" : "" }), [setParamValues]);

  return { filters, hasFilters, setFilters, resetFilters, view, setView };
}
