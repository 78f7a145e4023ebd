import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminInterviewKeys, type InterviewResponse } from "@shared/content/admin-interviews";
import type { MessageResponse } from "@shared/content/admin-posts";
import { toastFailure } from "@/components/admin/api-errors";
import { toast } from "@/components/ui/toast";
import { apiRequest } from "@/lib/api-client";

/** Moves an interview to the trash. */
export function useDeleteInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<MessageResponse>("DELETE", `/api/interviews/${id}`),
    onSuccess: (data) => toast({ title: data.message || "인터뷰가 삭제되었습니다." }),
    onError: (error) => toastFailure("인터뷰 삭제에 실패했습니다.", error),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminInterviewKeys.all }),
  });
}

/** Takes an interview back out of the trash. */
export function useRestoreInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<InterviewResponse>("POST", `/api/interviews/${id}/restore`),
    onSuccess: (data) => toast({ title: data.message || "인터뷰를 복원했습니다." }),
    onError: (error) => toastFailure("인터뷰 복원에 실패했습니다.", error),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminInterviewKeys.all }),
  });
}
