// The home page's texts (the attorney's profile is in attorney-profile.ts): a template for the real attorney to replace.
// No real person's name or registration number appears here (see shared/site-config.ts for contact facts).
import { paths } from "./page-map";

/**
 * What clients said, published with their consent. No star ratings: a practice may not rate itself, and a
 * quote must not promise more than the interview it comes from says.
 */
export interface Testimonial {
  quote: string;
  clientName: string;
  caseType: string;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    quote: "약식명령을 받고 막막했는데, 정식재판을 청구해 무죄를 받았습니다. 밤늦게 연락드려도 차분하게 설명해 주셔서 버틸 수 있었습니다.",
    clientName: "김○○",
    caseType: "상표법 위반 · 무죄",
  },
  {
    quote: "가족 사이의 일이라 상담조차 망설였는데, 형사 고소와 민사소송을 함께 진행했고 승소 판결을 받아 피해 금액을 절차에 따라 돌려받고 있습니다.",
    clientName: "박○○",
    caseType: "사기 피해 · 민사 승소",
  },
  {
    quote: "경찰 출석 전날 급하게 연락드렸는데 조사에 동행해 주셨습니다. 무엇을 말하고 무엇을 말하지 말아야 하는지 정확히 알려 주셨어요.",
    clientName: "이○○",
    caseType: "경찰조사 동행 · 불송치",
  },
];

export const REASONS = [
  { title: "형사사건 집중", body: "형사사건 한 분야에 집중해 수사 단계부터 재판까지 같은 변호사가 끝까지 책임집니다." },
  { title: "언제든 상담 신청", body: "경찰 연락은 시간을 가리지 않습니다. 온라인 상담 신청은 밤에도 접수되며, 변호사가 확인하는 대로 연락드립니다." },
  { title: "비밀유지", body: "변호사는 직무상 알게 된 비밀을 지킬 의무가 있습니다(변호사법 제26조). 가족이나 직장에 연락이 가지 않기를 바라시면 상담 신청서에 적어 주세요." },
  { title: "투명한 수임료", body: "사건을 맡기 전에 예상 비용과 진행 방식을 먼저 설명드리고, 추가 비용이 생기면 미리 알립니다." },
] as const;

export const SERVICE_AREAS = [
  {
    title: "일반 형사사건",
    body: "폭행·상해, 사기·횡령, 명예훼손, 경찰·검찰 조사 동행과 기소유예·불송치를 위한 변론.",
    href: paths.boardCategory({ category: "police-investigation" }),
  },
  {
    title: "성범죄",
    body: "강제추행, 통신매체이용음란, 카메라 촬영, 성매매 사건의 초기 대응과 피해자 대리.",
    href: paths.boardCategory({ category: "sex-offend" }),
  },
  {
    title: "교통사고",
    body: "음주운전, 12대 중과실 사고, 뺑소니 사건의 처벌 수위 분석과 집행유예를 위한 준비.",
    href: paths.boardCategory({ category: "traffic-accident" }),
  },
] as const;
