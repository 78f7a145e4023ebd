// Queries the back office runs alike on posts and interviews, given the table's columns: the slugs taken
// from a base, the revisions kept, and a LIKE pattern of a search.
import { eq, or, sql, type AnyColumn } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "../db";

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Slugs in use equal to `base` or `base-N` in the table (trashed rows included: the slug stays theirs). */
export async function slugsLike(db: Executor, table: PgTable, slug: AnyColumn, base: string): Promise<string[]> {
  const rows = await db
    .select({ slug: sql<string>`${slug}` })
    .from(table)
    .where(or(eq(slug, base), sql`${slug} ~ ${`^${base.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}-[0-9]+$`}`));
  return rows.map((r) => r.slug);
}

/** Deletes all but the newest `keep` revisions of one owner. */
export async function pruneRevisions(
  db: Executor,
  revisions: { table: PgTable; id: AnyColumn; owner: AnyColumn; createdAt: AnyColumn },
  ownerId: number,
  keep: number,
): Promise<void> {
  const { table, id, owner, createdAt } = revisions;
  await db.execute(sql`
    delete from ${table}
    where ${owner} = ${ownerId}
      and ${id} not in (
        select ${id} from ${table} where ${owner} = ${ownerId}
        order by ${createdAt} desc, ${id} desc limit ${keep}
      )`);
}
