import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { adminInterviewKeys, type InterviewResponse } from "@shared/content/admin-interviews";
import type { InterviewInput } from "@shared/content/interview-input";
import { apiRequest } from "@/lib/api-client";

/**
 * POST /api/interviews for a new interview, PUT /api/interviews/:id for an existing one; the lists reload after.
 * Sent outside the mutation cache, as the post editor's save is: a 401 opens the editor's sign-in dialog.
 */
export function useSaveInterview(id: number | null) {
  const queryClient = useQueryClient();
  return useCallback(
    async (body: InterviewInput) => {
      const res =
        id === null
          ? await apiRequest<InterviewResponse>("POST", "/api/interviews", body)
          : await apiRequest<InterviewResponse>("PUT", `/api/interviews/${id}`, body);
      void queryClient.invalidateQueries({ queryKey: adminInterviewKeys.all });
      return res;
    },
    [id, queryClient],
  );
}
