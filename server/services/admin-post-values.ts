// How a post is stored and shown: the values saved from the editor's input (defaults filled in, reading time
// and SEO score computed), the shape the back office reads, and the state a visitor sees.
import type { AdminPost, PostDisplayStatus } from "@shared/content/admin-posts";
import { markdownToPlainText } from "@shared/content/markdown";
import { readingMinutesByScript } from "@shared/content/reading-time";
import type { Post } from "@shared/schema";
import { seoScore } from "@shared/seo/seo-score";
import type { PostFields } from "@shared/content/post-input";
import { sharedContentValues } from "./content-admin";

export function displayStatus(row: Pick<Post, "status" | "publishedAt">, now = new Date()): PostDisplayStatus {
  if (row.status !== "published") return "draft";
  return row.publishedAt.getTime() > now.getTime() ? "scheduled" : "published";
}

export function toAdminPost(row: Post): AdminPost {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    content: row.content,
    excerpt: row.excerpt,
    summary: row.summary,
    categoryId: row.categoryId,
    status: row.status as AdminPost["status"],
    displayStatus: displayStatus(row),
    publishDate: row.publishedAt.toISOString(),
    seoTitle: row.seoTitle,
    metaDescription: row.metaDescription,
    focusKeyword: row.focusKeyword,
    keywords: row.keywords,
    thumbnailImage: row.thumbnailImage,
    thumbnailAlt: row.thumbnailAlt,
    ogImage: row.ogImage,
    canonicalUrl: row.canonicalUrl,
    readingTime: row.readingTime,
    seoScore: row.seoScore,
    views: row.views,
    authorId: row.authorId,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    lawAsOf: row.lawAsOf,
    reviewedBy: row.reviewedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: row.deletedAt?.toISOString() ?? null,
  };
}

/** The stored values of a post from what the editor sent: defaults filled in, computed fields computed. */
export function postValues(input: PostFields) {
  const shared = sharedContentValues(input);
  return {
    ...shared,
    summary: input.summary,
    categoryId: input.categoryId,
    ogImage: input.ogImage,
    canonicalUrl: input.canonicalUrl,
    readingTime: readingMinutesByScript(markdownToPlainText(input.content)),
    seoScore: seoScore({ title: input.title, excerpt: shared.excerpt, content: input.content, focusKeyword: input.focusKeyword }),
  };
}

/** The fields a revision keeps. */
export const revisionFields = (row: Post) => ({
  title: row.title,
  excerpt: row.excerpt,
  content: row.content,
  seoTitle: row.seoTitle,
  metaDescription: row.metaDescription,
  focusKeyword: row.focusKeyword,
  keywords: row.keywords,
});

/** Visitors see it: published and not dated ahead. */
export const isPublicNow = (row: Pick<Post, "status" | "publishedAt" | "deletedAt">) =>
  !row.deletedAt && displayStatus(row) === "published";
