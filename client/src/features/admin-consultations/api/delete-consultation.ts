import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { ApiError, apiRequest } from "@/lib/api-client";
import { removeCachedConsultation } from "./consultation-cache";
import { consultationKeys } from "./consultation-keys";
import { toastFailure } from "@/components/admin/api-errors";

/** Deletes a request for good. A 404 (already deleted elsewhere) also reloads the list. */
export function useDeleteConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ success: boolean; message: string }>("DELETE", `/api/consultations/${id}`),
    onSuccess: (_data, id) => {
      removeCachedConsultation(queryClient, id);
      void queryClient.invalidateQueries({ queryKey: consultationKeys.all });
      toast({ title: "상담 신청이 삭제되었습니다." });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 404) void queryClient.invalidateQueries({ queryKey: consultationKeys.all });
      toastFailure("삭제에 실패했습니다.", error);
    },
  });
}
