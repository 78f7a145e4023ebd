// Per-page SEO settings: the facts both sides need without the validator (the public pages read these when
// they apply a saved setting, and must not load zod for it). The validator is shared/seo/seo-settings-input.ts.
import { PAGE_TYPES, type PageType } from "../pages/page-map";

export const OG_TYPES = ["website", "article", "profile"] as const;
export const TWITTER_CARDS = ["summary_large_image", "summary"] as const;

/** What a page type's `pageId` names, or "none" for the types with a single page. */
export const PAGE_ID_KIND: Record<PageType, "none" | "category" | "id"> = {
  home: "none",
  about: "none",
  contact: "none",
  board: "none",
  "interview-list": "none",
  privacy: "none",
  "criminal-deadline": "none",
  "drunk-driving": "none",
  booking: "none",
  "board-category": "category",
  post: "id",
  interview: "id",
};

/** Whether a page of `pageType` is named with a page id: the types with many pages need one, the others take none. */
export function pageIdFits(pageType: PageType, pageId: string | null | undefined): boolean {
  return (PAGE_ID_KIND[pageType] === "none") === !pageId;
}

/** The page types whose structured data the JSON-LD editor sets (one page each). */
export const SINGLE_PAGE_TYPES = PAGE_TYPES.filter((t) => PAGE_ID_KIND[t] === "none");

export const PAGE_TYPE_LABELS: Record<PageType, string> = {
  home: "홈",
  about: "변호사 소개",
  contact: "상담 신청",
  board: "법률 가이드 목록 (전체)",
  "board-category": "법률 가이드 분야",
  post: "법률 가이드",
  "interview-list": "의뢰인 인터뷰 목록",
  interview: "의뢰인 인터뷰",
  privacy: "개인정보처리방침",
  "criminal-deadline": "형사 기한 계산기",
  "drunk-driving": "음주운전 법정형 조회",
  booking: "상담 예약",
};

/** The og:type a page of this type has by default. */
export const DEFAULT_OG_TYPE: Record<PageType, (typeof OG_TYPES)[number]> = {
  home: "website",
  about: "profile",
  contact: "website",
  board: "website",
  "board-category": "website",
  post: "article",
  "interview-list": "website",
  interview: "article",
  "criminal-deadline": "website",
  "drunk-driving": "website",
  booking: "website",
  privacy: "website",
};

/** A setting as the public pages read it (GET /api/seo-settings/page/…): the structured data already parsed. */
export interface PublicSeoSetting {
  pageType: PageType;
  pageId: string | null;
  title: string;
  description: string;
  keywords: string | null;
  ogTitle: string | null;
  ogDescription: string | null;
  ogImage: string | null;
  ogType: string;
  ogUrl: string | null;
  ogSiteName: string | null;
  ogLocale: string;
  twitterCard: string;
  twitterTitle: string | null;
  twitterDescription: string | null;
  twitterImage: string | null;
  canonicalUrl: string | null;
  robots: string;
  /** A patch laid over the page's generated JSON-LD (shared/seo/structured-data-patch.ts). */
  structuredData: Record<string, unknown> | unknown[] | null;
  /** Set when the page has a structured-data patch and no SEO setting: only the patch applies. */
  structuredDataOnly?: true;
}

/** A setting as the SEO tab lists and edits it. */
export interface AdminSeoSetting extends Omit<PublicSeoSetting, "structuredData"> {
  id: number;
  /** As stored (the administrator's text). */
  structuredData: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A save's answer: the setting and the advertising-rule warnings its texts and structured data raise. */
export interface SeoSettingSaveResult {
  setting: AdminSeoSetting;
  warnings: Array<{ field: string; match: string; sentence: string; reason: string }>;
}

/** Query keys of the settings, shared because the server seeds a page's setting into the rendered page. */
export const seoSettingKeys = {
  all: () => ["seo-settings"] as const,
  page: (pageType: PageType, pageId?: string | null) => ["seo-settings", "page", pageType, pageId ?? null] as const,
  defaults: (pageType: PageType) => ["seo-settings", "defaults", pageType] as const,
};

/** The public API address of one page's setting. */
export function seoSettingApiPath(pageType: PageType, pageId?: string | null): string {
  return `/api/seo-settings/page/${pageType}${pageId ? `/${encodeURIComponent(pageId)}` : ""}`;
}

/** The key of a page within its type's settings ("" for the types with a single page). */
export const pageKey = (pageId: string | null | undefined) => pageId ?? "";
