// Front-matter of the content files (content/articles/*.md, content/interviews/*.md).
// The seed validates every file against these; a malformed file fails with its name and the problem.
import { z } from "../lib/zod";
import { CATEGORIES } from "./categories";
import { isRealDate } from "../lib/dates";
import { isSlug } from "./slug";
import { isMaskedName, MASKED_NAME_MESSAGE } from "./masked-name";

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "날짜는 YYYY-MM-DD 형식이어야 합니다")
  .refine(isRealDate, "존재하지 않는 날짜입니다");
const slug = z.string().refine(isSlug, "슬러그는 소문자, 숫자, 한글과 하이픈만 사용할 수 있습니다");
const categorySlugs = CATEGORIES.map((c) => c.slug) as [string, ...string[]];

/**
 * The attorney's legal review: `reviewedAt`, the day the text was last checked against the law, and `lawAsOf`,
 * the date of the law it states. The reading time is not written here: the seed computes it from the text.
 */
const review = { reviewedAt: isoDate, lawAsOf: isoDate };
const lawNotAfterReview = (v: { reviewedAt: string; lawAsOf: string }) => v.lawAsOf <= v.reviewedAt;
const lawNotAfterReviewIssue = { message: "법령 기준일은 검토일보다 늦을 수 없습니다", path: ["lawAsOf"] };

const faqSchema = z.object({
  question: z.string().trim().min(5),
  answer: z.string().trim().min(10),
});

export const articleFrontMatterSchema = z
  .object({
    id: z.number().int().positive(),
    slug,
    category: z.enum(categorySlugs),
    title: z.string().trim().min(10).max(60),
    excerpt: z.string().trim().min(80).max(160),
    summary: z.string().trim().min(10).max(100),
    publishDate: isoDate,
    ...review,
    views: z.number().int().min(0).default(0),
    keywords: z.array(z.string().trim().min(1)).min(3).max(12),
    focusKeyword: z.string().trim().min(1).max(100),
    complexity: z.number().int().min(1).max(5),
    thumbnailAlt: z.string().trim().min(5),
    faqs: z.array(faqSchema).min(5).max(8),
  })
  .strict()
  .refine((a) => a.title.toLowerCase().includes(a.focusKeyword.toLowerCase()), {
    message: "focusKeyword가 제목에 포함되어야 합니다",
    path: ["focusKeyword"],
  })
  .refine(lawNotAfterReview, lawNotAfterReviewIssue);

export const interviewFrontMatterSchema = z
  .object({
    id: z.number().int().positive(),
    slug,
    title: z.string().trim().min(10).max(60),
    excerpt: z.string().trim().min(40).max(160),
    createdAt: isoDate,
    ...review,
    seoTitle: z.string().trim().min(5).max(60),
    metaDescription: z.string().trim().min(40).max(160),
    keywords: z.array(z.string().trim().min(1)).min(3).max(12),
    thumbnailAlt: z.string().trim().min(5),
    caseType: z.string().trim().min(2),
    clientName: z.string().trim().refine(isMaskedName, MASKED_NAME_MESSAGE),
    /**
     * A fictional example shipped to show the layout, not a real client's story: the pages mark it "예시", keep it
     * out of search results, never show the consent notice for it, and the launch checklist lists it.
     */
    sample: z.boolean().optional(),
  })
  .strict()
  .refine(lawNotAfterReview, lawNotAfterReviewIssue);

export type ArticleFrontMatter = z.infer<typeof articleFrontMatterSchema>;
export type InterviewFrontMatter = z.infer<typeof interviewFrontMatterSchema>;

/** Where the generated artwork of a post or interview lives (made by scripts/images/make-images.mjs). */
export function contentImagePaths(kind: "articles" | "interviews", slugValue: string) {
  return {
    thumbnail: `/attached_assets/${kind}/${slugValue}-800.webp`,
    original: `/attached_assets/${kind}/${slugValue}-1600.webp`,
  };
}
