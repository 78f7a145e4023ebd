import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminConsultation, ConsultationUpdateInput } from "@shared/intake/admin-consultations";
import { toast } from "@/components/ui/toast";
import { ApiError, apiRequest } from "@/lib/api-client";
import { replaceCachedConsultation } from "./consultation-cache";
import { consultationKeys } from "./consultation-keys";
import { toastFailure } from "@/components/admin/api-errors";

export interface UpdateConsultationResponse {
  success: boolean;
  message: string;
  consultation: AdminConsultation;
}

export interface UpdateConsultationVariables {
  id: number;
  body: ConsultationUpdateInput;
}

/** Saves status, assignee and memo. A 409 means someone saved first: the list is reloaded to show their change. */
export function useUpdateConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: UpdateConsultationVariables) =>
      apiRequest<UpdateConsultationResponse>("PATCH", `/api/consultations/${id}`, body),
    onSuccess: (data) => {
      replaceCachedConsultation(queryClient, data.consultation);
      void queryClient.invalidateQueries({ queryKey: consultationKeys.all });
      toast({ title: "상담 신청이 업데이트되었습니다." });
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
        void queryClient.invalidateQueries({ queryKey: consultationKeys.all });
      }
      toastFailure("업데이트에 실패했습니다.", error);
    },
  });
}
