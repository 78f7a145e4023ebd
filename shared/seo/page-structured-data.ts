// Which structured data (JSON-LD) each kind of page carries. A page names what it shows (a StructuredDataSpec,
// a few fields); the objects are built from it here. The server builds them into the page's HTML, which is what
// search engines read; the browser loads this module only when a visitor moves to another page inside the site
// (client/src/lib/head.tsx), so the builders are not part of the JavaScript a first visit downloads.
import { articleJsonLd } from "./article-structured-data";
import type { BoardPostDetail, InterviewDetail } from "../content/board";
import { interviewJsonLd } from "./interview-structured-data";
import { legalServiceJsonLd } from "./legal-service-jsonld";
import { breadcrumbTrail, type Crumb } from "../pages/page-map";
import type { SiteSettings } from "../office/site-facts";
import {
  breadcrumbJsonLd,
  collectionPageJsonLd,
  contactPageJsonLd,
  profilePageJsonLd,
  toolJsonLd,
  websiteJsonLd,
  type ProfileFacts,
} from "./structured-data";

export type StructuredDataSpec =
  | { page: "home" | "contact" | "interviewList" | "privacy" | "booking" }
  | { page: "about"; profile?: ProfileFacts }
  | { page: "board"; name: string; path: string; items: Array<{ name: string; path: string }>; crumbs: Crumb[] }
  | { page: "article"; post: BoardPostDetail }
  | { page: "interview"; interview: InterviewDetail }
  | { page: "criminalDeadline" }
  | { page: "drunkDriving" };

export function structuredDataFor(spec: StructuredDataSpec, siteUrl: string, site: SiteSettings): object[] {
  switch (spec.page) {
    case "home":
      return [legalServiceJsonLd(siteUrl, site), websiteJsonLd(siteUrl, site)];
    case "about":
      return [profilePageJsonLd(siteUrl, site, spec.profile), breadcrumbJsonLd(siteUrl, breadcrumbTrail("about", {}))];
    case "contact":
      return [contactPageJsonLd(siteUrl), legalServiceJsonLd(siteUrl, site), breadcrumbJsonLd(siteUrl, breadcrumbTrail("contact", {}))];
    case "interviewList":
      return [breadcrumbJsonLd(siteUrl, breadcrumbTrail("interviewList", {}))];
    case "privacy":
      return [breadcrumbJsonLd(siteUrl, breadcrumbTrail("privacy", {}))];
    case "booking":
      return [breadcrumbJsonLd(siteUrl, breadcrumbTrail("booking", {}))];
    case "board":
      return [collectionPageJsonLd(siteUrl, { name: spec.name, path: spec.path }, spec.items), breadcrumbJsonLd(siteUrl, spec.crumbs)];
    case "article":
      return articleJsonLd(spec.post, siteUrl, site);
    case "interview":
      return interviewJsonLd(siteUrl, spec.interview, site);
    case "criminalDeadline":
      return [
        toolJsonLd(siteUrl, site, {
          name: "형사 기한 계산기",
          path: breadcrumbTrail("criminalDeadline", {}).at(-1)!.path,
          description: "형사소송법 제66조에 따라 항소·상고·정식재판 청구 등 형사 절차의 기한을 공휴일을 반영해 계산합니다.",
        }),
        breadcrumbJsonLd(siteUrl, breadcrumbTrail("criminalDeadline", {})),
      ];
    case "drunkDriving":
      return [
        toolJsonLd(siteUrl, site, {
          name: "음주운전 법정형 조회",
          path: breadcrumbTrail("drunkDriving", {}).at(-1)!.path,
          description: "혈중알코올농도와 측정 거부·재범·사고 여부로 도로교통법 제148조의2 등의 법정형 범위와 면허 처분을 보여 줍니다.",
        }),
        breadcrumbJsonLd(siteUrl, breadcrumbTrail("drunkDriving", {})),
      ];
  }
}
