import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminPostKeys, type AdminPost, type PostRevision } from "@shared/admin-posts";
import { toast } from "@/components/ui/toast";
import { apiGet, apiRequest } from "@/lib/api-client";
import { toastFailure } from "@/components/admin/api-errors";

export function useRevisions(postId: number, enabled: boolean) {
  return useQuery({
    queryKey: adminPostKeys.revisions(postId),
    queryFn: () => apiGet<PostRevision[]>(`/api/posts/${postId}/revisions`),
    enabled,
    staleTime: 0,
  });
}

/** Makes an earlier version current; answers the post as it now is. */
export function useRestoreRevision(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revisionId: number) =>
      apiRequest<{ success: true; message: string; post: AdminPost }>("POST", `/api/posts/${postId}/revisions/${revisionId}/restore`),
    onSuccess: () => {
      toast({ title: "이전 버전으로 되돌렸습니다." });
      void queryClient.invalidateQueries({ queryKey: adminPostKeys.all });
    },
    onError: (error) => toastFailure("이전 버전으로 되돌리지 못했습니다.", error),
  });
}
