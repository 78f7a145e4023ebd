import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { consultationQueryString, type ConsultationListPage } from "@shared/intake/admin-consultations";
import { apiGet } from "@/lib/api-client";
import { consultationKeys, type ConsultationFilterValues } from "./consultation-keys";

export function consultationsUrl(filters: ConsultationFilterValues, cursor: string | null): string {
  return `/api/consultations${consultationQueryString({ ...filters, cursor })}`;
}

/** Consultation requests, newest first, a page at a time; while new filters load the previous list stays. */
export function useConsultations(filters: ConsultationFilterValues) {
  return useInfiniteQuery({
    queryKey: consultationKeys.list(filters),
    queryFn: ({ pageParam }) => apiGet<ConsultationListPage>(consultationsUrl(filters, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
