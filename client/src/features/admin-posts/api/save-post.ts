import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminPostKeys, type AdminPost } from "@shared/admin-posts";
import type { PostInput } from "@shared/validation/post";
import { apiRequest } from "@/lib/api-client";

export interface SavePostResponse {
  success: true;
  message: string;
  post: AdminPost;
}

/** POST /api/posts for a new post, PUT /api/posts/:id for an existing one; the lists reload after. */
export function useSavePost(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PostInput) => (id === null ? apiRequest<SavePostResponse>("POST", "/api/posts", body) : apiRequest<SavePostResponse>("PUT", `/api/posts/${id}`, body)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminPostKeys.all }),
  });
}
