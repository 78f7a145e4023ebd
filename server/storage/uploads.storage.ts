// Uploaded images, kept in the database so every instance serves the same files.
import { and, eq, lt, sql } from "drizzle-orm";
import { uploads } from "@shared/schema";
import type { Executor } from "../db";

/**
 * No post or interview, no earlier version of one, no SEO setting's share picture and no version of the site's
 * settings (the attorney's photo) uses the image (its group hash appears in none of their texts).
 */
const unused = sql`not exists (
  select 1 from posts p
  where strpos(p.content, ${uploads.groupHash}) > 0
     or strpos(coalesce(p.thumbnail_image, ''), ${uploads.groupHash}) > 0
     or strpos(coalesce(p.og_image, ''), ${uploads.groupHash}) > 0
) and not exists (
  select 1 from post_revisions r where strpos(r.content, ${uploads.groupHash}) > 0
) and not exists (
  select 1 from interviews i
  where strpos(i.content, ${uploads.groupHash}) > 0 or strpos(coalesce(i.thumbnail_image, ''), ${uploads.groupHash}) > 0
) and not exists (
  select 1 from interview_revisions ir where strpos(ir.content, ${uploads.groupHash}) > 0
) and not exists (
  select 1 from seo_settings s where strpos(coalesce(s.og_image, ''), ${uploads.groupHash}) > 0
) and not exists (
  select 1 from settings_versions v where strpos(v.data::text, ${uploads.groupHash}) > 0
)`;

export function createUploadsStorage(db: Executor) {
  return {
    /** Inserts the files; a file already stored (same content, same name) is kept as it is. */
    async insertMany(rows: Array<typeof uploads.$inferInsert>): Promise<void> {
      await db.insert(uploads).values(rows).onConflictDoNothing({ target: uploads.filename });
    },
    async findByFilename(filename: string) {
      const [row] = await db
        .select({ data: uploads.data, mimeType: uploads.mimeType, groupHash: uploads.groupHash })
        .from(uploads)
        .where(eq(uploads.filename, filename))
        .limit(1);
      return row;
    },
    /** The pixel size of a stored file, or undefined. */
    async sizeOf(filename: string): Promise<{ width: number; height: number } | undefined> {
      const [row] = await db
        .select({ width: uploads.width, height: uploads.height })
        .from(uploads)
        .where(eq(uploads.filename, filename))
        .limit(1);
      return row?.width && row.height ? { width: row.width, height: row.height } : undefined;
    },
    /** Deletes a user's images that no post uses; returns how many files went. */
    async deleteUnusedOfUser(userId: number): Promise<number> {
      const rows = await db
        .delete(uploads)
        .where(and(eq(uploads.userId, userId), unused))
        .returning({ id: uploads.id });
      return rows.length;
    },
    /** Deletes images older than `cutoff` that no post uses. */
    async deleteUnusedBefore(cutoff: Date): Promise<number> {
      const rows = await db
        .delete(uploads)
        .where(and(lt(uploads.createdAt, cutoff), unused))
        .returning({ id: uploads.id });
      return rows.length;
    },
  };
}
