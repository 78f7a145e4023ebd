// JSON-LD parts of a guide's page (an article or an interview) that carry its legal review. Apart from
// structured-data.ts, which every page's chunk shares, so that only the guide pages load them.
import { seoulDate } from "../lib/dates";
import { absoluteUrl, paths } from "../pages/page-map";
import type { ReviewInfo } from "../content/review";

/**
 * The page a guide lives on, as its article's mainEntityOfPage: with a legal review, when it was last reviewed
 * and by whom (schema.org puts lastReviewed and reviewedBy on the WebPage, not on the article).
 */
export function guidePageJsonLd(siteUrl: string, url: string, review: ReviewInfo | null): object {
  if (!review) return { "@type": "WebPage", "@id": url };
  return {
    "@type": "WebPage",
    "@id": url,
    lastReviewed: seoulDate(review.reviewedAt),
    reviewedBy: { "@type": "Person", name: review.reviewer, jobTitle: "변호사", url: absoluteUrl(siteUrl, paths.about()) },
  };
}
