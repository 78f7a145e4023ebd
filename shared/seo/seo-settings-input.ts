// A page's search appearance as the administrator sets it: one schema for the SEO tab (client) and the
// seo-settings API (server). A setting targets a page type of the page map; the types with one page each
// (home, about, contact, board, interview list) take no page id, the others name their page: a category by
// its slug, an article or an interview by its id.
import { z } from "../lib/zod";
import { isCategorySlug } from "../content/category-slugs";
import { ROBOTS_VALUES } from "./seo-options";
import { PAGE_TYPES, type PageType } from "../pages/page-map";
import { OG_TYPES, PAGE_ID_KIND, TWITTER_CARDS } from "./seo-settings";
import { parseStructuredData } from "./structured-data-json";
import { absoluteUrl, optionalText, requiredText } from "../lib/text-fields";

export * from "./seo-settings";

export const SEO_SETTING_LIMITS = {
  title: 60,
  description: 160,
  keywords: 500,
  ogTitle: 60,
  ogDescription: 160,
  ogSiteName: 100,
  twitterTitle: 60,
  twitterDescription: 160,
} as const;

/** Stored structured data: empty (the page's own default) or a JSON object/array within the limits. */
const structuredDataField = z
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
  if (!pageId)
    return kind === "category" ? "카테고리 슬러그(예: defamation)를 입력해주세요" : "게시글 또는 인터뷰의 번호(ID)를 입력해주세요";
  if (kind === "category" && !isCategorySlug(pageId)) return "없는 카테고리입니다. 카테고리 슬러그(예: defamation)를 입력해주세요";
  if (kind === "id" && !/^[1-9]\d{0,9}$/.test(pageId)) return "페이지 ID는 숫자로 입력해주세요";
  return undefined;
}

const settingFields = {
  title: requiredText(SEO_SETTING_LIMITS.title, "제목을 입력해주세요", "제목은"),
  description: requiredText(SEO_SETTING_LIMITS.description, "설명을 입력해주세요", "설명은"),
  keywords: optionalText(SEO_SETTING_LIMITS.keywords, "키워드는"),
  ogTitle: optionalText(SEO_SETTING_LIMITS.ogTitle, "OG 제목은"),
  ogDescription: optionalText(SEO_SETTING_LIMITS.ogDescription, "OG 설명은"),
  ogImage: absoluteUrl("OG 이미지 주소는"),
  ogType: z.enum(OG_TYPES, { error: "OG 유형을 선택해주세요" }),
  ogUrl: absoluteUrl("OG 주소는"),
  ogSiteName: optionalText(SEO_SETTING_LIMITS.ogSiteName, "사이트 이름은"),
  ogLocale: z
    .string({ error: "언어 코드를 입력해주세요" })
    .trim()
    .regex(/^[a-z]{2}_[A-Z]{2}$/, "언어 코드는 ko_KR 형식으로 입력해주세요"),
  twitterCard: z.enum(TWITTER_CARDS, { error: "트위터 카드 유형을 선택해주세요" }),
  twitterTitle: optionalText(SEO_SETTING_LIMITS.twitterTitle, "트위터 제목은"),
  twitterDescription: optionalText(SEO_SETTING_LIMITS.twitterDescription, "트위터 설명은"),
  twitterImage: absoluteUrl("트위터 이미지 주소는"),
  canonicalUrl: absoluteUrl("대표 주소(canonical)는"),
  structuredData: structuredDataField,
  robots: z.enum(ROBOTS_VALUES, { error: "검색 노출(robots) 값을 선택해주세요" }),
};

/** What an unset field of a new setting stores. */
export const SEO_SETTING_DEFAULTS = {
  ogType: "website",
  ogLocale: "ko_KR",
  twitterCard: "summary_large_image",
  robots: "index,follow",
} as const;

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
