// A page's search appearance as the administrator sets it: one schema for the SEO tab (client) and the
// seo-settings API (server). A setting targets a page type of the page map; the types with one page each
// (home, about, contact, board, interview list) take no page id, the others name their page: a category by
// its slug, an article or an interview by its id.
import { z } from "zod";
import { isCategorySlug } from "../category-slugs";
import { ROBOTS_VALUES } from "../options";
import { PAGE_TYPES, type PageType } from "../page-map";
import { OG_TYPES, PAGE_ID_KIND, TWITTER_CARDS } from "../seo-settings";
import { parseStructuredData } from "../structured-data-json";

export * from "../seo-settings";

export const SEO_SETTING_LIMITS = {
  title: 60,
  description: 160,
  keywords: 500,
  ogTitle: 60,
  ogDescription: 160,
  ogSiteName: 100,
  twitterTitle: 60,
  twitterDescription: 160,
  url: 2048,
} as const;

const NUL_MESSAGE = "허용되지 않는 문자가 포함되어 있습니다";
const noNul = (s: string) => !s.includes("\u0000");

function requiredText(max: number, label: string, particle: "을" | "를") {
  return z
    .string({ error: `${label}${particle} 입력해주세요` })
    .trim()
    .min(1, `${label}${particle} 입력해주세요`)
    .max(max, `${label}은(는) ${max}자 이내로 입력해주세요`)
    .refine(noNul, NUL_MESSAGE);
}

function optionalText(max: number, label: string) {
  return z
    .string({ error: `${label}은(는) 글자로 입력해주세요` })
    .trim()
    .max(max, `${label}은(는) ${max}자 이내로 입력해주세요`)
    .refine(noNul, NUL_MESSAGE)
    .nullish()
    .transform((v) => v || null);
}

/** An absolute http(s) URL, or empty. */
function absoluteUrl(label: string) {
  const message = `${label}은(는) http:// 또는 https://로 시작하는 전체 주소로 입력해주세요`;
  return z
    .string({ error: message })
    .trim()
    .max(SEO_SETTING_LIMITS.url, `${label}은(는) ${SEO_SETTING_LIMITS.url}자 이내로 입력해주세요`)
    .refine((v) => v === "" || isAbsoluteHttpUrl(v), message)
    .nullish()
    .transform((v) => v || null);
}

export function isAbsoluteHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    return Boolean(new URL(value).host);
  } catch {
    return false;
  }
}

/** Stored structured data: empty (the page's own default) or a JSON object/array within the limits. */
export const structuredDataField = z
  .string({ error: "구조화 데이터는 JSON 글자로 입력해주세요" })
  .nullish()
  .transform((v, ctx) => {
    if (v == null || v.trim() === "") return null;
    const parsed = parseStructuredData(v);
    if (!parsed.ok) {
      ctx.addIssue({ code: "custom", message: parsed.message });
      return z.NEVER;
    }
    return v.trim();
  });

/** Whether `pageId` fits `pageType` (see PAGE_ID_KIND); a message for the field when it does not. */
export function pageIdProblem(pageType: PageType, pageId: string | null): string | undefined {
  const kind = PAGE_ID_KIND[pageType];
  if (kind === "none") return pageId ? "이 페이지 유형에는 페이지 ID를 입력하지 않습니다" : undefined;
  if (!pageId) return kind === "category" ? "카테고리 슬러그(예: defamation)를 입력해주세요" : "게시글 또는 인터뷰의 번호(ID)를 입력해주세요";
  if (kind === "category" && !isCategorySlug(pageId)) return "없는 카테고리입니다. 카테고리 슬러그(예: defamation)를 입력해주세요";
  if (kind === "id" && !/^[1-9]\d{0,9}$/.test(pageId)) return "페이지 ID는 숫자로 입력해주세요";
  return undefined;
}

