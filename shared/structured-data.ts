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

/** The about page: a ProfilePage whose main entity is the attorney. */
export function profilePageJsonLd(siteUrl: string): object {
  return {
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    url: absoluteUrl(siteUrl, paths.about()),
    inLanguage: "ko-KR",
    mainEntity: attorneyJsonLd(siteUrl),
  };
}

/** The contact page: a ContactPage about the practice. */
export function contactPageJsonLd(siteUrl: string): object {
  return {
    "@context": "https://schema.org",
    "@type": "ContactPage",
    url: absoluteUrl(siteUrl, paths.contact()),
    inLanguage: "ko-KR",
    about: { "@id": legalServiceId(siteUrl) },
  };
}

/** A board page: a CollectionPage listing its articles in order. */
export function collectionPageJsonLd(siteUrl: string, page: { name: string; path: string }, items: Array<{ name: string; path: string }>): object {
  return {
    "@context": "https://schema.org",
    "@type": "CollectionPage",
    name: page.name,
    url: absoluteUrl(siteUrl, page.path),
    inLanguage: "ko-KR",
    mainEntity: {
      "@type": "ItemList",
      numberOfItems: items.length,
      itemListElement: items.map((item, i) => ({ "@type": "ListItem", position: i + 1, name: item.name, url: absoluteUrl(siteUrl, item.path) })),
    },
  };
}
