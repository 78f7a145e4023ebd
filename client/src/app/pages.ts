// The code chunk of each page (named in shared/pages/page-map.ts), and which of them a path needs before hydration.
import { matchPage, type PageChunk } from "@shared/pages/page-map";
import { lazyPage, type LazyPage } from "@/lib/lazy-page";
import { notFoundChunk } from "@/pages/not-found-chunk";

export const pageChunks: Record<PageChunk, LazyPage> = {
  home: lazyPage(() => import("@/pages/home-page").then((m) => ({ default: m.HomePage }))),
  about: lazyPage(() => import("@/pages/about-page").then((m) => ({ default: m.AboutPage }))),
  contact: lazyPage(() => import("@/pages/contact-page").then((m) => ({ default: m.ContactPage }))),
  board: lazyPage(() => import("@/pages/board-page").then((m) => ({ default: m.BoardPage }))),
  article: lazyPage(() => import("@/pages/article-page").then((m) => ({ default: m.ArticlePage }))),
  interviewList: lazyPage(() => import("@/pages/interview-list-page").then((m) => ({ default: m.InterviewListPage }))),
  interviewDetail: lazyPage(() => import("@/pages/interview-detail-page").then((m) => ({ default: m.InterviewDetailPage }))),
  privacy: lazyPage(() => import("@/pages/privacy-page").then((m) => ({ default: m.PrivacyPage }))),
  drunkDriving: lazyPage(() => import("@/pages/drunk-driving-page").then((m) => ({ default: m.DrunkDrivingPage }))),
  criminalDeadline: lazyPage(() => import("@/pages/criminal-deadline-page").then((m) => ({ default: m.CriminalDeadlinePage }))),
  // Both booking pages: the booking form, or with a manage link's token, the booking it opens.
  booking: lazyPage(() => import("@/pages/booking-page")),
  // The back office: its own chunks, never imported by a public page.
  auth: lazyPage(() => import("@/pages/auth-page").then((m) => ({ default: m.AuthPage }))),
  admin: lazyPage(() => import("@/pages/admin-page").then((m) => ({ default: m.AdminPage }))),
};

/** The chunks the page at `path` renders with. */
export function pagesForPath(path: string): LazyPage[] {
  const match = matchPage(path);
  return match ? match.page.chunks.map((chunk) => pageChunks[chunk]) : [notFoundChunk];
}

/** The server loads every chunk before its first render, including those a page loads only in a rare case. */
export function preloadAllPages(): Promise<void> {
  const rare = import("@/pages/interview-detail-page").then((m) => m.preloadInterviewNotFound());
  return Promise.all([...Object.values(pageChunks).map((p) => p.preload()), notFoundChunk.preload(), rare]).then(() => undefined);
}
