// Start-up seed: idempotent, safe to run on every boot and on several instances at once.
import { CATEGORIES } from "@shared/content/categories";
import type { Db } from "../db";
import { createCategoriesStorage } from "../storage/categories.storage";
import { ensureAdministrator, type AdminBootstrapResult } from "./admin-bootstrap.service";
import { seedHolidays } from "./holidays.service";

/** A later step of the seed (e.g. the content loader); runs after categories and the administrator exist. */
export type Seeder = (db: Db, context: { adminId: number }) => Promise<void>;

export interface SeedOptions {
  adminUsername?: string;
  adminPassword?: string;
  /** false: a generated first password is never handed back to print (https sites). */
  printablePassword?: boolean;
  seeders?: Seeder[];
}

export async function runSeed(db: Db, options: SeedOptions = {}): Promise<AdminBootstrapResult> {
  await ensureCategories(db);
  await seedHolidays(db);
  const admin = await ensureAdministrator(db, options.adminUsername, options.adminPassword, { printable: options.printablePassword });
  for (const seeder of options.seeders ?? []) await seeder(db, { adminId: admin.userId });
  return admin;
}

/** Inserts the fixed categories by id when missing and moves the id sequence past them, in one transaction. */
async function ensureCategories(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const categories = createCategoriesStorage(tx);
    await categories.insertMissing(CATEGORIES.map(({ id, name, slug, description }) => ({ id, name, slug, description })));
    await categories.moveIdSequencePastMax();
  });
}
