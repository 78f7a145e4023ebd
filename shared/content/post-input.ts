// A post as the editor saves it: one schema for the editor (client) and the posts API (server).
// Fields the server owns (id, author, views, reading time, SEO score, dates it stamps) are not accepted here;
// an unknown key, such as an `id` in the body of an update, is dropped.
import { z } from "../lib/zod";
import { POST_DISPLAY_STATUSES, POST_LIST_PAGE_MAX, POST_LIST_SORTS } from "./admin-posts";
import { isRealDate, seoulDate } from "../lib/dates";
import { contentInputFields, CONTENT_LIMITS, requireThumbnailAlt } from "./content-fields";
import { absoluteUrl, NUL_MESSAGE, noNul, optionalText, won } from "../lib/text-fields";

export { isThumbnailSource } from "./content-fields";
export const POST_LIMITS = CONTENT_LIMITS;

export const postInputSchema = z
  .object({
    ...contentInputFields,
    summary: optionalText(POST_LIMITS.summary, "한 줄 요약은"),
    categoryId: z.coerce.number({ error: "카테고리를 선택해주세요" }).int("카테고리를 선택해주세요").min(1, "카테고리를 선택해주세요"),
    ogImage: absoluteUrl("대표 이미지(OG) 주소는"),
    canonicalUrl: absoluteUrl("대표 주소(canonical)는"),
  })
  .superRefine(requireThumbnailAlt);

export type PostInput = z.input<typeof postInputSchema>;
export type PostFields = z.output<typeof postInputSchema>;

export const POST_LIST_SEARCH_MAX = 100;

/** GET /api/posts query: "" or "all" means no filter. */
export const postListQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(POST_LIST_SEARCH_MAX, `검색어는 ${POST_LIST_SEARCH_MAX}자 이내로 입력해주세요`)
    .refine(noNul, NUL_MESSAGE)
    .optional()
    .transform((v) => v || undefined),
  category: z
    .union([z.literal(""), z.literal("all"), z.coerce.number().int().min(1)], { error: "올바른 카테고리를 선택해주세요" })
    .optional()
    .transform((v) => (typeof v === "number" ? v : undefined)),
  status: z
    .union([z.literal(""), z.literal("all"), z.enum(POST_DISPLAY_STATUSES)], { error: "올바른 게시 상태를 선택해주세요" })
    .optional()
    .transform((v) => (v && v !== "all" ? v : undefined)),
  sort: z.enum(POST_LIST_SORTS, { error: "올바른 정렬 기준을 선택해주세요" }).optional(),
  cursor: z
    .string()
    .regex(/^\d{1,20}(?:_\d{1,20}){1,2}$/, "잘못된 페이지 정보입니다. 목록을 새로 불러와주세요.")
    .optional(),
  limit: z.coerce
    .number({ error: "잘못된 페이지 크기입니다" })
    .int("잘못된 페이지 크기입니다")
    .min(1, "잘못된 페이지 크기입니다")
    .max(POST_LIST_PAGE_MAX, "잘못된 페이지 크기입니다")
    .optional(),
});

/** POST /api/analyze-seo: the draft as the editor holds it. */
export const seoAnalysisRequestSchema = z.object({
  title: z.string({ error: "분석할 제목과 내용을 입력해주세요" }).trim().min(1, "분석할 제목과 내용을 입력해주세요").max(POST_LIMITS.title),
  content: z
    .string({ error: "분석할 제목과 내용을 입력해주세요" })
    .refine((v) => v.trim().length > 0, "분석할 제목과 내용을 입력해주세요")
    .refine((v) => v.length <= POST_LIMITS.content, `내용은 ${won(POST_LIMITS.content)}자 이내로 입력해주세요`),
  excerpt: z.string().max(1000).nullish(),
  metaDescription: z.string().max(1000).nullish(),
  focusKeyword: z.string().max(POST_LIMITS.focusKeyword).nullish(),
  keywords: z.string().max(POST_LIMITS.keywords).nullish(),
  slug: z.string().max(POST_LIMITS.slug).nullish(),
});

/**
 * POST /api/posts/:id/review: the attorney marks the text checked against the law as of `lawAsOf` (a real date,
 * not after today in Korea).
 */
export const postReviewSchema = z.object({
  lawAsOf: z
    .string({ error: "법령 기준일을 입력해주세요" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "법령 기준일은 YYYY-MM-DD 형식으로 입력해주세요", abort: true })
    .refine(isRealDate, { message: "존재하지 않는 날짜입니다", abort: true })
    .refine((v) => v >= "1948-01-01", "법령 기준일을 확인해주세요")
    .refine((v) => v <= seoulDate(Date.now()), "법령 기준일은 오늘보다 늦을 수 없습니다"),
});
export type PostReviewInput = z.input<typeof postReviewSchema>;
