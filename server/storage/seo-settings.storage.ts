// Queries of the per-page SEO settings. A page is (page_type, page_id); the unique index treats a missing
// page id as one value, so each page has at most one setting.
import { and, desc, eq, isNull, ne, sql } from "drizzle-orm";
import { interviews, posts, seoSettings, type InsertSeoSetting, type SeoSetting } from "@shared/schema";
import type { Executor } from "../db";
import { isPublicInterview } from "./interviews.storage";
import { isPublic } from "./posts.storage";

const pageIdIs = (pageId: string | null) => (pageId === null ? isNull(seoSettings.pageId) : eq(seoSettings.pageId, pageId));

export function createSeoSettingsStorage(db: Executor) {
  return {
    /** Whether the post or interview with this id is public (published, its time come, not in the trash). */
    async pageIsPublic(pageType: "post" | "interview", id: number): Promise<boolean> {
      const rows =
        pageType === "post"
          ? await db
              .select({ id: posts.id })
              .from(posts)
              .where(and(eq(posts.id, id), isPublic()))
              .limit(1)
          : await db
              .select({ id: interviews.id })
              .from(interviews)
              .where(and(eq(interviews.id, id), isPublicInterview()))
              .limit(1);
      return rows.length > 0;
    },
    list(): Promise<SeoSetting[]> {
      return db.select().from(seoSettings).orderBy(desc(seoSettings.updatedAt), desc(seoSettings.id));
    },
    async find(id: number): Promise<SeoSetting | undefined> {
      const [row] = await db.select().from(seoSettings).where(eq(seoSettings.id, id));
      return row;
    },
    /** The setting of one page, active or not; `exceptId` leaves one row out (the row being moved there). */
    async findForPage(pageType: string, pageId: string | null, exceptId?: number): Promise<SeoSetting | undefined> {
      const [row] = await db
        .select()
        .from(seoSettings)
        .where(
          and(eq(seoSettings.pageType, pageType), pageIdIs(pageId), exceptId === undefined ? undefined : ne(seoSettings.id, exceptId)),
        );
      return row;
    },
    /** The active settings of every page of one type. */
    activeOfType(pageType: string): Promise<SeoSetting[]> {
      return db
        .select()
        .from(seoSettings)
        .where(and(eq(seoSettings.pageType, pageType), eq(seoSettings.isActive, true)));
    },
    /** Undefined when the page already has a setting. */
    async insert(values: InsertSeoSetting): Promise<SeoSetting | undefined> {
      const [row] = await db.insert(seoSettings).values(values).onConflictDoNothing().returning();
      return row;
    },
    async update(id: number, values: Partial<InsertSeoSetting>): Promise<SeoSetting | undefined> {
      const [row] = await db
        .update(seoSettings)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(seoSettings.id, id))
        .returning();
      return row;
    },
    /** The removed setting's page, or undefined when there was none. */
    async remove(id: number): Promise<{ pageType: string; pageId: string | null } | undefined> {
      const [row] = await db
        .delete(seoSettings)
        .where(eq(seoSettings.id, id))
        .returning({ pageType: seoSettings.pageType, pageId: seoSettings.pageId });
      return row;
    },
  };
}
