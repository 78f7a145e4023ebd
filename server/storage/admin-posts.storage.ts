// Queries of the back office's posts: every post (drafts, scheduled and trashed ones too), revisions,
// earlier addresses and consultation counts (requests, and of them the retained ones). No transaction is opened here; the service passes one in.
import { and, asc, desc, eq, gt, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { categories, consultations, contentTombstones, postRedirects, postRevisions, posts, type InsertPost } from "@shared/schema";
import type { Executor } from "../db";
import { escapeLike, pruneRevisions, slugsLike } from "./content-admin-queries";
import { newestFirst } from "./order";

const consultationCounts = (db: Executor) =>
  db
    .select({
      postId: consultations.sourcePostId,
      count: sql<number>`count(*)::int`.as("count"),
      retained: sql<number>`(count(*) filter (where ${consultations.outcome} = 'retained'))::int`.as("retained"),
    })
    .from(consultations)
    .where(isNotNull(consultations.sourcePostId))
    .groupBy(consultations.sourcePostId)
    .as("consultation_counts");

export interface PostListFilter {
  trashed: boolean;
  search?: string;
  categoryId?: number;
}

/** The order of the posts list and the values of a row that a cursor carries (every key descending). */
export type PostListOrder = "newest" | "consultations" | "views";
export type PostDisplayFilter = "published" | "draft" | "scheduled";

type CountsTable = ReturnType<typeof consultationCounts>;

const listColumns = (counts: CountsTable) => ({
  id: posts.id,
  title: posts.title,
  slug: posts.slug,
  status: posts.status,
  categoryId: posts.categoryId,
  categorySlug: categories.slug,
  categoryName: categories.name,
  excerpt: posts.excerpt,
  views: posts.views,
  consultations: sql<number>`coalesce(${counts.count}, 0)`,
  retained: sql<number>`coalesce(${counts.retained}, 0)`,
  seoScore: posts.seoScore,
  readingTime: posts.readingTime,
  thumbnailImage: posts.thumbnailImage,
  publishedAt: posts.publishedAt,
  createdAt: posts.createdAt,
  updatedAt: posts.updatedAt,
  deletedAt: posts.deletedAt,
});

function filterOf({ trashed, search, categoryId }: PostListFilter): SQL[] {
  const where: SQL[] = [trashed ? isNotNull(posts.deletedAt) : isNull(posts.deletedAt)];
  if (categoryId) where.push(eq(posts.categoryId, categoryId));
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    where.push(or(ilike(posts.title, pattern), ilike(posts.slug, pattern), ilike(posts.content, pattern))!);
  }
  return where;
}

/** The status the list shows: a published post dated ahead is scheduled. */
function statusIs(status: PostDisplayFilter): SQL {
  if (status === "draft") return sql`${posts.status} <> 'published'`;
  return status === "scheduled"
    ? sql`(${posts.status} = 'published' and ${posts.publishedAt} > now())`
    : sql`(${posts.status} = 'published' and ${posts.publishedAt} <= now())`;
}

/** The sort keys of an order, as whole numbers (the creation time in microseconds), each descending. */
function sortKeys(order: PostListOrder, counts: CountsTable): SQL[] {
  const id = sql`${posts.id}::bigint`;
  if (order === "views") return [sql`${posts.views}::bigint`, id];
  if (order === "consultations") return [sql`coalesce(${counts.count}, 0)::bigint`, sql`${posts.views}::bigint`, id];
  return [sql`(extract(epoch from ${posts.createdAt}) * 1000000)::bigint`, id];
}