const settingFields = {
  title: requiredText(SEO_SETTING_LIMITS.title, "제목", "을"),
  description: requiredText(SEO_SETTING_LIMITS.description, "설명", "을"),
  keywords: optionalText(SEO_SETTING_LIMITS.keywords, "키워드"),
  ogTitle: optionalText(SEO_SETTING_LIMITS.ogTitle, "OG 제목"),
  ogDescription: optionalText(SEO_SETTING_LIMITS.ogDescription, "OG 설명"),
  ogImage: absoluteUrl("OG 이미지 주소"),
  ogType: z.enum(OG_TYPES, { error: "OG 유형을 선택해주세요" }),
  ogUrl: absoluteUrl("OG 주소"),
  ogSiteName: optionalText(SEO_SETTING_LIMITS.ogSiteName, "사이트 이름"),
  ogLocale: z
    .string({ error: "언어 코드를 입력해주세요" })
    .trim()
    .regex(/^[a-z]{2}_[A-Z]{2}$/, "언어 코드는 ko_KR 형식으로 입력해주세요"),
  twitterCard: z.enum(TWITTER_CARDS, { error: "트위터 카드 유형을 선택해주세요" }),
  twitterTitle: optionalText(SEO_SETTING_LIMITS.twitterTitle, "트위터 제목"),
  twitterDescription: optionalText(SEO_SETTING_LIMITS.twitterDescription, "트위터 설명"),
  twitterImage: absoluteUrl("트위터 이미지 주소"),
  canonicalUrl: absoluteUrl("대표 주소(canonical)"),
  structuredData: structuredDataField,
  robots: z.enum(ROBOTS_VALUES, { error: "검색 노출(robots) 값을 선택해주세요" }),
};

/** What an unset field of a new setting stores. */
export const SEO_SETTING_DEFAULTS = { ogType: "website", ogLocale: "ko_KR", twitterCard: "summary_large_image", robots: "index,follow" } as const;

const target = {
  pageType: z.enum(PAGE_TYPES, { error: "페이지 유형을 선택해주세요" }),
  pageId: z
    .union([z.string(), z.number()], { error: "페이지 ID를 확인해주세요" })
    .nullish()
    .transform((v) => (v == null ? null : String(v).trim() || null)),
};

function checkPageId(value: { pageType: PageType; pageId: string | null }, ctx: z.RefinementCtx) {
  const problem = pageIdProblem(value.pageType, value.pageId);
  if (problem) ctx.addIssue({ code: "custom", path: ["pageId"], message: problem });
}

/** POST /api/seo-settings: a new setting (id, dates and isActive are the server's; unknown keys are dropped). */
export const seoSettingCreateSchema = z
  .object({
    ...target,
    ...settingFields,
    ogType: settingFields.ogType.default(SEO_SETTING_DEFAULTS.ogType),
    ogLocale: settingFields.ogLocale.default(SEO_SETTING_DEFAULTS.ogLocale),
    twitterCard: settingFields.twitterCard.default(SEO_SETTING_DEFAULTS.twitterCard),
    robots: settingFields.robots.default(SEO_SETTING_DEFAULTS.robots),
  })
  .superRefine(checkPageId);

/**
 * PATCH /api/seo-settings/:id: only the fields sent change (the page a setting targets can change too; the
 * service checks the page id against the resulting page type).
 */
export const seoSettingUpdateSchema = z
  .object({ ...target, ...settingFields, isActive: z.boolean({ error: "사용 여부는 true 또는 false로 보내주세요" }) })
  .partial();

/** PATCH /api/seo-settings/page/:pageType: the page type's structured data; empty restores the default. */
export const structuredDataPatchSchema = z.object({ structuredData: structuredDataField });

export const pageTypeParamSchema = z.enum(PAGE_TYPES, { error: "없는 페이지 유형입니다" });

export type SeoSettingCreate = z.output<typeof seoSettingCreateSchema>;
export type SeoSettingCreateInput = z.input<typeof seoSettingCreateSchema>;
export type SeoSettingUpdate = z.output<typeof seoSettingUpdateSchema>;

