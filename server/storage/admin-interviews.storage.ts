// Queries of the back office's interviews: every interview (drafts, scheduled and trashed ones too), revisions
// and earlier addresses. No transaction is opened here; the service passes one in.
import { and, asc, desc, eq, getTableColumns, gt, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { contentTombstones, interviewRedirects, interviewRevisions, interviews, type InsertInterview } from "@shared/schema";
import type { Executor } from "../db";
import { escapeLike, pruneRevisions, slugsLike } from "./content-admin-queries";
import { newestFirst } from "./order";

export interface InterviewListFilter {
  trashed: boolean;
  search?: string;
}

export function createAdminInterviewsStorage(db: Executor) {
  return {
    /** Interviews, newest first (their text left out). */
    async list({ trashed, search }: InterviewListFilter) {
      const where: SQL[] = [trashed ? isNotNull(interviews.deletedAt) : isNull(interviews.deletedAt)];
      if (search) {
        const pattern = `%${escapeLike(search)}%`;
        where.push(
          or(
            ilike(interviews.title, pattern),
            ilike(interviews.slug, pattern),
            ilike(interviews.content, pattern),
            ilike(interviews.caseType, pattern),
          )!,
        );
      }
      const { content: _content, ...columns } = getTableColumns(interviews);
      return db
        .select(columns)
        .from(interviews)
        .where(and(...where))
        .orderBy(newestFirst(interviews.createdAt), newestFirst(interviews.id));
    },
    async findById(id: number) {
      const [row] = await db.select().from(interviews).where(eq(interviews.id, id)).limit(1);
      return row;
    },
    /** The row, locked until the transaction ends (two saves of one interview run one after the other). */
    async lockById(id: number) {
      const [row] = await db.select().from(interviews).where(eq(interviews.id, id)).for("update").limit(1);
      return row;
    },
    slugsLike: (base: string) => slugsLike(db, interviews, interviews.slug, base),
    async insert(values: InsertInterview) {
      const [row] = await db.insert(interviews).values(values).returning();
      return row;
    },
    async update(id: number, values: Partial<InsertInterview>) {
      const [row] = await db.update(interviews).set(values).where(eq(interviews.id, id)).returning();
      return row;
    },
    async deleteForGood(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .delete(interviews)
        .where(inArray(interviews.id, ids))
        .returning({ id: interviews.id, slug: interviews.slug, seedHash: interviews.seedHash });
    },
    /** Trashed interviews whose 30 days are over. */
    trashedBefore(cutoff: Date) {
      return db
        .select({ id: interviews.id })
        .from(interviews)
        .where(and(isNotNull(interviews.deletedAt), lt(interviews.deletedAt, cutoff)));
    },
    async addTombstones(slugs: string[]) {
      if (slugs.length === 0) return;
      await db
        .insert(contentTombstones)
        .values(slugs.map((slug) => ({ kind: "interview", slug })))
        .onConflictDoNothing();
    },

    // ---- revisions ----
    async insertRevision(values: typeof interviewRevisions.$inferInsert) {
      await db.insert(interviewRevisions).values(values);
    },
    listRevisions(interviewId: number) {
      return db
        .select()
        .from(interviewRevisions)
        .where(eq(interviewRevisions.interviewId, interviewId))
        .orderBy(desc(interviewRevisions.createdAt), desc(interviewRevisions.id));
    },
    async findRevision(interviewId: number, revisionId: number) {
      const [row] = await db
        .select()
        .from(interviewRevisions)
        .where(and(eq(interviewRevisions.interviewId, interviewId), eq(interviewRevisions.id, revisionId)))
        .limit(1);
      return row;
    },
    pruneRevisions: (interviewId: number, keep: number) =>
      pruneRevisions(
        db,
        {
          table: interviewRevisions,
          id: interviewRevisions.id,
          owner: interviewRevisions.interviewId,
          createdAt: interviewRevisions.createdAt,
        },
        interviewId,
        keep,
      ),

    // ---- earlier addresses ----
    async addRedirect(fromPath: string, interviewId: number) {
      await db
        .insert(interviewRedirects)
        .values({ fromPath, interviewId })
        .onConflictDoUpdate({ target: interviewRedirects.fromPath, set: { interviewId, createdAt: sql`now()` } });
    },
    /** A path that is an interview's current address again must not also redirect. */
    async removeRedirect(fromPath: string) {
      await db.delete(interviewRedirects).where(eq(interviewRedirects.fromPath, fromPath));
    },

    /** The earliest publication still ahead (a scheduled interview), or undefined. */
    async nextScheduled(): Promise<Date | undefined> {
      const [row] = await db
        .select({ at: interviews.publishedAt })
        .from(interviews)
        .where(and(eq(interviews.status, "published"), isNull(interviews.deletedAt), gt(interviews.publishedAt, sql`now()`)))
        .orderBy(asc(interviews.publishedAt))
        .limit(1);
      return row?.at;
    },
  };
}
