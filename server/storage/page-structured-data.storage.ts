// Queries of the single pages' structured-data patches (one row per page type).
import { eq, sql } from "drizzle-orm";
import { pageStructuredData } from "@shared/schema";
import type { Executor } from "../db";

export function createPageStructuredDataStorage(db: Executor) {
  return {
    async find(pageType: string): Promise<string | undefined> {
      const [row] = await db
        .select({ patch: pageStructuredData.patch })
        .from(pageStructuredData)
        .where(eq(pageStructuredData.pageType, pageType));
      return row?.patch;
    },
    async save(pageType: string, patch: string): Promise<void> {
      await db
        .insert(pageStructuredData)
        .values({ pageType, patch })
        .onConflictDoUpdate({ target: pageStructuredData.pageType, set: { patch, updatedAt: sql`now()` } });
    },
    async remove(pageType: string): Promise<void> {
      await db.delete(pageStructuredData).where(eq(pageStructuredData.pageType, pageType));
    },
  };
}
