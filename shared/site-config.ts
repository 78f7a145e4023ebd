// Every fact about the office, in one place. The values are fictional placeholders:
// the owner replaces them here and every page, the footer, the contact page and the structured data follow.

export const SITE = {
  /** Office name shown in titles and the header. */
  name: "정의 형사법률사무소",
  shortName: "정의 법률사무소",
  attorneyName: "홍길동",
  attorneyTitle: "형사전문 변호사",
  barAssociation: "대한변호사협회",
  description: "형사사건 전문 변호사가 경찰조사, 성범죄, 음주운전, 명예훼손, 사기 사건을 24시간 상담합니다.",
  phone: "010-0000-0000",
  email: "contact@example.com",
  address: {
    street: "서울특별시 서초구 서초대로 000, 0층",
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
} as const;

export type SiteConfig = typeof SITE;

/** The phone number as a tel: link target. */
export function telHref(phone: string = SITE.phone): string {
  return `tel:${phone.replace(/[^0-9+]/g, "")}`;
}
