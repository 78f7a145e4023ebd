// JSON-LD of the practice itself (home and contact pages), from the office's saved facts. No rating or review
// markup: a practice may not rate itself (lawyer-advertising rules), and Google ignores self-serving reviews of a
// business. No opening hours: the office writes its hours in words, which schema.org's format cannot hold.
import type { SiteSettings } from "../office/site-facts";
import { attorneyJsonLd, legalServiceId, sameAsOf } from "./structured-data";
import { absoluteUrl, paths } from "../pages/page-map";

export function legalServiceJsonLd(siteUrl: string, site: SiteSettings): object {
  const sameAs = sameAsOf(site);
  return {
    "@context": "https://schema.org",
    "@type": "LegalService",
    "@id": legalServiceId(siteUrl),
    name: site.officeName,
    description: site.description,
    url: absoluteUrl(siteUrl, paths.home()),
    image: `${siteUrl}/attached_assets/og-default.png`,
    telephone: site.phone,
    email: site.email,
    areaServed: { "@type": "Country", name: "대한민국" },
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: "KR",
    },
    provider: attorneyJsonLd(siteUrl, site),
    serviceType: ["형사사건", "성범죄", "명예훼손", "사기", "교통사고"],
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: site.phone,
      availableLanguage: site.languages,
    },
    ...(sameAs.length ? { sameAs } : {}),
  };
}
