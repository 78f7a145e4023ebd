// The posts list filters (?tab=posts&category=&status=&sort=&view=) live in the URL, so a reload keeps them. The
// search text does not: it stays in this tab's session storage (lib/session-search.ts) and travels in the body of
// POST /api/posts/search.
import { useCallback, useMemo } from "react";
import { useSearchParams } from "wouter";
import { POST_DISPLAY_STATUSES, POST_LIST_SORTS } from "@shared/content/admin-posts";
import { POST_LIST_SEARCH_MAX } from "@shared/content/post-input";
import { oneOf, useUpdateSearchParams } from "@/lib/search-params";
import { useSessionSearch } from "@/lib/session-search";
import type { PostFilterValues } from "../api/get-posts";

const FILTER_NAMES = ["search", "category", "status", "sort"] as const;
const EMPTY_POST_FILTERS: PostFilterValues = { search: "", category: "", status: "", sort: "" };

/** The filters the URL may hold; unknown values in a hand-edited URL are ignored rather than sent to the server. */
function postFiltersFromParams(params: URLSearchParams): Omit<PostFilterValues, "search"> {
  const category = params.get("category") ?? "";
  const sort = oneOf(POST_LIST_SORTS, params.get("sort"));
  return {
    category: /^[1-9]\d{0,8}$/.test(category) ? category : "",
    status: oneOf(POST_DISPLAY_STATUSES, params.get("status")),
    sort: sort === "newest" ? "" : sort,
  };
}

export function usePostFilters() {
  const [params] = useSearchParams();
  const setParamValues = useUpdateSearchParams();
  const [search, setSearch] = useSessionSearch("admin-post-search", POST_LIST_SEARCH_MAX);
  const filters = useMemo<PostFilterValues>(() => ({ ...postFiltersFromParams(params), search }), [params, search]);
  const hasFilters = FILTER_NAMES.some((name) => filters[name] !== "");
  const view: "list" | "trash" = params.get("view") === "trash" ? "trash" : "list";

  const setFilters = useCallback(
    (changes: Partial<PostFilterValues>) => {
      const { search: nextSearch, ...rest } = changes;
      if (nextSearch !== undefined) setSearch(nextSearch);
      if (Object.keys(rest).length > 0) setParamValues(rest as Record<string, string>);
    },
    [setParamValues, setSearch],
  );
  const resetFilters = useCallback(() => setFilters(EMPTY_POST_FILTERS), [setFilters]);
  const setView = useCallback((next: "list" | "trash") => setParamValues({ view: next === "trash" ? "trash" : "" }), [setParamValues]);

  return { filters, hasFilters, setFilters, resetFilters, view, setView };
}
