import { contentKeys, type InterviewDetail } from "@shared/board";
import { ApiError, apiGet } from "@/lib/api-client";
import { usePageData } from "@/lib/page-data";

/** One published interview by slug or numeric id; null when there is none (the server answers 404). */
export async function getInterview(slugOrId: string): Promise<InterviewDetail | null> {
  try {
    return await apiGet<InterviewDetail>(`/api/interviews/${encodeURIComponent(slugOrId)}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useInterview(slugOrId: string) {
  return usePageData(contentKeys.interview(slugOrId), () => getInterview(slugOrId));
}
