// A post as the editor saves it: one schema for the editor (client) and the posts API (server).
// Fields the server owns (id, author, views, reading time, SEO score, dates it stamps) are not accepted here;
// an unknown key, such as an `id` in the body of an update, is dropped.
import { z } from "./zod";
import { POST_DISPLAY_STATUSES, POST_LIST_PAGE_MAX, POST_LIST_SORTS } from "../admin-posts";
import { POST_STATUSES } from "../options";
import { isRealDate, seoulDate } from "../dates";
import { isSlug } from "../slug";
import { absoluteUrl, NUL_MESSAGE, noNul, optionalText, URL_MAX, won } from "./text-fields";

export const POST_LIMITS = {
  /** Shown as the recommended maximum; longer titles are cut in search results. */
  titleRecommended: 60,
  title: 200,
  content: 200_000,
  excerpt: 160,
  summary: 300,
  seoTitle: 60,
  metaDescription: 160,
  focusKeyword: 100,
  keywords: 500,
  slug: 200,
  thumbnailAlt: 200,
  url: URL_MAX,
} as const;

/** A thumbnail: empty, an http(s) URL, a site path ("/uploads/…") or an image data URL. */
export function isThumbnailSource(value: string): boolean {
  return value === "" || /^https?:\/\/\S+$/i.test(value) || /^\/(?!\/)\S*$/.test(value) || /^data:image\/(png|jpe?g|gif|webp);base64,[A-Za-z0-9+/=]+$/i.test(value);
}

export const postInputSchema = z
  .object({
    title: z
      .string({ error: "제목을 입력해주세요" })
      .trim()
      .min(1, "제목을 입력해주세요")
      .max(POST_LIMITS.title, `제목은 ${POST_LIMITS.title}자 이내로 입력해주세요`)
      .refine(noNul, NUL_MESSAGE),
    content: z
      .string({ error: "내용을 입력해주세요" })
      .refine((v) => v.trim().length > 0, "내용을 입력해주세요")
      .refine((v) => v.length <= POST_LIMITS.content, `내용은 ${won(POST_LIMITS.content)}자 이내로 입력해주세요`)
      .refine(noNul, NUL_MESSAGE),
    excerpt: optionalText(POST_LIMITS.excerpt, "요약은"),
    summary: optionalText(POST_LIMITS.summary, "한 줄 요약은"),
    categoryId: z.coerce.number({ error: "카테고리를 선택해주세요" }).int("카테고리를 선택해주세요").min(1, "카테고리를 선택해주세요"),
    status: z.enum(POST_STATUSES, { error: "게시 상태를 선택해주세요" }).default("published"),
    /** Empty: made from the title. */
    slug: z
      .string({ error: "주소(슬러그)를 글자로 입력해주세요" })
      .trim()
      .max(POST_LIMITS.slug, `주소(슬러그)는 ${POST_LIMITS.slug}자 이내로 입력해주세요`)
      .refine((v) => v === "" || isSlug(v), "주소(슬러그)는 영문 소문자, 숫자, 한글을 하이픈(-)으로 이어 써주세요 (예: 음주운전-처벌-기준)")
      .nullish()
      .transform((v) => v || null),
    /** When the post goes public; a future time schedules it. Empty: now, when published. */
    publishDate: z
      .union([z.literal(""), z.iso.datetime({ offset: true, error: "게시 일시가 올바르지 않습니다" })], { error: "게시 일시가 올바르지 않습니다" })
      .nullish()
      .transform((v) => v || null),
    seoTitle: optionalText(POST_LIMITS.seoTitle, "SEO 제목은"),
    metaDescription: optionalText(POST_LIMITS.metaDescription, "메타 설명은"),
    focusKeyword: optionalText(POST_LIMITS.focusKeyword, "포커스 키워드는"),
    keywords: optionalText(POST_LIMITS.keywords, "키워드는"),
    thumbnailImage: z
      .string({ error: "썸네일은 이미지 주소여야 합니다" })
      .trim()
      .max(8_000_000, "썸네일 이미지가 너무 큽니다")
      .refine(isThumbnailSource, "썸네일은 http(s) 주소, /로 시작하는 경로 또는 이미지 데이터여야 합니다")
      .nullish()
      .transform((v) => v || null),
    thumbnailAlt: optionalText(POST_LIMITS.thumbnailAlt, "대체 텍스트는"),
    ogImage: absoluteUrl("대표 이미지(OG) 주소는"),
    canonicalUrl: absoluteUrl("대표 주소(canonical)는"),
  })
  .superRefine((post, ctx) => {
    if (post.thumbnailImage && !post.thumbnailAlt) {
      ctx.addIssue({ code: "custom", path: ["thumbnailAlt"], message: "썸네일 이미지를 설명하는 대체 텍스트를 입력해주세요" });
    }
  });

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
export type PostListQueryInput = z.input<typeof postListQuerySchema>;

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
