// Public reading of published interviews (고객 인터뷰).
import { reviewOf } from "@shared/content/review";
import { matchesSearch, splitKeywords, type InterviewDetail, type InterviewSummary } from "@shared/content/board";
import { excerptFromMarkdown, markdownToPlainText, renderMarkdown } from "@shared/content/markdown";
import type { Interview } from "@shared/schema";
import { SEARCH_TEXT_MAX } from "@shared/lib/url-search";
import type { Db } from "../db";
import { paths } from "@shared/pages/page-map";
import { NotFoundError } from "../lib/errors";
import { createInterviewsStorage } from "../storage/interviews.storage";
import { isSampleInterview } from "./content-loader";

/** Largest value of a Postgres `integer` (serial) column: a bigger number cannot be an id. */
const MAX_ID = 2_147_483_647;
const MAX_SLUG_LENGTH = 200;

function toSummary(row: Interview): InterviewSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt?.trim() || excerptFromMarkdown(row.content, 100),
    // The date shown: when it went public (for interviews stored before scheduling existed, when created).
    createdAt: row.publishedAt.toISOString(),
    thumbnailImage: row.thumbnailImage,
    thumbnailAlt: row.thumbnailAlt,
    isSample: isSampleInterview(row),
  };
}

function toDetail(row: Interview): InterviewDetail {
  const { html, toc } = renderMarkdown(row.content);
  return {
    ...toSummary(row),
    contentHtml: html,
    toc,
    keywords: splitKeywords(row.keywords),
    seoTitle: row.seoTitle,
    metaDescription: row.metaDescription,
    caseType: row.caseType,
    clientName: row.clientName,
    updatedAt: row.updatedAt.toISOString(),
    review: reviewOf(row),
  };
}

/** The id a path segment stands for, when it is all digits and fits the id column. */
function asId(value: string): number | undefined {
  if (!/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : undefined;
}

export function createInterviewsService(db: Db) {
  const storage = createInterviewsStorage(db);

  /** A published interview by slug or, failing that, by numeric id; undefined when there is none. */
  async function findInterview(slugOrId: string): Promise<InterviewDetail | undefined> {
    if (!slugOrId || slugOrId.length > MAX_SLUG_LENGTH) return undefined;
    let row = await storage.findPublishedBySlug(slugOrId);
    const id = row ? undefined : asId(slugOrId);
    if (id !== undefined) row = await storage.findPublishedById(id);
    return row ? toDetail(row) : undefined;
  }

  return {
    /** Published interviews, newest first; `q` keeps those whose title, excerpt or text contains it (case-insensitive). */
    async listInterviews(q = ""): Promise<InterviewSummary[]> {
      const query = q.slice(0, SEARCH_TEXT_MAX);
      const rows = await storage.listPublished();
      return rows
        .map((row) => ({ row, summary: toSummary(row) }))
        .filter(({ row, summary }) => matchesSearch(query, summary.title, summary.excerpt, markdownToPlainText(row.content)))
        .map(({ summary }) => summary);
    },
    findInterview,
    /** Titles of the published interviews that are still shipped samples (the launch checklist). */
    async publishedSampleTitles(): Promise<string[]> {
      return (await storage.listPublished()).filter((row) => isSampleInterview(row)).map((row) => row.title);
    },
    /** Every published interview's slug and the day of its last change (YYYY-MM-DD), for sitemap.xml. */
    async sitemapInterviews(): Promise<Array<{ id: number; slug: string; lastmod: string }>> {
      const rows = await storage.listPublished();
      return rows.map((r) => ({ id: r.id, slug: r.slug, lastmod: r.updatedAt.toISOString().slice(0, 10) }));
    },
    /** The current address of a public interview that `path` (an interview address) was before its slug changed. */
    async redirectFor(path: string): Promise<string | undefined> {
      const slug = await storage.redirectTarget(path);
      return slug === undefined ? undefined : paths.interview({ slug });
    },
    /** Like findInterview, but a missing interview is a NotFoundError (404). */
    async getInterview(slugOrId: string): Promise<InterviewDetail> {
      const interview = await findInterview(slugOrId);
      if (!interview) throw new NotFoundError("인터뷰를 찾을 수 없습니다.");
      return interview;
    },
  };
}
export type InterviewsService = ReturnType<typeof createInterviewsService>;
