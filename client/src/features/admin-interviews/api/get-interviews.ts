import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { adminInterviewKeys, type AdminInterview, type AdminInterviewListItem } from "@shared/content/admin-interviews";
import { apiGet, apiRequest } from "@/lib/api-client";

export interface InterviewFilterValues {
  search: string;
  status: string;
}

/** The list's address without the search text (which never goes in a URL: `fetchInterviews` posts it). */
function interviewsUrl(filters: InterviewFilterValues): string {
  return filters.status ? `/api/admin/interviews?status=${encodeURIComponent(filters.status)}` : "/api/admin/interviews";
}

/** The list: a GET without a search, else POST /api/admin/interviews/search with the filters in the body. */
function fetchInterviews(filters: InterviewFilterValues): Promise<AdminInterviewListItem[]> {
  if (!filters.search) return apiGet<AdminInterviewListItem[]>(interviewsUrl(filters));
  return apiRequest<AdminInterviewListItem[]>(
    "POST",
    "/api/admin/interviews/search",
    filters.status ? filters : { search: filters.search },
  );
}

/** Every interview not in the trash (drafts and scheduled ones too), filtered; the previous list stays while new filters load. */
export function useAdminInterviews(filters: InterviewFilterValues) {
  return useQuery({
    queryKey: adminInterviewKeys.list({ ...filters }),
    queryFn: () => fetchInterviews(filters),
    placeholderData: keepPreviousData,
  });
}

/** Interviews deleted in the last 30 days. */
export function useTrashInterviews() {
  return useQuery({ queryKey: adminInterviewKeys.trash(), queryFn: () => apiGet<AdminInterviewListItem[]>("/api/admin/interviews/trash") });
}

/** One interview with its full text, for the editor. */
export function useAdminInterview(id: number | null) {
  return useQuery({
    queryKey: adminInterviewKeys.detail(id ?? 0),
    queryFn: () => apiGet<AdminInterview>(`/api/admin/interviews/${id}`),
    enabled: id !== null,
    // The editor starts from what is stored now, not from a copy cached earlier.
    staleTime: 0,
    gcTime: 0,
  });
}
