import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { adminPostKeys, type AdminCategory, type AdminPost, type AdminPostListItem } from "@shared/admin-posts";
import { apiGet } from "@/lib/api-client";

export interface PostFilterValues {
  search: string;
  category: string;
  status: string;
  sort: string;
}

export function postsUrl(filters: PostFilterValues): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  const query = params.toString();
  return query ? `/api/posts?${query}` : "/api/posts";
}

/** Every post not in the trash, filtered; while new filters load the previous list stays. */
export function useAdminPosts(filters: PostFilterValues) {
  return useQuery({
    queryKey: adminPostKeys.list({ ...filters }),
    queryFn: () => apiGet<AdminPostListItem[]>(postsUrl(filters)),
    placeholderData: keepPreviousData,
  });
}

/** Posts deleted in the last 30 days. */
export function useTrashPosts(enabled = true) {
  return useQuery({ queryKey: adminPostKeys.trash(), queryFn: () => apiGet<AdminPostListItem[]>("/api/posts/trash"), enabled });
}

export function useCategories() {
  return useQuery({ queryKey: adminPostKeys.categories(), queryFn: () => apiGet<AdminCategory[]>("/api/categories"), staleTime: 10 * 60_000 });
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
