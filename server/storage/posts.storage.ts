import { and, eq, ne, sql } from "drizzle-orm";
import { newestFirst } from "./order";
import { categories, posts } from "@shared/schema";
import type { Executor } from "../db";

const summaryColumns = {
  id: posts.id,
  slug: posts.slug,
  title: posts.title,
  excerpt: posts.excerpt,
  content: posts.content,
  categorySlug: categories.slug,
  publishedAt: posts.publishedAt,
  createdAt: posts.createdAt,
  thumbnailImage: posts.thumbnailImage,
  thumbnailAlt: posts.thumbnailAlt,
};

export function createPostsStorage(db: Executor) {
  return {
    /** Published posts, newest first, with their category slug. */
    listPublished() {
      return db
        .select(summaryColumns)
        .from(posts)
        .innerJoin(categories, eq(posts.categoryId, categories.id))
        .where(eq(posts.status, "published"))
        .orderBy(newestFirst(posts.publishedAt), newestFirst(posts.id));
    },
    /** Adds one view; leaves updatedAt alone (it tells administrator edits apart from seeded content). */
    async incrementViews(id: number): Promise<void> {
      await db.update(posts).set({ views: sql`${posts.views} + 1` }).where(eq(posts.id, id));
    },
    /** Published posts of a category other than `excludeId`, newest first. */
    listRelated(categoryId: number, excludeId: number, limit: number) {
      return db
        .select(summaryColumns)
        .from(posts)
        .innerJoin(categories, eq(posts.categoryId, categories.id))
        .where(and(eq(posts.status, "published"), eq(posts.categoryId, categoryId), ne(posts.id, excludeId)))
        .orderBy(newestFirst(posts.publishedAt), newestFirst(posts.id))
        .limit(limit);
    },
    async findPublishedBySlug(slug: string) {
      const [row] = await db
        .select({ post: posts, categorySlug: categories.slug })
        .from(posts)
        .innerJoin(categories, eq(posts.categoryId, categories.id))
        .where(and(eq(posts.slug, slug), eq(posts.status, "published")))
        .limit(1);
      return row;
    },
  };
}
export type PostsStorage = ReturnType<typeof createPostsStorage>;
