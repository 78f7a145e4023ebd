// Guides (posts) and interviews: their categories, revisions, earlier addresses, tombstones and images.
import { check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { POST_STATUSES } from "../content/post-status";
import { type Faq } from "../content/faq";
import { oneOf, createdAt, bytea, updatedAt } from "./columns";
import { users } from "./identity";

export const categories = pgTable("categories", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique("categories_name_unique"),
  slug: text("slug").notNull().unique("categories_slug_unique"),
  description: text("description"),
  createdAt: createdAt(),
});

export const posts = pgTable(
  "posts",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    excerpt: text("excerpt"),
    /** One line shown under the hero image. */
    summary: text("summary"),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    status: text("status").notNull().default("published"),
    views: integer("views").notNull().default(0),
    slug: text("slug").notNull().unique("posts_slug_unique"),
    seoTitle: text("seo_title"),
    metaDescription: text("meta_description"),
    keywords: text("keywords"),
    ogImage: text("og_image"),
    thumbnailImage: text("thumbnail_image"),
    thumbnailMedium: text("thumbnail_medium"),
    thumbnailOriginal: text("thumbnail_original"),
    thumbnailAlt: text("thumbnail_alt"),
    imageFilename: text("image_filename"),
    thumbnailBase64: text("thumbnail_base64"),
    canonicalUrl: text("canonical_url"),
    structuredData: text("structured_data"),
    focusKeyword: text("focus_keyword"),
    readingTime: integer("reading_time"),
    complexity: integer("complexity"),
    seoScore: integer("seo_score"),
    faqs: jsonb("faqs").$type<Faq[]>().notNull().default([]),
    /** The legal review: when the attorney last checked the text, the date of the law it states, and who. */
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    lawAsOf: date("law_as_of", { mode: "string" }),
    reviewedBy: text("reviewed_by"),
    /** Content-file seed: hash of the file last loaded, and when (an administrator's edit moves updatedAt past it). */
    seedHash: text("seed_hash"),
    seededAt: timestamp("seeded_at", { withTimezone: true }),
    /** When the article goes (or went) public, shown as its date; a published post dated ahead is scheduled. */
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when the post is moved to the trash; it is gone for good 30 days later. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("posts_status_check", oneOf(t.status, POST_STATUSES)),
    index("posts_status_published_idx").on(t.status, t.publishedAt.desc()),
    index("posts_category_idx").on(t.categoryId, t.status, t.publishedAt.desc()),
  ],
);

export const interviews = pgTable(
  "interviews",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique("interviews_slug_unique"),
    excerpt: text("excerpt"),
    content: text("content").notNull(),
    status: text("status").notNull().default("published"),
    views: integer("views").notNull().default(0),
    thumbnailImage: text("thumbnail_image"),
    thumbnailAlt: text("thumbnail_alt"),
    seoTitle: text("seo_title"),
    metaDescription: text("meta_description"),
    keywords: text("keywords"),
    focusKeyword: text("focus_keyword"),
    caseType: text("case_type"),
    /** Shown as written; the validators require a masked name (김○○). */
    clientName: text("client_name"),
    /** The legal review: when the attorney last checked the text, the date of the law it states, and who. */
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    lawAsOf: date("law_as_of", { mode: "string" }),
    reviewedBy: text("reviewed_by"),
    /** The client's consent to publish the story (shared/content/consent-record.ts); required to publish through the API. */
    consentDate: date("consent_date", { mode: "string" }),
    consentMethod: text("consent_method"),
    consentRecordedBy: text("consent_recorded_by"),
    seedHash: text("seed_hash"),
    seededAt: timestamp("seeded_at", { withTimezone: true }),
    /** When the interview goes (or went) public, shown as its date; a published interview dated ahead is scheduled. */
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when the interview is moved to the trash; it is gone for good 30 days later. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("interviews_status_check", oneOf(t.status, POST_STATUSES)),
    index("interviews_status_published_idx").on(t.status, t.publishedAt.desc()),
  ],
);

