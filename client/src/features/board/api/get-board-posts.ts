import { contentKeys, type BoardPostSummary } from "@shared/content/board";
import { BOARD_PAGE_SIZE, LATEST_ON_HOME, pageCountOf, type BoardPage } from "@shared/content/board-pages";
import { toApiError } from "@/lib/api-client";
import { usePageData } from "@/lib/page-data";

/** The list API's address of one page (page 1 and every category when left out). */
function boardPostsUrl({
  category = "",
  q = "",
  page = 1,
  limit,
}: { category?: string; q?: string; page?: number; limit?: number } = {}): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set("q", q.trim());
  if (category) params.set("category", category);
  if (page > 1) params.set("page", String(page));
  if (limit) params.set("limit", String(limit));
  const query = params.toString();
  return query ? `/api/board-posts?${query}` : "/api/board-posts";
}

/** A page of cards and the number of all that match (the API's X-Total-Count). */
async function fetchPage(category: string, q: string, page: number): Promise<BoardPage<BoardPostSummary>> {
  const res = await fetch(boardPostsUrl({ category, q, page }), { credentials: "include" });
  if (!res.ok) throw await toApiError(res);
  const total = Number(res.headers.get("X-Total-Count") ?? 0);
  return { posts: (await res.json()) as BoardPostSummary[], total, page, pageCount: pageCountOf(total, BOARD_PAGE_SIZE) };
}

/** Page `page` of the board (a category's when `category` is set), searched for `q`. */
export function useBoardPage(category: string, q: string, page: number) {
  return usePageData(contentKeys.boardPage(category, q, page), () => fetchPage(category, q, page), { keepPrevious: true });
}

/** The newest guides for the home page. */
export function useLatestPosts() {
  return usePageData(contentKeys.latestPosts(LATEST_ON_HOME), async () => (await fetchPage("", "", 1)).posts.slice(0, LATEST_ON_HOME));
}
