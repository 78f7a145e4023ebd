// Every fact about the office, in one place. The values are fictional placeholders:
// the owner replaces them here and every page, the footer, the contact page and the structured data follow.

/**
 * Specialties the attorney has registered with the Korean Bar Association (e.g. "형사법"). Only a registered
 * specialty may be called "전문"; with none, the site says which cases the practice concentrates on.
 */
export const REGISTERED_SPECIALTIES: readonly string[] = [];

/** How the attorney is introduced: by a registered specialty when there is one, else by the practice's focus. */
export function attorneyTitleFor(specialties: readonly string[]): string {
  return specialties.length > 0 ? `${specialties.join("·")} 전문 변호사 (대한변호사협회 등록)` : "형사사건 중점 변호사";
}

export const SITE = {
  /** Office name shown in titles and the header. */
  name: "정의 형사법률사무소",
  shortName: "정의 법률사무소",
  attorneyName: "홍길동",
  attorneyTitle: attorneyTitleFor(REGISTERED_SPECIALTIES),
  barAssociation: "대한변호사협회",
  description: "형사사건을 중점적으로 맡는 변호사가 경찰조사, 성범죄, 음주운전, 명예훼손, 사기 사건 상담을 24시간 접수합니다.",
  phone: "010-0000-0000",
  email: "contact@example.com",
  address: {
    /** The street part only (schema.org streetAddress); the region and district are their own fields. */
    street: "서초대로 000, 0층",
    locality: "서초구",
    region: "서울특별시",
    postalCode: "00000",
    country: "KR",
  },
  hours: "24시간 상담",
  social: {
    youtube: "https://www.youtube.com/@example",
    blog: "https://blog.naver.com/example",
    linkedin: "https://www.linkedin.com/in/example",
  },
  languages: ["한국어", "English"],
  /** The lawyer answerable for the site's advertising (변호사 광고에 관한 규정): shown in the footer. */
  advertisingLawyer: "홍길동",
  /** 개인정보 보호책임자 (the footer names them; the privacy policy gives the contacts). */
  privacyOfficer: { name: "홍길동", position: "대표 변호사", phone: "010-0000-0000", email: "privacy@example.com" },
  /** The office's registration facts shown in the footer. */
  registration: {
    /** 대한변호사협회 등록번호 of the attorney. */
    barNumber: "제00000호",
    /** 사업자등록번호 of the office. */
    businessNumber: "000-00-00000",
  },
} as const;

export type SiteConfig = typeof SITE;

/** Shown with every testimonial and client interview (here, in the first chunk every page already loads). */
export const TESTIMONIAL_NOTICE = "의뢰인의 동의를 받아 게재했으며, 사건마다 사실관계가 달라 결과는 다를 수 있습니다.";

/** The phone number as a tel: link target. */
/** The address as written on an envelope: region, district, street. */
export function fullAddress(address: SiteConfig["address"] = SITE.address): string {
  return `${address.region} ${address.locality} ${address.street}`;
}

export function telHref(phone: string = SITE.phone): string {
  return `tel:${phone.replace(/[^0-9+]/g, "")}`;
}
