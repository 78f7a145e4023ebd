// The attorney's SEO settings per page type (or one page).
import { sql } from "drizzle-orm";
import { boolean, check, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { ROBOTS_VALUES, SEO_PAGE_TYPES } from "../seo/seo-options";
import { oneOf, createdAt, updatedAt } from "./columns";

export const seoSettings = pgTable(
  "seo_settings",
  {
    id: serial("id").primaryKey(),
    pageType: text("page_type").notNull(),
    pageId: text("page_id"),
    title: text("title").notNull(),
    description: text("description").notNull(),
    keywords: text("keywords"),
    ogTitle: text("og_title"),
    ogDescription: text("og_description"),
    ogImage: text("og_image"),
    ogType: text("og_type").notNull().default("website"),
    ogUrl: text("og_url"),
    ogSiteName: text("og_site_name"),
    ogLocale: text("og_locale").notNull().default("ko_KR"),
    twitterCard: text("twitter_card").notNull().default("summary_large_image"),
    twitterTitle: text("twitter_title"),
    twitterDescription: text("twitter_description"),
    twitterImage: text("twitter_image"),
    canonicalUrl: text("canonical_url"),
    structuredData: text("structured_data"),
    robots: text("robots").notNull().default("index,follow"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("seo_settings_page_type_check", oneOf(t.pageType, SEO_PAGE_TYPES)),
    check("seo_settings_robots_check", oneOf(t.robots, ROBOTS_VALUES)),
    uniqueIndex("seo_settings_page_unique").on(t.pageType, sql`coalesce(${t.pageId}, '')`),
  ],
);

export type SeoSetting = typeof seoSettings.$inferSelect;

export type InsertSeoSetting = typeof seoSettings.$inferInsert;

/**
 * A single page's structured data as the attorney changed it: a patch laid over the generated JSON-LD when the
 * page is drawn (shared/seo/structured-data-patch.ts), so the office's facts in it always follow 사무소 정보.
 * Kept apart from seo_settings: saving it never creates or changes a page's SEO setting.
 */
export const pageStructuredData = pgTable(
  "page_structured_data",
  {
    pageType: text("page_type").primaryKey(),
    patch: text("patch").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check("page_structured_data_page_type_check", oneOf(t.pageType, SEO_PAGE_TYPES))],
);
