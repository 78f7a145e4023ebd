import { eq, sql } from "drizzle-orm";
import { cacheVersions } from "@shared/schema";
import type { Executor } from "../db";

export function createCacheVersionsStorage(db: Executor) {
  return {
    async get(scope: string): Promise<number> {
      const [row] = await db.select({ version: cacheVersions.version }).from(cacheVersions).where(eq(cacheVersions.scope, scope)).limit(1);
      return row?.version ?? 0;
    },
    async bump(scope: string): Promise<number> {
      const [row] = await db
        .insert(cacheVersions)
        .values({ scope, version: 1 })
        .onConflictDoUpdate({ target: cacheVersions.scope, set: { version: sql`${cacheVersions.version} + 1`, updatedAt: new Date() } })
        .returning({ version: cacheVersions.version });
      return row.version;
    },
  };
}
