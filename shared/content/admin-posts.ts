// The back office's posts API: the shapes the server answers and the dashboard reads, and the query keys.
// Routes (all administrator only):
//   GET    /api/categories                         the six categories
//   GET    /api/posts?search=&category=&status=&sort=&cursor=&limit=   a page of the posts not in the trash (AdminPostListPage)
//   GET    /api/posts/trash                        posts deleted in the last 30 days (AdminPostListItem[])
//   GET    /api/posts/:id                          one post (AdminPost)
//   POST   /api/posts                              create (body: PostInput) → 201 AdminPost
//   PUT    /api/posts/:id                          replace (body: PostInput; an id in the body is ignored) → AdminPost
//   DELETE /api/posts/:id                          move to the trash → MessageResponse
//   POST   /api/posts/:id/restore                  take back out of the trash → AdminPost
//   GET    /api/posts/:id/revisions                earlier versions, newest first (PostRevision[])
//   POST   /api/posts/:id/revisions/:revisionId/restore   make an earlier version current → AdminPost
//   POST   /api/upload/image                       { imageData, fileName, altText } → UploadImageResponse
//   DELETE /api/temporary-images/user              forget the signed-in user's images no post uses
import type { PostStatus } from "./post-status";

/** What the list shows as the state of a post: a published post whose date is still ahead is scheduled. */
export type PostDisplayStatus = "published" | "draft" | "scheduled";

export const POST_DISPLAY_STATUSES = ["published", "draft", "scheduled"] as const satisfies readonly PostDisplayStatus[];
export const POST_LIST_SORTS = ["newest", "consultations", "views"] as const;
export type PostListSort = (typeof POST_LIST_SORTS)[number];

/** Days a deleted post stays in the trash before it is gone for good. */
export const TRASH_DAYS = 30;
/** Earlier versions kept per post. */
export const REVISIONS_KEPT = 30;
/** Posts in one answer of the list, and the most a caller may ask for. */
export const POST_LIST_PAGE_SIZE = 30;
export const POST_LIST_PAGE_MAX = 100;
/** Characters of the content the list shows. */
export const POST_PREVIEW_CHARS = 150;

export interface AdminCategory {
  id: number;
  name: string;
  slug: string;
  description: string | null;
}

export interface AdminPostListItem {
  id: number;
  title: string;
  slug: string;
  status: PostStatus;
  displayStatus: PostDisplayStatus;
  categoryId: number;
  categorySlug: string;
  categoryName: string;
  excerpt: string | null;
  /** The first 150 characters of the text, markup removed. */
  contentPreview: string;
  views: number;
  /** Consultation requests whose visitor landed on, or clicked a call to action in, this post. Counts only. */
  consultations: number;
  /** Of those requests, the ones that became a retained matter (outcome 수임). */
  retained: number;
  /** consultations / views, 0 when there are no views. */
  conversionRate: number;
  seoScore: number | null;
  readingTime: number | null;
  thumbnailImage: string | null;
  /** ISO timestamps. */
  publishDate: string;
  createdAt: string;
  updatedAt: string;
  /** Set for posts in the trash. */
  deletedAt: string | null;
}

export interface AdminPostListPage {
  items: AdminPostListItem[];
  /** Pass as ?cursor= (with the same filters and sort) for the next page; null on the last page. */
  nextCursor: string | null;
  /** Posts not in the trash per shown status, over the search and category (the status filter aside). */
  counts: Record<PostDisplayStatus | "all", number>;
}

export interface AdminPost {
  id: number;
  title: string;
  slug: string;
  content: string;
  excerpt: string | null;
  summary: string | null;
  categoryId: number;
  status: PostStatus;
  displayStatus: PostDisplayStatus;
  publishDate: string;
  seoTitle: string | null;
  metaDescription: string | null;
  focusKeyword: string | null;
  keywords: string | null;
  thumbnailImage: string | null;
  thumbnailAlt: string | null;
  ogImage: string | null;
  canonicalUrl: string | null;
  readingTime: number | null;
  seoScore: number | null;
  views: number;
  authorId: number;
  /** The attorney's last legal review (ISO time), the date of the law the text states, and the reviewer. */
  reviewedAt: string | null;
  lawAsOf: string | null;
  reviewedBy: string | null;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}

export interface PostRevision {
  id: number;
  postId: number;
  title: string;
  excerpt: string | null;
  content: string;
  seoTitle: string | null;
  metaDescription: string | null;
  focusKeyword: string | null;
  keywords: string | null;
  /** Who saved the version this revision replaced, and when it was replaced. */
  savedBy: string | null;
  createdAt: string;
}

export interface MessageResponse {
  success: true;
  message: string;
}

export interface UploadImageResponse {
  success: true;
  data: { url: string; thumbnailUrl: string; filename: string; width: number; height: number };
  message: string;
}

export const adminPostKeys = {
  all: ["admin", "posts"] as const,
  list: (filters: Record<string, string | undefined> = {}) => ["admin", "posts", "list", filters] as const,
  trash: () => ["admin", "posts", "trash"] as const,
  detail: (id: number) => ["admin", "posts", "detail", id] as const,
  revisions: (id: number) => ["admin", "posts", "revisions", id] as const,
  categories: () => ["admin", "categories"] as const,
};
