import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { adminInterviewKeys, type AdminInterview, type AdminInterviewListItem } from "@shared/content/admin-interviews";
import { apiGet } from "@/lib/api-client";

export interface InterviewFilterValues {
  search: string;
  status: string;
}

export function interviewsUrl(filters: InterviewFilterValues): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  const query = params.toString();
  return query ? `/api/admin/interviews?${query}` : "/api/admin/interviews";
}

/** Every interview not in the trash (drafts and scheduled ones too), filtered; the previous list stays while new filters load. */
export function useAdminInterviews(filters: InterviewFilterValues) {
  return useQuery({
    queryKey: adminInterviewKeys.list({ ...filters }),
    queryFn: () => apiGet<AdminInterviewListItem[]>(interviewsUrl(filters)),
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
