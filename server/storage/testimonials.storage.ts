// Testimonials: queries only.
import { and, asc, eq, sql } from "drizzle-orm";
import { interviews, testimonials, type TestimonialRow } from "@shared/schema";
import type { Executor } from "../db";
import { isPublicInterview } from "./interviews.storage";

export function createTestimonialsStorage(db: Executor) {
  return {
    async list(): Promise<TestimonialRow[]> {
      return db.select().from(testimonials).orderBy(asc(testimonials.position), asc(testimonials.id));
    },
    /** Published testimonials in order, with their interview when that interview is public. */
    async listPublished() {
      return db
        .select({
          id: testimonials.id,
          quote: testimonials.quote,
          clientName: testimonials.clientName,
          caseType: testimonials.caseType,
          interviewSlug: interviews.slug,
          interviewTitle: interviews.title,
        })
        .from(testimonials)
        .leftJoin(interviews, and(eq(interviews.id, testimonials.interviewId), isPublicInterview()))
        .where(eq(testimonials.published, true))
        .orderBy(asc(testimonials.position), asc(testimonials.id));
    },
    async byId(id: number): Promise<TestimonialRow | undefined> {
      const [row] = await db.select().from(testimonials).where(eq(testimonials.id, id)).limit(1);
      return row;
    },
    async nextPosition(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`coalesce(max(${testimonials.position}), -1) + 1` }).from(testimonials);
      return Number(row.n);
    },
    async insert(row: typeof testimonials.$inferInsert): Promise<TestimonialRow> {
      const [saved] = await db.insert(testimonials).values(row).returning();
      return saved;
    },
    async update(id: number, values: Partial<typeof testimonials.$inferInsert>): Promise<TestimonialRow | undefined> {
      const [saved] = await db.update(testimonials).set(values).where(eq(testimonials.id, id)).returning();
      return saved;
    },
    async remove(id: number): Promise<boolean> {
      const rows = await db.delete(testimonials).where(eq(testimonials.id, id)).returning({ id: testimonials.id });
      return rows.length > 0;
    },
    async ids(): Promise<number[]> {
      const rows = await db.select({ id: testimonials.id }).from(testimonials);
      return rows.map((r) => r.id);
    },
    async setPosition(id: number, position: number): Promise<void> {
      await db.update(testimonials).set({ position }).where(eq(testimonials.id, id));
    },
    async countPublishedSamples(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)` })
        .from(testimonials)
        .where(and(eq(testimonials.published, true), eq(testimonials.isSample, true)));
      return Number(row.n);
    },
    async interviewExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: interviews.id }).from(interviews).where(eq(interviews.id, id)).limit(1);
      return Boolean(row);
    },
  };
}
