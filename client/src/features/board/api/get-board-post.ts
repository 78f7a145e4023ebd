import { useQuery } from "@tanstack/react-query";
import { contentKeys, type BoardPostDetail } from "@shared/board";
import { ApiError, apiGet } from "@/lib/api-client";

/** One published post; `null` when it does not exist (404). */
export function useBoardPost(slug: string) {
  return useQuery({
    queryKey: contentKeys.boardPost(slug),
    queryFn: async () => {
      try {
        return await apiGet<BoardPostDetail>(`/api/board-posts/${encodeURIComponent(slug)}`);
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
  });
}
