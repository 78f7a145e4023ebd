import { useQuery } from "@tanstack/react-query";
import { contentKeys, type BoardPostSummary } from "@shared/board";
import { apiGet } from "@/lib/api-client";

export function boardPostsUrl(q = ""): string {
  return q.trim() ? `/api/board-posts?q=${encodeURIComponent(q.trim())}` : "/api/board-posts";
}

export function useBoardPosts(q = "") {
  return useQuery({ queryKey: contentKeys.boardPosts(q), queryFn: () => apiGet<BoardPostSummary[]>(boardPostsUrl(q)) });
}
