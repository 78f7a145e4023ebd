import { and, eq } from "drizzle-orm";
import { newestFirst } from "./order";
import { interviews } from "@shared/schema";
import type { Executor } from "../db";

const isPublished = eq(interviews.status, "published");

export function createInterviewsStorage(db: Executor) {
  return {
    /** Published interviews, newest first. */
    listPublished() {
      return db.select().from(interviews).where(isPublished).orderBy(newestFirst(interviews.createdAt), newestFirst(interviews.id));
    },
    async findPublishedBySlug(slug: string) {
      const [row] = await db.select().from(interviews).where(and(eq(interviews.slug, slug), isPublished)).limit(1);
      return row;
    },
    async findPublishedById(id: number) {
      const [row] = await db.select().from(interviews).where(and(eq(interviews.id, id), isPublished)).limit(1);
      return row;
    },
  };
}
export type InterviewsStorage = ReturnType<typeof createInterviewsStorage>;
