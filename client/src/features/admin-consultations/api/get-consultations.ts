import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { consultationQueryString, type ConsultationListPage } from "@shared/intake/admin-consultations";
import { apiGet, apiRequest } from "@/lib/api-client";
import { consultationKeys, type ConsultationFilterValues } from "./consultation-keys";

function consultationsUrl(filters: ConsultationFilterValues, cursor: string | null): string {
  return `/api/consultations${consultationQueryString({ ...filters, cursor })}`;
}

/** Consultation requests, newest first, a page at a time; while new filters load the previous list stays. */
export function useConsultations(filters: ConsultationFilterValues) {
  return useInfiniteQuery({
    queryKey: consultationKeys.list(filters),
    // A search text goes in a POST body, never in a URL (proxies, logs and history keep URLs).
    queryFn: ({ pageParam }) =>
      filters.search
        ? apiRequest<ConsultationListPage>(
            "POST",
            "/api/consultations/search",
            Object.fromEntries(Object.entries({ ...filters, cursor: pageParam }).filter(([, value]) => value)),
          )
        : apiGet<ConsultationListPage>(consultationsUrl({ ...filters, search: "" }, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
