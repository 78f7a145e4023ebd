import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { contentKeys, type InterviewSummary } from "@shared/board";
import { apiGet } from "@/lib/api-client";

export function interviewsUrl(q = ""): string {
  return q.trim() ? `/api/interviews?q=${encodeURIComponent(q.trim())}` : "/api/interviews";
}

/** Published interviews, newest first, searched by `q`; while a new search loads the previous result stays. */
export function useInterviews(q = "") {
  return useQuery({
    queryKey: contentKeys.interviews(q),
    queryFn: () => apiGet<InterviewSummary[]>(interviewsUrl(q)),
    placeholderData: keepPreviousData,
  });
}
