import { useQuery } from "@tanstack/react-query";
import type { InterviewSummary } from "@shared/content/board";
import { apiGet } from "@/lib/api-client";
import { adminSiteKeys } from "./keys";

/** GET /api/interviews: the published interviews a profile or a testimonial may link to (picked, never typed). */
export function useInterviewChoices() {
  return useQuery({ queryKey: adminSiteKeys.interviews(), queryFn: () => apiGet<InterviewSummary[]>("/api/interviews") });
}
