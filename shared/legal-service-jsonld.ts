// JSON-LD of the practice itself (home and contact pages), with the testimonials as reviews.
import { TESTIMONIALS } from "./practice-profile";
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
    aggregateRating: { "@type": "AggregateRating", ratingValue: 5, reviewCount: TESTIMONIALS.length, bestRating: 5 },
    review: TESTIMONIALS.map((t) => ({
      "@type": "Review",
      reviewRating: { "@type": "Rating", ratingValue: t.rating, bestRating: 5 },
      author: { "@type": "Person", name: t.clientName },
      reviewBody: t.quote,
    })),
  };
}
