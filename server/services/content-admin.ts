// Rules the back office applies alike to posts and interviews: the slug a save stores, the moment a save
// publishes at, whether a save changes what a revision keeps, and when the trash is emptied.
import { TRASH_DAYS } from "@shared/content/admin-posts";
import { excerptFromMarkdown } from "@shared/content/markdown";
import { slugify } from "@shared/content/slug";
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

const DEFAULT_EXCERPT_CHARS = 100;
const SEO_TITLE_MAX = 60;

type SharedFields = {
  title: string;
  content: string;
  excerpt: string | null;
  status: string;
  seoTitle: string | null;
  metaDescription: string | null;
  focusKeyword: string | null;
  keywords: string | null;
  thumbnailImage: string | null;
  thumbnailAlt: string | null;
};

/**
 * The stored values of the fields posts and interviews share: an empty excerpt is the text's first 100
 * characters, an empty SEO title the title, an empty meta description the excerpt.
 */
export function sharedContentValues(input: SharedFields) {
  const excerpt = input.excerpt ?? (excerptFromMarkdown(input.content, DEFAULT_EXCERPT_CHARS) || null);
  return {
    title: input.title,
    content: input.content,
    excerpt,
    status: input.status,
    seoTitle: input.seoTitle ?? Array.from(input.title).slice(0, SEO_TITLE_MAX).join(""),
    metaDescription: input.metaDescription ?? excerpt,
    focusKeyword: input.focusKeyword,
    keywords: input.keywords,
    thumbnailImage: input.thumbnailImage,
    thumbnailAlt: input.thumbnailAlt,
  };
}

/** When a save makes the row public: the date given, now for a first publication, else the date it had. */
export function publishedAtOf(
  input: { status: string; publishDate: string | null },
  current?: { status: string; publishedAt: Date },
): Date {
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
