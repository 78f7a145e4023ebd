import { and, eq, inArray, isNull, lte, ne, sql } from "drizzle-orm";
import { newestFirst } from "./order";
import { categories, postRedirects, posts } from "@shared/schema";
import type { Executor } from "../db";

const summaryColumns = {
  id: posts.id,
  slug: posts.slug,
  title: posts.title,
  excerpt: posts.excerpt,
  /** The start of the text: enough for an excerpt when the post has none of its own. */
  content: sql<string>`left(${posts.content}, 1000)`,
  updatedAt: posts.updatedAt,
  categorySlug: categories.slug,
  publishedAt: posts.publishedAt,
  createdAt: posts.createdAt,
  thumbnailImage: posts.thumbnailImage,
  thumbnailAlt: posts.thumbnailAlt,
};

/** What visitors may see: published, not in the trash, and not dated ahead (a scheduled post). */
export const isPublic = () => and(eq(posts.status, "published"), isNull(posts.deletedAt), lte(posts.publishedAt, sql`now()`));

export function createPostsStorage(db: Executor) {
  return {
    /** Public posts, newest first, with their category slug. */
    listPublished() {
      return db
        .select(summaryColumns)
        .from(posts)
        .innerJoin(categories, eq(posts.categoryId, categories.id))
        .where(isPublic())
        .orderBy(newestFirst(posts.publishedAt), newestFirst(posts.id));
    },
    /** Each public post's id and a fingerprint of its title and text (what the search index reads). */
    searchStamps() {
      return db
        .select({ id: posts.id, stamp: sql<string>`md5(${posts.title} || ' ' || ${posts.content})` })
        .from(posts)
        .where(isPublic());
    },
    /** The title and text of the posts `ids`. */
    searchTexts(ids: number[]) {
      return db.select({ id: posts.id, title: posts.title, content: posts.content }).from(posts).where(inArray(posts.id, ids));
    },
    /** Adds one view; leaves updatedAt alone (it tells administrator edits apart from seeded content). */
    async incrementViews(id: number): Promise<void> {
      await db
        .update(posts)
        .set({ views: sql`${posts.views} + 1` })
        .where(eq(posts.id, id));
    },
    /** Published posts of a category other than `excludeId`, newest first. */
    listRelated(categoryId: number, excludeId: number, limit: number) {
      return db
        .select(summaryColumns)
        .from(posts)
        .innerJoin(categories, eq(posts.categoryId, categories.id))
        .where(and(isPublic(), eq(posts.categoryId, categoryId), ne(posts.id, excludeId)))
        .orderBy(newestFirst(posts.publishedAt), newestFirst(posts.id))
        .limit(limit);
    },
    /** The public post an earlier address of it now leads to. */
    async findRedirectTarget(fromPath: string) {
      const [row] = await db
        .select({ slug: posts.slug, categorySlug: categories.slug })
        .from(postRedirects)
        .innerJoin(posts, eq(postRedirects.postId, posts.id))
        .innerJoin(categories, eq(posts.categoryId, categories.id))
        .where(and(eq(postRedirects.fromPath, fromPath), isPublic()))
        .limit(1);
      return row;
    },
    /** The id of the post with this slug (not in the trash), for attributing a consultation request. */
    async idBySlug(slug: string): Promise<number | undefined> {
      const [row] = await db
        .select({ id: posts.id })
        .from(posts)
        .where(and(eq(posts.slug, slug), isNull(posts.deletedAt)))
        .limit(1);
      return row?.id;
    },
    async findPublishedBySlug(slug: string) {
      const [row] = await db
        .select({ post: posts, categorySlug: categories.slug })
        .from(posts)
        .innerJoin(categories, eq(posts.categoryId, categories.id))
        .where(and(eq(posts.slug, slug), isPublic()))
        .limit(1);
      return row;
    },
  };
}
export type PostsStorage = ReturnType<typeof createPostsStorage>;
