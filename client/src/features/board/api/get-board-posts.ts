import { contentKeys, type BoardPostSummary } from "@shared/board";
import { apiGet } from "@/lib/api-client";
import { usePageData } from "@/lib/page-data";

export function boardPostsUrl(q = ""): string {
  return q.trim() ? `/api/board-posts?q=${encodeURIComponent(q.trim())}` : "/api/board-posts";
}

export function useBoardPosts(q = "") {
  return usePageData(contentKeys.boardPosts(q), () => apiGet<BoardPostSummary[]>(boardPostsUrl(q)));
}
