import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminPostKeys, type AdminPost, type MessageResponse } from "@shared/content/admin-posts";
import { toast } from "@/components/ui/toast";
import { apiRequest } from "@/lib/api-client";
import { toastFailure } from "@/components/admin/api-errors";

/** Moves a post to the trash. */
export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<MessageResponse>("DELETE", `/api/posts/${id}`),
    onSuccess: () => toast({ title: "게시글이 삭제되었습니다." }),
    onError: (error) => toastFailure("게시글 삭제에 실패했습니다.", error),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminPostKeys.all }),
  });
}

/** Takes a post back out of the trash. */
export function useRestorePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<MessageResponse & { post: AdminPost }>("POST", `/api/posts/${id}/restore`),
    onSuccess: (data) => toast({ title: data.message || "게시글을 복원했습니다." }),
    onError: (error) => toastFailure("게시글 복원에 실패했습니다.", error),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminPostKeys.all }),
  });
}
