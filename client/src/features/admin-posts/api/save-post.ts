import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { adminPostKeys, type AdminPost } from "@shared/content/admin-posts";
import type { PostInput } from "@shared/content/post-input";
import { apiRequest } from "@/lib/api-client";

export interface SavePostResponse {
  success: true;
  message: string;
  post: AdminPost;
}

/**
 * POST /api/posts for a new post, PUT /api/posts/:id for an existing one; the lists reload after. Sent outside
 * the mutation cache on purpose: a 401 here opens the editor's sign-in dialog (then the save is retried) instead
 * of the dashboard's session watcher signing out and leaving the page.
 */
export function useSavePost(id: number | null) {
  const queryClient = useQueryClient();
  return useCallback(
    async (body: PostInput) => {
      const res =
        id === null
          ? await apiRequest<SavePostResponse>("POST", "/api/posts", body)
          : await apiRequest<SavePostResponse>("PUT", `/api/posts/${id}`, body);
      void queryClient.invalidateQueries({ queryKey: adminPostKeys.all });
      return res;
    },
    [id, queryClient],
  );
}
