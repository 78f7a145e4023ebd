import { contentKeys, type InterviewSummary } from "@shared/content/board";
import { apiGet } from "@/lib/api-client";
import { usePageData } from "@/lib/page-data";

function interviewsUrl(q = ""): string {
  return q.trim() ? `/api/interviews?q=${encodeURIComponent(q.trim())}` : "/api/interviews";
}

/** Published interviews, newest first, searched by `q`; while a new search loads the previous result stays. */
export function useInterviews(q = "") {
  return usePageData(contentKeys.interviews(q), () => apiGet<InterviewSummary[]>(interviewsUrl(q)), { keepPrevious: true });
}
