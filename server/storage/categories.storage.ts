import { asc, sql } from "drizzle-orm";
import { categories, type Category } from "@shared/schema";
import type { Executor } from "../db";

export function createCategoriesStorage(db: Executor) {
  return {
    list(): Promise<Category[]> {
      return db.select().from(categories).orderBy(asc(categories.id));
    },
    /** Inserts the rows, with their ids, that are not there yet. */
    async insertMissing(rows: { id: number; name: string; slug: string; description: string }[]): Promise<void> {
      await db.insert(categories).values(rows).onConflictDoNothing();
    },
    /** Moves the id sequence past the highest id, so rows inserted with explicit ids never collide with new ones. */
    async moveIdSequencePastMax(): Promise<void> {
      await db.execute(sql`select setval(pg_get_serial_sequence('categories', 'id'), greatest((select max(id) from categories), 1))`);
    },
  };
}
