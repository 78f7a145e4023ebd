import { asc, sql } from "drizzle-orm";
import { categories, type Category } from "@shared/schema";
import type { Db } from "../db";

export function createCategoriesStorage(db: Db) {
  return {
    list(): Promise<Category[]> {
      return db.select().from(categories).orderBy(asc(categories.id));
    },
    /** Inserts the fixed categories by id when missing and moves the id sequence past them. */
    async ensure(rows: { id: number; name: string; slug: string; description: string }[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(categories).values(rows).onConflictDoNothing();
        await tx.execute(
          sql`select setval(pg_get_serial_sequence('categories', 'id'), greatest((select max(id) from categories), 1))`,
        );
      });
    },
  };
}
export type CategoriesStorage = ReturnType<typeof createCategoriesStorage>;