export function createAdminPostsStorage(db: Executor) {
  return {
    /** Posts with their category and the number of consultation requests attributed to each, newest first (the trash). */
    async list({ trashed, search, categoryId }: PostListFilter) {
      const counts = consultationCounts(db);
      return db
        .select(listColumns(counts))
        .from(posts)
        .innerJoin(categories, eq(posts.categoryId, categories.id))
        .leftJoin(counts, eq(counts.postId, posts.id))
        .where(and(...filterOf({ trashed, search, categoryId })))
        .orderBy(newestFirst(posts.createdAt), newestFirst(posts.id));
    },

    /**
     * One page of the posts not in the trash, in `order`, after the row whose sort keys are `after` (from a
     * cursor), with one row more than `limit` when there is a next page. Each row carries its sort keys.
     */
    async page(
      filter: Omit<PostListFilter, "trashed"> & { status?: PostDisplayFilter },
      order: PostListOrder,
      limit: number,
      after?: string[],
    ) {
      const counts = consultationCounts(db);
      const keys = sortKeys(order, counts);
      const where = filterOf({ ...filter, trashed: false });
      if (filter.status) where.push(statusIs(filter.status));
      if (after)
        where.push(
          sql`(${sql.join(keys, sql`, `)}) < (${sql.join(
            after.map((v) => sql`${v}::bigint`),
            sql`, `,
          )})`,
        );
      return db
        .select({ ...listColumns(counts), sortKeys: sql<string>`concat_ws('_', ${sql.join(keys, sql`, `)})` })
        .from(posts)
        .innerJoin(categories, eq(posts.categoryId, categories.id))
        .leftJoin(counts, eq(counts.postId, posts.id))
        .where(and(...where))
        .orderBy(...keys.map((k) => sql`${k} desc`))
        .limit(limit);
    },

    /** Posts not in the trash per shown status, over a search and category (the status filter aside). */
    async statusCounts(filter: Omit<PostListFilter, "trashed">) {
      const [row] = await db
        .select({
          all: sql<number>`count(*)::int`,
          published: sql<number>`(count(*) filter (where ${statusIs("published")}))::int`,
          draft: sql<number>`(count(*) filter (where ${statusIs("draft")}))::int`,
          scheduled: sql<number>`(count(*) filter (where ${statusIs("scheduled")}))::int`,
        })
        .from(posts)
        .where(and(...filterOf({ ...filter, trashed: false })));
      return row;
    },

    /** The start of each post's text: enough for a 150-character preview once markup is removed. */
    async contentStarts(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: posts.id, start: sql<string>`left(${posts.content}, 500)` })
        .from(posts)
        .where(inArray(posts.id, ids));
      return new Map(rows.map((r) => [r.id, r.start]));
    },

    async findById(id: number) {
      const [row] = await db.select().from(posts).where(eq(posts.id, id)).limit(1);
      return row;
    },

    /** The row, locked until the transaction ends (two saves of one post run one after the other). */
    async lockById(id: number) {
      const [row] = await db.select().from(posts).where(eq(posts.id, id)).for("update").limit(1);
      return row;
    },

    async categorySlug(categoryId: number): Promise<string | undefined> {
      const [row] = await db.select({ slug: categories.slug }).from(categories).where(eq(categories.id, categoryId)).limit(1);
      return row?.slug;
    },

    /** Slugs in use equal to `base` or `base-N`, by any post (trashed ones included: the slug stays theirs). */
    slugsLike: (base: string) => slugsLike(db, posts, posts.slug, base),

    async insert(values: InsertPost) {
      const [row] = await db.insert(posts).values(values).returning();
      return row;
    },

    async update(id: number, values: Partial<InsertPost>) {
      const [row] = await db.update(posts).set(values).where(eq(posts.id, id)).returning();
      return row;
    },

    async deleteForGood(ids: number[]) {
      if (ids.length === 0) return [];
      return db.delete(posts).where(inArray(posts.id, ids)).returning({ id: posts.id, slug: posts.slug, seedHash: posts.seedHash });
    },

    /** Trashed posts whose 30 days are over. */
    async trashedBefore(cutoff: Date) {
      return db
        .select({ id: posts.id })
        .from(posts)
        .where(and(isNotNull(posts.deletedAt), lt(posts.deletedAt, cutoff)));
    },

    async addTombstones(slugs: string[]) {
      if (slugs.length === 0) return;
      await db
        .insert(contentTombstones)
        .values(slugs.map((slug) => ({ kind: "post", slug })))
        .onConflictDoNothing();
    },

    // ---- revisions ----
    async insertRevision(values: typeof postRevisions.$inferInsert) {
      await db.insert(postRevisions).values(values);
    },
    listRevisions(postId: number) {
      return db
        .select()
        .from(postRevisions)
        .where(eq(postRevisions.postId, postId))
        .orderBy(desc(postRevisions.createdAt), desc(postRevisions.id));
    },
    async findRevision(postId: number, revisionId: number) {
      const [row] = await db
        .select()
        .from(postRevisions)
        .where(and(eq(postRevisions.postId, postId), eq(postRevisions.id, revisionId)))
        .limit(1);
      return row;
    },
    /** Deletes all but the newest `keep` revisions of a post. */
    pruneRevisions: (postId: number, keep: number) =>
      pruneRevisions(
        db,
        { table: postRevisions, id: postRevisions.id, owner: postRevisions.postId, createdAt: postRevisions.createdAt },
        postId,
        keep,
      ),

    // ---- earlier addresses ----
    async addRedirect(fromPath: string, postId: number) {
      await db
        .insert(postRedirects)
        .values({ fromPath, postId })
        .onConflictDoUpdate({ target: postRedirects.fromPath, set: { postId, createdAt: sql`now()` } });
    },
    /** A path that is a post's current address again must not also redirect. */
    async removeRedirect(fromPath: string) {
      await db.delete(postRedirects).where(eq(postRedirects.fromPath, fromPath));
    },
    async findRedirect(fromPath: string) {
      const [row] = await db
        .select({ postId: postRedirects.postId })
        .from(postRedirects)
        .where(eq(postRedirects.fromPath, fromPath))
        .limit(1);
      return row;
    },

    /** The earliest publication still ahead (a scheduled post), or undefined. */
    async nextScheduled(): Promise<Date | undefined> {
      const [row] = await db
        .select({ at: posts.publishedAt })
        .from(posts)
        .where(and(eq(posts.status, "published"), isNull(posts.deletedAt), gt(posts.publishedAt, sql`now()`)))
        .orderBy(asc(posts.publishedAt))
        .limit(1);
      return row?.at;
    },
  };
}
