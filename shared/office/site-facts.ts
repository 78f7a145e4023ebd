// Small derivations of the office's facts that pages show (no validation code: public pages load this module, the
// rules of each field are in site-settings.ts, which only the back office and the server load).
import type { HomeTexts } from "./practice-profile";
import type { SiteSettings } from "./site-settings";
import type { PublicTestimonial } from "./testimonials";
import type { OfficeFacts, OfficePlaceholder } from "./office-placeholders";

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

/** "24시간 이내", "2일 이내": the promised reply window in words. */
export function replyWindowText(hours: number): string {
  return hours % 24 === 0 && hours > 24 ? `${hours / 24}일 이내` : `${hours}시간 이내`;
}

/** What each placeholder of the office's facts becomes. */
export function officePlaceholderValues(facts: OfficeFacts): Record<OfficePlaceholder, string> {
  return {
    "{사무소}": facts.officeName,
    // Saved in display form (the settings' rule formats it: 02-555-1234).
    "{전화번호}": facts.phone,
    "{상담시간}": facts.hours,
    "{답변시간}": replyWindowText(facts.replyWithinHours),
  };
}

const TOKEN = /\{[^{}\s]{1,10}\}/g;

/** Replaces each placeholder that `values` names; any other text, braces included, is kept as written. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(TOKEN, (token) => (Object.hasOwn(values, token) ? values[token] : token));
}

/** Shown with every testimonial and client interview. */
export const TESTIMONIAL_NOTICE = "의뢰인의 동의를 받아 게재했으며, 사건마다 사실관계가 달라 결과는 다를 수 있습니다.";

/**
 * Shown instead of the consent notice on a shipped sample interview (content file marked `sample: true`): a
 * fictional example presented as a client's story would be a false advertisement (변호사법 제23조 제2항 제1호).
 */
export const SAMPLE_INTERVIEW_NOTICE =
  "이 인터뷰는 사이트 구성을 보여 드리기 위해 지어낸 예시입니다. 실제 의뢰인의 이야기나 이 사무소가 맡은 사건의 결과가 아닙니다.";
/** The interview list and the about page while one or more samples are shown. */
export const SAMPLE_INTERVIEWS_LIST_NOTICE =
  "'예시'로 표시된 인터뷰는 사이트 구성을 보여 드리기 위해 지어낸 이야기로, 실제 의뢰인의 사건이 아닙니다.";
/** The label a sample carries wherever its title is shown. */
export const SAMPLE_LABEL = "예시";

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
