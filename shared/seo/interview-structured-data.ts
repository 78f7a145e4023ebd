// JSON-LD of an interview page: the Article (written up by the attorney, published by the office)
// and its breadcrumb trail.
import type { InterviewDetail } from "../content/board";
import type { SiteSettings } from "../office/site-facts";
import { guideModified } from "../lib/dates";
import { guidePageJsonLd } from "./guide-structured-data";
import { attorneyJsonLd, breadcrumbJsonLd, legalServiceId } from "./structured-data";
import { absoluteUrl, breadcrumbTrail, paths } from "../pages/page-map";

const absolute = (siteUrl: string, url: string) => (/^https?:\/\//i.test(url) ? url : siteUrl + url);

export function interviewJsonLd(siteUrl: string, interview: InterviewDetail, site: SiteSettings): object[] {
  const url = absoluteUrl(siteUrl, paths.interview({ slug: interview.slug }));
  const article = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: interview.isSample ? `(예시) ${interview.title}` : interview.title,
    description: interview.metaDescription || interview.excerpt,
    ...(interview.thumbnailImage ? { image: absolute(siteUrl, interview.thumbnailImage) } : {}),
    datePublished: interview.createdAt,
    dateModified: guideModified(interview.updatedAt, interview.review),
    author: attorneyJsonLd(siteUrl, site),
    publisher: { "@type": "LegalService", "@id": legalServiceId(siteUrl), name: site.officeName, url: absoluteUrl(siteUrl, paths.home()) },
    mainEntityOfPage: guidePageJsonLd(siteUrl, url, interview.review),
    ...(interview.keywords.length ? { keywords: interview.keywords.join(", ") } : {}),
    inLanguage: "ko-KR",
  };
  const breadcrumb = breadcrumbJsonLd(siteUrl, breadcrumbTrail("interview", { slug: interview.slug }, { interview: interview.title }));
  return [article, breadcrumb];
}
