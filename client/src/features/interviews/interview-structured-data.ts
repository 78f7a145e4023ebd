// JSON-LD of an interview page: the Article (written up by the attorney, published by the office)
// and its breadcrumb trail.
import type { InterviewDetail } from "@shared/board";
import { SITE } from "@shared/site-config";
import { attorneyJsonLd, breadcrumbJsonLd } from "@shared/structured-data";

const absolute = (siteUrl: string, url: string) => (/^https?:\/\//i.test(url) ? url : siteUrl + url);

export function interviewJsonLd(siteUrl: string, interview: InterviewDetail, canonicalPath: string): object[] {
  const url = siteUrl + canonicalPath;
  const article = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: interview.title,
    description: interview.metaDescription || interview.excerpt,
    ...(interview.thumbnailImage ? { image: absolute(siteUrl, interview.thumbnailImage) } : {}),
    datePublished: interview.createdAt,
    dateModified: interview.updatedAt,
    author: attorneyJsonLd(siteUrl),
    publisher: { "@type": "LegalService", "@id": `${siteUrl}/#legalservice`, name: SITE.name, url: `${siteUrl}/` },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    ...(interview.keywords.length ? { keywords: interview.keywords.join(", ") } : {}),
    inLanguage: "ko-KR",
  };
  const breadcrumb = breadcrumbJsonLd(siteUrl, [
    { name: "홈", path: "/" },
    { name: "고객 인터뷰", path: "/interview" },
    { name: interview.title, path: canonicalPath },
  ]);
  return [article, breadcrumb];
}
