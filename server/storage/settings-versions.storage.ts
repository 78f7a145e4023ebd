// Saved versions of the attorney's own site (office facts, profile, home texts): queries only.
import { and, eq, sql } from "drizzle-orm";
import { settingsVersions, type SettingsVersionRow } from "@shared/schema";
import type { SettingsKind } from "@shared/settings/settings-kinds";
import type { Executor } from "../db";
import { newestFirst } from "./order";

export function createSettingsVersionsStorage(db: Executor) {
  return {
    /** The newest version of a kind (the current one), or undefined before the first save. */
    async latest(kind: SettingsKind): Promise<SettingsVersionRow | undefined> {
      const [row] = await db
        .select()
        .from(settingsVersions)
        .where(eq(settingsVersions.kind, kind))
        .orderBy(newestFirst(settingsVersions.id))
        .limit(1);
      return row;
    },
    async byId(kind: SettingsKind, id: number): Promise<SettingsVersionRow | undefined> {
      const [row] = await db
        .select()
        .from(settingsVersions)
        .where(and(eq(settingsVersions.kind, kind), eq(settingsVersions.id, id)))
        .limit(1);
      return row;
    },
    /** Newest first, with the data (the list shows who, when and what changed from the version before). */
    async list(kind: SettingsKind, limit: number) {
      return db
        .select({
          id: settingsVersions.id,
          savedByName: settingsVersions.savedByName,
          restoredFrom: settingsVersions.restoredFrom,
          createdAt: settingsVersions.createdAt,
          data: settingsVersions.data,
        })
        .from(settingsVersions)
        .where(eq(settingsVersions.kind, kind))
        .orderBy(newestFirst(settingsVersions.id))
        .limit(limit);
    },
    async insert(row: typeof settingsVersions.$inferInsert): Promise<SettingsVersionRow> {
      const [saved] = await db.insert(settingsVersions).values(row).returning();
      return saved;
    },
    /** Inserts the first version of a kind unless one exists (the seed; safe when instances start together). */
    async insertFirst(kind: SettingsKind, data: Record<string, unknown>, savedByName: string): Promise<boolean> {
      const rows = await db.execute(sql`
        insert into settings_versions (kind, data, saved_by_name)
        select ${kind}, ${JSON.stringify(data)}::jsonb, ${savedByName}
        where not exists (select 1 from settings_versions where kind = ${kind})
        returning id`);
      return (rows as unknown as { rows: unknown[] }).rows.length > 0;
    },
  };
}
