// Small derivations of the office's facts that pages show (no validation code: public pages load this module, the
// rules of each field are in site-settings.ts, which only the back office and the server load).
import type { HomeTexts } from "./practice-profile";
import type { SiteSettings } from "./site-settings";
import type { PublicTestimonial } from "./testimonials";

export type { SiteSettings };

/** The bar every Korean attorney is registered with (not a setting). */
export const BAR_ASSOCIATION = "대한변호사협회";

/** How the attorney is introduced: by a registered specialty when there is one, else by the practice's focus. */
export function attorneyTitleFor(specialties: readonly string[]): string {
  return specialties.length > 0 ? `${specialties.join("·")} 전문 변호사 (${BAR_ASSOCIATION} 등록)` : "형사사건 중점 변호사";
}

/** The address as written on an envelope: region, district, street. */
export function fullAddress(address: SiteSettings["address"]): string {
  return `${address.region} ${address.locality} ${address.street}`;
}

/** The phone number as a tel: link target. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, "")}`;
}

/** Shown with every testimonial and client interview. */
export const TESTIMONIAL_NOTICE = "의뢰인의 동의를 받아 게재했으며, 사건마다 사실관계가 달라 결과는 다를 수 있습니다.";

/** The home page's data besides the newest guides: its texts and the published testimonials. */
export interface HomeContent {
  texts: HomeTexts;
  testimonials: PublicTestimonial[];
}

/** Keys of the public pages' data (the server's page data and the client's page-data cache agree on them). */
export const siteKeys = {
  home: () => ["site", "home"] as const,
  profile: () => ["site", "profile"] as const,
  /** The privacy policy's page: "" for the current version, else the version's identifier. */
  privacy: (version: string) => ["site", "privacy", version] as const,
};
