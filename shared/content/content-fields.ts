// The fields a post and an interview share in the back office's editor: title, text, address, publication,
// SEO and thumbnail, with their Korean messages. Each content kind's schema spreads them and adds its own.
import { z } from "../lib/zod";
import { POST_STATUSES } from "./post-status";
import { isSlug } from "./slug";
import { NUL_MESSAGE, noNul, optionalText, URL_MAX, won } from "../lib/text-fields";

export const CONTENT_LIMITS = {
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
  return (
    value === "" ||
    /^https?:\/\/\S+$/i.test(value) ||
    /^\/(?!\/)\S*$/.test(value) ||
    /^data:image\/(png|jpe?g|gif|webp);base64,[A-Za-z0-9+/=]+$/i.test(value)
  );
}

export const contentInputFields = {
  title: z
    .string({ error: "제목을 입력해주세요" })
    .trim()
    .min(1, "제목을 입력해주세요")
    .max(CONTENT_LIMITS.title, `제목은 ${CONTENT_LIMITS.title}자 이내로 입력해주세요`)
    .refine(noNul, NUL_MESSAGE),
  content: z
    .string({ error: "내용을 입력해주세요" })
    .refine((v) => v.trim().length > 0, "내용을 입력해주세요")
    .refine((v) => v.length <= CONTENT_LIMITS.content, `내용은 ${won(CONTENT_LIMITS.content)}자 이내로 입력해주세요`)
    .refine(noNul, NUL_MESSAGE),
  excerpt: optionalText(CONTENT_LIMITS.excerpt, "요약은"),
  status: z.enum(POST_STATUSES, { error: "게시 상태를 선택해주세요" }).default("published"),
  /** Empty: made from the title. */
  slug: z
    .string({ error: "주소(슬러그)를 글자로 입력해주세요" })
    .trim()
    .max(CONTENT_LIMITS.slug, `주소(슬러그)는 ${CONTENT_LIMITS.slug}자 이내로 입력해주세요`)
    .refine((v) => v === "" || isSlug(v), "주소(슬러그)는 영문 소문자, 숫자, 한글을 하이픈(-)으로 이어 써주세요 (예: 음주운전-처벌-기준)")
    .nullish()
    .transform((v) => v || null),
  /** When it goes public; a future time schedules it. Empty: now, when published. */
  publishDate: z
    .union([z.literal(""), z.iso.datetime({ offset: true, error: "게시 일시가 올바르지 않습니다" })], {
      error: "게시 일시가 올바르지 않습니다",
    })
    .nullish()
    .transform((v) => v || null),
  seoTitle: optionalText(CONTENT_LIMITS.seoTitle, "SEO 제목은"),
  metaDescription: optionalText(CONTENT_LIMITS.metaDescription, "메타 설명은"),
  focusKeyword: optionalText(CONTENT_LIMITS.focusKeyword, "포커스 키워드는"),
  keywords: optionalText(CONTENT_LIMITS.keywords, "키워드는"),
  thumbnailImage: z
    .string({ error: "썸네일은 이미지 주소여야 합니다" })
    .trim()
    .max(8_000_000, "썸네일 이미지가 너무 큽니다")
    .refine(isThumbnailSource, "썸네일은 http(s) 주소, /로 시작하는 경로 또는 이미지 데이터여야 합니다")
    .nullish()
    .transform((v) => v || null),
  thumbnailAlt: optionalText(CONTENT_LIMITS.thumbnailAlt, "대체 텍스트는"),
};

/** A thumbnail needs its alt text. */
export function requireThumbnailAlt(value: { thumbnailImage: string | null; thumbnailAlt: string | null }, ctx: z.RefinementCtx): void {
  if (value.thumbnailImage && !value.thumbnailAlt) {
    ctx.addIssue({ code: "custom", path: ["thumbnailAlt"], message: "썸네일 이미지를 설명하는 대체 텍스트를 입력해주세요" });
  }
}
