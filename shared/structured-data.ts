// JSON-LD builders (schema.org). Office facts come from site-config and every URL from the page map;
// pages pass what is theirs.
import { absoluteUrl, paths, withSearch, type Crumb } from "./page-map";
import { SITE } from "./site-config";

/** The node id of the practice (LegalService), so other pages can refer to it. */
export function legalServiceId(siteUrl: string): string {
  return `${absoluteUrl(siteUrl, paths.home())}#legalservice`;
}

export function attorneyJsonLd(siteUrl: string): object {
  const profileUrl = absoluteUrl(siteUrl, paths.about());
  return {
    "@type": "Person",
    "@id": `${profileUrl}#attorney`,
    name: SITE.attorneyName,
    jobTitle: SITE.attorneyTitle,
    memberOf: { "@type": "Organization", name: SITE.barAssociation },
    url: profileUrl,
    knowsLanguage: ["ko", "en"],
  };
}

export function websiteJsonLd(siteUrl: string): object {
  // The search box's placeholder must stay literal: withSearch would percent-encode its braces.
  const searchTarget = withSearch(absoluteUrl(siteUrl, paths.board()), "x").replace(/x$/, "{search_term_string}");
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: SITE.name,
    url: absoluteUrl(siteUrl, paths.home()),
    inLanguage: "ko-KR",
    potentialAction: {
      "@type": "SearchAction",
      target: searchTarget,
      "query-input": "required name=search_term_string",
    },
  };
}

export function breadcrumbJsonLd(siteUrl: string, items: Crumb[]): object {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({ "@type": "ListItem", position: i + 1, name: item.name, item: absoluteUrl(siteUrl, item.path) })),
  };
}
