// Records as the API sends them, for screens that receive data rather than fetch it.
import type { AdminInterview } from "@shared/content/admin-interviews";
import type { AdminCategory, AdminPost, AdminPostListItem, AdminPostListPage } from "@shared/content/admin-posts";
import type { AdminConsultation } from "@shared/intake/admin-consultations";
import type { AdminSeoSetting, PublicSeoSetting } from "@shared/seo/seo-settings-input";

/** A consultation request as GET /api/consultations lists it. */
export function adminConsultation(overrides: Partial<AdminConsultation> = {}): AdminConsultation {
  return {
    id: 7,
    name: "한지우",
    phone: "01044445555",
    email: "jiwoo@example.com",
    age: null,
    caseType: "sexual",
    currentStatus: "suspect",
    urgency: "emergency",
    incidentDate: null,
    content: "내일 경찰 출석 요구를 받았습니다.",
    consultationType: null,
    stage: "new",
    consultationStatus: "new",
    assignedTo: null,
    adminNotes: null,
    privacyAgreedAt: "2026-11-20T01:00:00.000Z",
    sensitiveAgreedAt: "2026-11-20T01:00:00.000Z",
    consentVersion: "2025-11-21",
    contactPreferences: { contactMethod: null, avoidTime: null, avoidTimeNote: null, noMessages: false },
    source: {
      landingPage: "/contact",
      referrer: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      utmTerm: null,
      utmContent: null,
      ctaSource: null,
    },
    outcome: null,
    outcomeReason: null,
    outcomeAt: null,
    feeAmount: null,
    conflictMatchCount: null,
    ackFailed: false,
    otherParty: null,
    conflictCheck: { result: null, reason: null, checkedBy: null, checkedAt: null },
    earlier: [],
    earlierCount: 0,
    firstContactAt: null,
    nextContactAt: null,
    lastUpdated: "2026-11-20T01:00:00.000Z",
    createdAt: "2026-11-20T01:00:00.000Z",
    ...overrides,
  };
}

/** The six categories as GET /api/categories lists them (two are enough for the screens). */
export const ADMIN_CATEGORIES: AdminCategory[] = [
  { id: 1, name: "성범죄", slug: "sexual-crime", description: null },
  { id: 2, name: "교통사고", slug: "traffic-accident", description: null },
];

/** A page of GET /api/posts holding `items`, counted by their status. */
export function adminPostListPage(items: AdminPostListItem[], nextCursor: string | null = null): AdminPostListPage {
  const count = (status: AdminPostListItem["displayStatus"]) => items.filter((i) => i.displayStatus === status).length;
  return {
    items,
    nextCursor,
    counts: { all: items.length, published: count("published"), draft: count("draft"), scheduled: count("scheduled") },
  };
}

/** A post as GET /api/posts lists it. */
export function adminPostListItem(overrides: Partial<AdminPostListItem> = {}): AdminPostListItem {
  return {
    id: 11,
    title: "음주운전 처벌 기준 총정리",
    slug: "음주운전-처벌-기준-총정리",
    status: "published",
    displayStatus: "published",
    categoryId: 2,
    categorySlug: "traffic-accident",
    categoryName: "교통사고",
    excerpt: "혈중알코올농도별 처벌을 정리했습니다.",
    contentPreview: "음주운전은 혈중알코올농도에 따라 처벌이 달라집니다.",
    views: 250,
    consultations: 3,
    retained: 1,
    conversionRate: 0.012,
    seoScore: 70,
    readingTime: 3,
    thumbnailImage: null,
    publishDate: "2026-11-20T01:00:00.000Z",
    createdAt: "2026-11-20T01:00:00.000Z",
    updatedAt: "2026-11-20T01:00:00.000Z",
    deletedAt: null,
    ...overrides,
  };
}

/** A post as GET /api/posts/:id answers it. */
export function adminPost(overrides: Partial<AdminPost> = {}): AdminPost {
  return {
    id: 11,
    title: "음주운전 처벌 기준 총정리",
    slug: "음주운전-처벌-기준-총정리",
    content: "## 처벌 기준\n\n음주운전은 처벌됩니다.",
    excerpt: "혈중알코올농도별 처벌을 정리했습니다.",
    summary: null,
    categoryId: 2,
    status: "published",
    displayStatus: "published",
    publishDate: "2026-11-20T01:00:00.000Z",
    seoTitle: null,
    metaDescription: null,
    focusKeyword: null,
    keywords: null,
    thumbnailImage: null,
    thumbnailAlt: null,
    ogImage: null,
    canonicalUrl: null,
    readingTime: 1,
    seoScore: 25,
    views: 250,
    authorId: 1,
    reviewedAt: null,
    lawAsOf: null,
    reviewedBy: null,
    createdAt: "2026-11-20T01:00:00.000Z",
    updatedAt: "2026-11-20T01:00:00.000Z",
    deletedAt: null,
    ...overrides,
  };
}

/** A page's setting as public pages read it (GET /api/seo-settings/page/…). */
export function publicSeoSetting(overrides: Partial<PublicSeoSetting> = {}): PublicSeoSetting {
  return {
    pageType: "about",
    pageId: null,
    title: "변호사 소개 | 사무소",
    description: "변호사의 경력과 원칙을 소개합니다.",
    keywords: null,
    ogTitle: null,
    ogDescription: null,
    ogImage: null,
    ogType: "profile",
    ogUrl: null,
    ogSiteName: null,
    ogLocale: "ko_KR",
    twitterCard: "summary_large_image",
    twitterTitle: null,
    twitterDescription: null,
    twitterImage: null,
    canonicalUrl: null,
    robots: "index,follow",
    structuredData: null,
    ...overrides,
  };
}

/** A setting as GET /api/seo-settings lists it. */
export function adminSeoSetting(overrides: Partial<AdminSeoSetting> = {}): AdminSeoSetting {
  return {
    ...publicSeoSetting(),
    id: 5,
    structuredData: null,
    isActive: true,
    createdAt: "2026-11-20T01:00:00.000Z",
    updatedAt: "2026-11-20T01:00:00.000Z",
    ...overrides,
  };
}

/** An interview as GET /api/admin/interviews/:id sends it to the editor. */
export function adminInterview(overrides: Partial<AdminInterview> = {}): AdminInterview {
  return {
    id: 7,
    title: "음주운전 조사를 앞둔 의뢰인 이야기",
    slug: "음주운전-조사-의뢰인-이야기",
    status: "published",
    displayStatus: "published",
    caseType: "음주운전",
    clientName: "김○○",
    excerpt: "조사 일정이 잡힌 뒤 상담을 요청한 의뢰인의 이야기입니다.",
    content: "## 처음 연락했을 때\n\n조사 일정이 잡힌 뒤 상담을 요청했습니다.",
    views: 12,
    thumbnailImage: null,
    thumbnailAlt: null,
    seoTitle: "음주운전 조사를 앞둔 의뢰인 이야기",
    metaDescription: "조사 일정이 잡힌 뒤 상담을 요청한 의뢰인의 이야기입니다.",
    focusKeyword: null,
    keywords: null,
    reviewedAt: null,
    lawAsOf: null,
    reviewedBy: null,
    publishDate: "2026-11-20T00:00:00.000Z",
    createdAt: "2026-11-20T00:00:00.000Z",
    updatedAt: "2026-11-20T00:00:00.000Z",
    deletedAt: null,
    isSample: false,
    consent: { date: "2026-11-10", method: "서면 동의서", recordedBy: "홍길동" },
    ...overrides,
  };
}
