// The board's six categories as the back office reads them.
import type { AdminCategory } from "@shared/content/admin-posts";
import type { Db } from "../db";
import { createCategoriesStorage } from "../storage/categories.storage";

export function createCategoriesService(db: Db) {
  const storage = createCategoriesStorage(db);
  return {
    async list(): Promise<AdminCategory[]> {
      const rows = await storage.list();
      return rows.map(({ id, name, slug, description }) => ({ id, name, slug, description }));
    },
  };
}
export type CategoriesService = ReturnType<typeof createCategoriesService>;
