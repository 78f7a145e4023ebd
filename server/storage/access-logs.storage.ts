import { and, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import { accessLogs, type AccessLog } from "@shared/schema";
import { accessLogRange, type AccessLogFilters } from "@shared/intake/access-log";
import type { Executor } from "../db";

export type NewAccessLog = typeof accessLogs.$inferInsert;

function whereOf(filters: AccessLogFilters, before?: number): SQL | undefined {
  const { start, end } = accessLogRange(filters);
  return and(
    before ? lt(accessLogs.id, before) : undefined,
    filters.action ? eq(accessLogs.action, filters.action) : undefined,
    filters.consultationId ? eq(accessLogs.consultationId, filters.consultationId) : undefined,
    start ? gte(accessLogs.createdAt, start) : undefined,
    end ? lt(accessLogs.createdAt, end) : undefined,
  );
}

/** Append-only: there is deliberately no update or delete here (the retention job destroys rows past their period). */
export function createAccessLogsStorage(db: Executor) {
  return {
    async insert(row: NewAccessLog): Promise<void> {
      await db.insert(accessLogs).values(row);
    },
    /** Newest first, `limit` rows below id `before` that match the filters. */
    async page(limit: number, before?: number, filters: AccessLogFilters = {}): Promise<AccessLog[]> {
      return db.select().from(accessLogs).where(whereOf(filters, before)).orderBy(desc(accessLogs.id)).limit(limit);
    },
    async count(filters: AccessLogFilters, before?: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(accessLogs).where(whereOf(filters, before));
      return row?.n ?? 0;
    },
  };
}
