import { and, eq, isNull, lte, sql } from "drizzle-orm";
import { newestFirst } from "./order";
import { interviewRedirects, interviews } from "@shared/schema";
import type { Executor } from "../db";

/** What visitors may see: published, not in the trash, and not dated ahead (a scheduled interview). */
/** An interview the public may see: published, not in the trash, and not dated ahead. */
export const isPublicInterview = () =>
  and(eq(interviews.status, "published"), isNull(interviews.deletedAt), lte(interviews.publishedAt, sql`now()`));

export function createInterviewsStorage(db: Executor) {
  return {
    /** Public interviews, newest first. */
    listPublished() {
      return db
        .select()
        .from(interviews)
        .where(isPublicInterview())
        .orderBy(newestFirst(interviews.publishedAt), newestFirst(interviews.id));
    },
    async findPublishedBySlug(slug: string) {
      const [row] = await db
        .select()
        .from(interviews)
        .where(and(eq(interviews.slug, slug), isPublicInterview()))
        .limit(1);
      return row;
    },
    async findPublishedById(id: number) {
      const [row] = await db
        .select()
        .from(interviews)
        .where(and(eq(interviews.id, id), isPublicInterview()))
        .limit(1);
      return row;
    },
    /** The current slug of the public interview an earlier address (slug changed) belongs to. */
    async redirectTarget(fromPath: string): Promise<string | undefined> {
      const [row] = await db
        .select({ slug: interviews.slug })
        .from(interviewRedirects)
        .innerJoin(interviews, eq(interviewRedirects.interviewId, interviews.id))
        .where(and(eq(interviewRedirects.fromPath, fromPath), isPublicInterview()))
        .limit(1);
      return row?.slug;
    },
  };
}
