import { contentKeys, type BoardPostDetail } from "@shared/board";
import { ApiError, apiGet } from "@/lib/api-client";
import { usePageData } from "@/lib/page-data";

/** One published post; `null` when it does not exist (404). */
export async function getBoardPost(slug: string): Promise<BoardPostDetail | null> {
  try {
    return await apiGet<BoardPostDetail>(`/api/board-posts/${encodeURIComponent(slug)}`);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export function useBoardPost(slug: string) {
  return usePageData(contentKeys.boardPost(slug), () => getBoardPost(slug));
}
