import { desc, lt } from "drizzle-orm";
import { accessLogs, type AccessLog } from "@shared/schema";
import type { Executor } from "../db";

export type NewAccessLog = typeof accessLogs.$inferInsert;

/** Append-only: there is deliberately no update or delete here (the retention job destroys rows past their period). */
export function createAccessLogsStorage(db: Executor) {
  return {
    async insert(row: NewAccessLog): Promise<void> {
      await db.insert(accessLogs).values(row);
    },
    /** Newest first, `limit` rows below id `before`. */
    async page(limit: number, before?: number): Promise<AccessLog[]> {
      return db
        .select()
        .from(accessLogs)
        .where(before ? lt(accessLogs.id, before) : undefined)
        .orderBy(desc(accessLogs.id))
        .limit(limit);
    },
  };
}