export const temporaryImages = pgTable(
  "temporary_images",
  {
    id: serial("id").primaryKey(),
    filename: text("filename").notNull(),
    base64Data: text("base64_data").notNull(),
    altText: text("alt_text"),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    sessionId: text("session_id"),
    createdAt: createdAt(),
  },
  (t) => [index("temporary_images_user_idx").on(t.userId)],
);

/** Uploaded images, kept in the database so every server instance can serve them. */
export const uploads = pgTable(
  "uploads",
  {
    id: serial("id").primaryKey(),
    filename: text("filename").notNull().unique("uploads_filename_unique"),
    mimeType: text("mime_type").notNull(),
    data: bytea("data").notNull(),
    byteSize: integer("byte_size").notNull(),
    altText: text("alt_text"),
    /** The content hash of the full-size image; its smaller copies share it (their filenames add the width). */
    groupHash: text("group_hash"),
    width: integer("width"),
    height: integer("height"),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("uploads_group_idx").on(t.groupHash), index("uploads_user_idx").on(t.userId, t.createdAt)],
);

/** Earlier versions of a post: each save keeps the one it replaces (the newest 30 per post). */
export const postRevisions = pgTable(
  "post_revisions",
  {
    id: serial("id").primaryKey(),
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    excerpt: text("excerpt"),
    content: text("content").notNull(),
    seoTitle: text("seo_title"),
    metaDescription: text("meta_description"),
    focusKeyword: text("focus_keyword"),
    keywords: text("keywords"),
    savedBy: integer("saved_by").references(() => users.id, { onDelete: "set null" }),
    savedByName: text("saved_by_name"),
    createdAt: createdAt(),
  },
  (t) => [index("post_revisions_post_idx").on(t.postId, t.createdAt.desc(), t.id.desc())],
);

/** Earlier versions of an interview: each save keeps the one it replaces (the newest 30 per interview). */
export const interviewRevisions = pgTable(
  "interview_revisions",
  {
    id: serial("id").primaryKey(),
    interviewId: integer("interview_id")
      .notNull()
      .references(() => interviews.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    excerpt: text("excerpt"),
    content: text("content").notNull(),
    seoTitle: text("seo_title"),
    metaDescription: text("meta_description"),
    focusKeyword: text("focus_keyword"),
    keywords: text("keywords"),
    caseType: text("case_type"),
    clientName: text("client_name"),
    savedBy: integer("saved_by").references(() => users.id, { onDelete: "set null" }),
    savedByName: text("saved_by_name"),
    createdAt: createdAt(),
  },
  (t) => [index("interview_revisions_interview_idx").on(t.interviewId, t.createdAt.desc(), t.id.desc())],
);

/** Earlier addresses of published interviews (slug changed): answered with a 301 to the current one. */
export const interviewRedirects = pgTable("interview_redirects", {
  fromPath: text("from_path").primaryKey(),
  interviewId: integer("interview_id")
    .notNull()
    .references(() => interviews.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

/**
 * Content-file articles and interviews an administrator deleted for good: the start-up seed does not put them
 * back. (Rows still in the trash need no tombstone; the seed never touches a row that exists.)
 */
export const contentTombstones = pgTable(
  "content_tombstones",
  {
    kind: text("kind").notNull(),
    slug: text("slug").notNull(),
    deletedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.slug] }), check("content_tombstones_kind_check", oneOf(t.kind, ["post", "interview"]))],
);

/** Earlier addresses of published posts (slug or category changed): answered with a 301 to the current one. */
export const postRedirects = pgTable("post_redirects", {
  fromPath: text("from_path").primaryKey(),
  postId: integer("post_id")
    .notNull()
    .references(() => posts.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

export type Category = typeof categories.$inferSelect;

export type Post = typeof posts.$inferSelect;

export type InsertPost = typeof posts.$inferInsert;

export type Interview = typeof interviews.$inferSelect;

export type InsertInterview = typeof interviews.$inferInsert;

export type TemporaryImage = typeof temporaryImages.$inferSelect;

export type Upload = typeof uploads.$inferSelect;

export type PostRevisionRow = typeof postRevisions.$inferSelect;

export type InterviewRevisionRow = typeof interviewRevisions.$inferSelect;
