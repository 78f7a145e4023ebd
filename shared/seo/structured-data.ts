// JSON-LD builders (schema.org). Office facts come from the saved settings and every URL from the page map;
// pages pass what is theirs.
import { absoluteUrl, paths, withSearch, type Crumb } from "../pages/page-map";
import { attorneyTitleFor, BAR_ASSOCIATION, type SiteSettings } from "../office/site-facts";

/** The node id of the practice (LegalService), so other pages can refer to it. */
export function legalServiceId(siteUrl: string): string {
  return `${absoluteUrl(siteUrl, paths.home())}#legalservice`;
}

/** What the about page adds to the attorney's node: the photo, schools and languages of the saved profile. */
export interface ProfileFacts {
  photo: { url: string } | null;
  education: readonly string[];
  languages: readonly string[];
}

/** The social profiles given in the settings (schema.org sameAs). */
export function sameAsOf(site: SiteSettings): string[] {
  return Object.values(site.social).filter((url) => url !== "");
}

export function attorneyJsonLd(siteUrl: string, site: SiteSettings, profile?: ProfileFacts): object {
  const profileUrl = absoluteUrl(siteUrl, paths.about());
  const sameAs = sameAsOf(site);
  return {
    "@type": "Person",
    "@id": `${profileUrl}#attorney`,
    name: site.attorneyName,
    jobTitle: attorneyTitleFor(site.registeredSpecialties),
    memberOf: { "@type": "Organization", name: BAR_ASSOCIATION },
    url: profileUrl,
    knowsLanguage: profile?.languages.length ? [...profile.languages] : [...site.languages],
    ...(profile?.photo ? { image: absoluteUrl(siteUrl, profile.photo.url) } : {}),
    ...(profile?.education.length ? { alumniOf: profile.education.map((name) => ({ "@type": "EducationalOrganization", name })) } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

export function websiteJsonLd(siteUrl: string, site: SiteSettings): object {
  // The search box's placeholder must stay literal: withSearch would percent-encode its braces.
  const searchTarget = withSearch(absoluteUrl(siteUrl, paths.board()), "x").replace(/x$/, "{search_term_string}");
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: site.officeName,
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
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: absoluteUrl(siteUrl, item.path),
    })),
  };
}

/** The about page: a ProfilePage whose main entity is the attorney. */
export function profilePageJsonLd(siteUrl: string, site: SiteSettings, profile?: ProfileFacts): object {
  return {
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    url: absoluteUrl(siteUrl, paths.about()),
    inLanguage: "ko-KR",
    mainEntity: attorneyJsonLd(siteUrl, site, profile),
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
export function collectionPageJsonLd(
  siteUrl: string,
  page: { name: string; path: string },
  items: Array<{ name: string; path: string }>,
): object {
  return {
    "@context": "https://schema.org",
    "@type": "CollectionPage",
    name: page.name,
    url: absoluteUrl(siteUrl, page.path),
    inLanguage: "ko-KR",
    mainEntity: {
      "@type": "ItemList",
      numberOfItems: items.length,
      itemListElement: items.map((item, i) => ({
        "@type": "ListItem",
        position: i + 1,
        name: item.name,
        url: absoluteUrl(siteUrl, item.path),
      })),
    },
  };
}

/** A free public tool: a WebApplication offered by the practice, without a price. */
export function toolJsonLd(siteUrl: string, site: SiteSettings, tool: { name: string; path: string; description: string }): object {
  return {
    "@context": "https://schema.org",
    "@type": "WebApplication",
    name: tool.name,
    url: absoluteUrl(siteUrl, tool.path),
    description: tool.description,
    applicationCategory: "UtilitiesApplication",
    operatingSystem: "All",
    inLanguage: "ko-KR",
    isAccessibleForFree: true,
    offers: { "@type": "Offer", price: "0", priceCurrency: "KRW" },
    provider: { "@id": legalServiceId(siteUrl), name: site.officeName },
  };
}
