// Shapes of the public content API (server answers, client reads).
import type { Faq } from "./faq";
import type { TocEntry } from "./markdown";
import type { ReviewInfo } from "./review";

export interface BoardPostSummary {
  id: number;
  slug: string;
  /** Category slug, e.g. "defamation". */
  category: string;
  categoryName: string;
  title: string;
  excerpt: string;
  /** ISO timestamp of publication. */
  publishDate: string;
  createdAt: string;
  thumbnailImage: string | null;
  thumbnailAlt: string | null;
}

export interface BoardPostDetail extends BoardPostSummary {
  summary: string | null;
  /** The body rendered to safe HTML by the shared renderer. */
  contentHtml: string;
  toc: TocEntry[];
  faqs: Faq[];
  keywords: string[];
  readingTime: number | null;
  views: number;
  updatedAt: string;
  seoTitle: string | null;
  metaDescription: string | null;
  ogImage: string | null;
  /** The pixel size of the share picture (ogImage, else the thumbnail) when the site knows it: an upload or its artwork. */
  ogImageSize: { width: number; height: number } | null;
  canonicalUrl: string | null;
  metadata: { readingTime: number | null; complexity: number | null; lastUpdated: string; category: string };
  /** The attorney's last legal review, or null when it has none (a post written in the back office and never marked reviewed). */
  review: ReviewInfo | null;
  /** Notices of cited articles changed in force after the review's law date (the law watch); none when absent. */
  lawNotices?: string[];
  related: BoardPostSummary[];
}

export interface InterviewSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  createdAt: string;
  thumbnailImage: string | null;
  thumbnailAlt: string | null;
  /** A shipped fictional example (content file marked `sample: true`): shown as "예시", never as a real client's story. */
  isSample: boolean;
}

export interface InterviewDetail extends InterviewSummary {
  contentHtml: string;
  toc: TocEntry[];
  keywords: string[];
  seoTitle: string | null;
  metaDescription: string | null;
  caseType: string | null;
  clientName: string | null;
  updatedAt: string;
  /** The attorney's last legal review, or null when it has none. */
  review: ReviewInfo | null;
}

/** Query keys shared by the server (SSR prefetch) and the client. */
export const contentKeys = {
  /** One page of the published list: of a category ("" for all), searched for `q`, page from 1. */
  boardPage: (category: string, q: string, page: number) => ["board-posts", "page", category, q.trim(), page] as const,
  /** The newest `count` published posts (the home page). */
  latestPosts: (count: number) => ["board-posts", "latest", count] as const,
  boardPost: (slug: string) => ["board-posts", slug] as const,
  interviews: (q = "") => ["interviews", "list", q.trim()] as const,
  interview: (slugOrId: string) => ["interviews", slugOrId] as const,
};

/** The keywords of a post or interview, stored comma-separated. */
export function splitKeywords(keywords: string | null | undefined): string[] {
  return (keywords ?? "")
    .split(",")
    .map((k) => k.trim())
    .filter(Boolean);
}

/** Case-insensitive substring match used by the board and interview searches (Korean unaffected by case). */
export function matchesSearch(query: string, ...texts: Array<string | null | undefined>): boolean {
  const q = query.trim().toLocaleLowerCase("ko-KR");
  if (!q) return true;
  return texts.some((t) => t?.toLocaleLowerCase("ko-KR").includes(q));
}
