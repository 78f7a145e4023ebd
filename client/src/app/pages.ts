// Pages loaded as separate chunks, and which of them a path needs before hydration.
import { isCategorySlug } from "@shared/category-slugs";
import { lazyPage, type LazyPage } from "./lazy-page";

export const pages = {
  home: lazyPage(() => import("@/pages/home-page").then((m) => ({ default: m.HomePage }))),
  about: lazyPage(() => import("@/pages/about-page").then((m) => ({ default: m.AboutPage }))),
  contact: lazyPage(() => import("@/pages/contact-page").then((m) => ({ default: m.ContactPage }))),
  board: lazyPage(() => import("@/pages/board-page").then((m) => ({ default: m.BoardPage }))),
  article: lazyPage(() => import("@/pages/article-page").then((m) => ({ default: m.ArticlePage }))),
  interviewList: lazyPage(() => import("@/pages/interview-list-page").then((m) => ({ default: m.InterviewListPage }))),
  interviewDetail: lazyPage(() => import("@/pages/interview-detail-page").then((m) => ({ default: m.InterviewDetailPage }))),
  // The back office: its own chunks, never imported by a public page.
  auth: lazyPage(() => import("@/pages/auth-page").then((m) => ({ default: m.AuthPage }))),
  admin: lazyPage(() => import("@/pages/admin-page").then((m) => ({ default: m.AdminPage }))),
} satisfies Record<string, LazyPage>;

export { isCategorySlug };

/** The chunks the page at `path` renders with. */
export function pagesForPath(path: string): LazyPage[] {
  const parts = path.split("/").filter(Boolean);
  if (parts.length === 0) return [pages.home];
  if (parts[0] === "about") return [pages.about];
  if (parts[0] === "contact") return [pages.contact];
  if (parts[0] === "post") return [pages.article];
  if (parts[0] === "board") {
    if (parts.length === 1 || (parts.length === 2 && isCategorySlug(parts[1]))) return [pages.board];
    return [pages.article];
  }
  if (parts[0] === "auth") return parts.length === 1 ? [pages.auth] : [];
  if (parts[0] === "admin") return [pages.admin];
  if (parts[0] === "interview") return parts.length === 1 ? [pages.interviewList] : [pages.interviewDetail, pages.interviewList];
  return [];
}

export function preloadAllPages(): Promise<void> {
  return Promise.all(Object.values(pages).map((p) => p.preload())).then(() => undefined);
}
