// JSON-LD of the practice itself (home and contact pages). No rating or review markup: a practice may not rate
// itself (lawyer-advertising rules), and Google ignores self-serving reviews of a business.
import { SITE } from "./site-config";
import { attorneyJsonLd, legalServiceId } from "./structured-data";
import { absoluteUrl, paths } from "./page-map";

export function legalServiceJsonLd(siteUrl: string): object {
  return {
    "@context": "https://schema.org",
    "@type": "LegalService",
    "@id": legalServiceId(siteUrl),
    name: SITE.name,
    description: SITE.description,
    url: absoluteUrl(siteUrl, paths.home()),
    image: `${siteUrl}/attached_assets/og-default.png`,
    telephone: SITE.phone,
    email: SITE.email,
    openingHours: "Mo-Su 00:00-24:00",
    areaServed: { "@type": "Country", name: "대한민국" },
    address: {
      "@type": "PostalAddress",
      streetAddress: SITE.address.street,
      addressLocality: SITE.address.locality,
      addressRegion: SITE.address.region,
      postalCode: SITE.address.postalCode,
      addressCountry: SITE.address.country,
    },
    provider: attorneyJsonLd(siteUrl),
    serviceType: ["형사사건", "성범죄", "명예훼손", "사기", "교통사고"],
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: SITE.phone,
      availableLanguage: ["Korean", "English"],
      hoursAvailable: "Mo-Su 00:00-24:00",
    },
  };
}
