// The local SEO score of a post (0–100), computed by the editor as the attorney types and again by the
// server when the post is saved (a score sent by the client is ignored):
//   +25 when the title is 10–60 characters;
//   +25 when the excerpt is 120–160 characters;
//   +20 when the content has at least 300 words;
//   +15 when there is a focus keyword and the title contains it (letter case ignored);
//   up to +15 in proportion to the share of the content's images that have alt text (nothing without images).
// Lengths are counted in characters (code points) after trimming.
import { countWords } from "../content/reading-time";

const SEO_LIMITS = {
  titleMin: 10,
  titleMax: 60,
  excerptMin: 120,
  excerptMax: 160,
  minWords: 300,
} as const;

const SEO_POINTS = { title: 25, excerpt: 25, length: 20, keyword: 15, imageAlt: 15 } as const;

export interface SeoScoreInput {
  title: string;
  excerpt?: string | null;
  content: string;
  focusKeyword?: string | null;
}

export interface SeoScoreParts {
  title: number;
  excerpt: number;
  length: number;
  keyword: number;
  imageAlt: number;
  total: number;
}

const charLength = (text: string | null | undefined) => Array.from((text ?? "").trim()).length;
const between = (n: number, min: number, max: number) => n >= min && n <= max;

/** Markdown images in the content, each with its alt text: ![alt](src "title"). */
export function markdownImages(content: string): Array<{ alt: string; src: string }> {
  return [...content.matchAll(/!\[([^\]]*)\]\(\s*<?([^)\s>]*)>?(?:\s+["'][^"']*["'])?\s*\)/g)].map((m) => ({
    alt: m[1].trim(),
    src: m[2],
  }));
}

export function seoScoreParts({ title, excerpt, content, focusKeyword }: SeoScoreInput): SeoScoreParts {
  const keyword = (focusKeyword ?? "").trim().toLowerCase();
  const images = markdownImages(content);
  const parts = {
    title: between(charLength(title), SEO_LIMITS.titleMin, SEO_LIMITS.titleMax) ? SEO_POINTS.title : 0,
    excerpt: between(charLength(excerpt), SEO_LIMITS.excerptMin, SEO_LIMITS.excerptMax) ? SEO_POINTS.excerpt : 0,
    length: countWords(content) >= SEO_LIMITS.minWords ? SEO_POINTS.length : 0,
    keyword: keyword && title.toLowerCase().includes(keyword) ? SEO_POINTS.keyword : 0,
    imageAlt: images.length ? Math.round((SEO_POINTS.imageAlt * images.filter((i) => i.alt).length) / images.length) : 0,
  };
  const total = Math.min(100, parts.title + parts.excerpt + parts.length + parts.keyword + parts.imageAlt);
  return { ...parts, total };
}

export function seoScore(input: SeoScoreInput): number {
  return seoScoreParts(input).total;
}
