import { contentKeys, type InterviewDetail } from "@shared/content/board";
import { apiGetOrNull } from "@/lib/api-client";
import { usePageData } from "@/lib/page-data";

/** One published interview by slug or numeric id; null when there is none (the server answers 404). */
export function useInterview(slugOrId: string) {
  return usePageData(contentKeys.interview(slugOrId), () =>
    apiGetOrNull<InterviewDetail>(`/api/interviews/${encodeURIComponent(slugOrId)}`),
  );
}
