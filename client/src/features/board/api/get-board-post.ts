import { contentKeys, type BoardPostDetail } from "@shared/content/board";
import { apiGetOrNull } from "@/lib/api-client";
import { usePageData } from "@/lib/page-data";

/** One published post; `null` when it does not exist (404). */
export function useBoardPost(slug: string) {
  return usePageData(contentKeys.boardPost(slug), () => apiGetOrNull<BoardPostDetail>(`/api/board-posts/${encodeURIComponent(slug)}`));
}
