// JSON-LD builders (schema.org). Office facts come from site-config; pages pass what is theirs.
import { SITE } from "./site-config";

export function attorneyJsonLd(siteUrl: string): object {
  return {
    "@type": "Person",
    "@id": `${siteUrl}/about#attorney`,
    name: SITE.attorneyName,
    jobTitle: SITE.attorneyTitle,
    memberOf: { "@type": "Organization", name: SITE.barAssociation },
    url: `${siteUrl}/about`,
    knowsLanguage: ["ko", "en"],
  };
}

export function websiteJsonLd(siteUrl: string): object {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: SITE.name,
    url: `${siteUrl}/`,
    inLanguage: "ko-KR",
    potentialAction: {
      "@type": "SearchAction",
      target: `${siteUrl}/board?q={search_term_string}`,
      "query-input": "required name=search_term_string",
    },
  };
}

export function breadcrumbJsonLd(siteUrl: string, items: Array<{ name: string; path: string }>): object {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({ "@type": "ListItem", position: i + 1, name: item.name, item: siteUrl + item.path })),
  };
}
