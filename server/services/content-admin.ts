// Rules the back office applies alike to posts and interviews: the slug a save stores, the moment a save
// publishes at, whether a save changes what a revision keeps, and when the trash is emptied.
import { TRASH_DAYS } from "@shared/admin-posts";
import { slugify } from "@shared/slug";
import { ConflictError } from "../lib/errors";

/**
 * The slug to store: the one typed (refused with 409 when another row has it), the current one, or one made
 * from the title with a numeric suffix when taken.
 */
export async function chooseSlug(
  input: { slug: string | null; title: string },
  current: { slug: string } | undefined,
  slugsLike: (base: string) => Promise<string[]>,
  takenMessage: string,
  fallback: string,
): Promise<string> {
  if (input.slug) {
    if (input.slug === current?.slug) return input.slug;
    const taken = await slugsLike(input.slug);
    if (taken.includes(input.slug)) throw new ConflictError(takenMessage, { slug: [takenMessage] });
    return input.slug;
  }
  if (current) return current.slug;
  const base = slugify(input.title) || fallback;
  const taken = new Set(await slugsLike(base));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** When a save makes the row public: the date given, now for a first publication, else the date it had. */
export function publishedAtOf(input: { status: string; publishDate: string | null }, current?: { status: string; publishedAt: Date }): Date {
  if (input.publishDate) return new Date(input.publishDate);
  if (!current || (current.status !== "published" && input.status === "published")) return new Date();
  return current.publishedAt;
}

/** Whether the values saved differ from the stored ones in any field a revision keeps. */
export function changesRevisionFields(before: Record<string, unknown>, values: Record<string, unknown>): boolean {
  return Object.entries(before).some(([k, v]) => v !== values[k]);
}

/** Rows trashed before this moment are deleted for good. */
export const trashCutoff = (now: Date) => new Date(now.getTime() - TRASH_DAYS * 24 * 3600 * 1000);
