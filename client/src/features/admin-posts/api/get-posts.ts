import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import {
  adminPostKeys,
  type AdminCategory,
  type AdminPost,
  type AdminPostListItem,
  type AdminPostListPage,
} from "@shared/content/admin-posts";
import { apiGet, apiRequest } from "@/lib/api-client";

export interface PostFilterValues {
  search: string;
  category: string;
  status: string;
  sort: string;
}

/** The list's address without the search text (which never goes in a URL: `fetchPostsPage` posts it). */
function postsUrl(filters: PostFilterValues, cursor: string | null = null): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value && name !== "search") params.set(name, value);
  if (cursor) params.set("cursor", cursor);
  const query = params.toString();
  return query ? `/api/posts?${query}` : "/api/posts";
}

/** One page of the list: a GET without a search, else POST /api/posts/search with the filters in the body. */
function fetchPostsPage(filters: PostFilterValues, cursor: string | null): Promise<AdminPostListPage> {
  if (!filters.search) return apiGet<AdminPostListPage>(postsUrl(filters, cursor));
  const body = Object.fromEntries(Object.entries({ ...filters, cursor: cursor ?? "" }).filter(([, value]) => value !== ""));
  return apiRequest<AdminPostListPage>("POST", "/api/posts/search", body);
}

/**
 * The posts not in the trash, filtered and sorted by the server, a page at a time ("더 보기"), with the
 * counts per status; while new filters load the previous list stays.
 */
export function useAdminPosts(filters: PostFilterValues) {
  return useInfiniteQuery({
    queryKey: adminPostKeys.list({ ...filters }),
    queryFn: ({ pageParam }) => fetchPostsPage(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** Posts deleted in the last 30 days. */
export function useTrashPosts(enabled = true) {
  return useQuery({ queryKey: adminPostKeys.trash(), queryFn: () => apiGet<AdminPostListItem[]>("/api/posts/trash"), enabled });
}

export function useCategories() {
  return useQuery({
    queryKey: adminPostKeys.categories(),
    queryFn: () => apiGet<AdminCategory[]>("/api/categories"),
    staleTime: 10 * 60_000,
  });
}

/** One post with its full text, for the editor. */
export function useAdminPost(id: number | null) {
  return useQuery({
    queryKey: adminPostKeys.detail(id ?? 0),
    queryFn: () => apiGet<AdminPost>(`/api/posts/${id}`),
    enabled: id !== null,
    // The editor starts from what is stored now, not from a copy cached earlier.
    staleTime: 0,
    gcTime: 0,
  });
}
