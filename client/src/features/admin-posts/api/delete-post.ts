import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminPostKeys, type AdminPost, type MessageResponse } from "@shared/content/admin-posts";
import { toast } from "@/components/ui/toast";
import { apiRequest } from "@/lib/api-client";
import { toastFailure } from "@/components/admin/api-errors";

/** Moves a post to the trash; the toast's 되돌리기 takes it back out. */
export function useDeletePost() {
  const queryClient = useQueryClient();
  const undo = (id: number) =>
    apiRequest<MessageResponse>("POST", `/api/posts/${id}/restore`)
      .then(
        () => toast({ title: "되돌렸습니다" }),
        (error: unknown) => toastFailure("되돌리지 못했습니다.", error),
      )
      .finally(() => void queryClient.invalidateQueries({ queryKey: adminPostKeys.all }));
  return useMutation({
    mutationFn: (id: number) => apiRequest<MessageResponse>("DELETE", `/api/posts/${id}`),
    onSuccess: (_res, id) =>
      toast({
        title: "휴지통으로 옮겼습니다",
        description: "30일 동안 휴지통에서 복원할 수 있습니다.",
        action: { label: "되돌리기", onClick: () => void undo(id) },
      }),
    onError: (error) => toastFailure("휴지통으로 옮기지 못했습니다.", error),
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
