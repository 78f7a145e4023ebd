import { sql, type AnyColumn, type SQL } from "drizzle-orm";

/**
 * Descending order as the schema's indexes store it (drizzle's `.desc()` index is DESC NULLS LAST, while a
 * plain ORDER BY … DESC means NULLS FIRST, which no index matches and turns a 30-row page into a full sort).
 */
export const newestFirst = (column: AnyColumn): SQL => sql`${column} desc nulls last`;
