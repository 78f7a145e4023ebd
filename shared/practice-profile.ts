// The attorney's profile and the home page's texts: a template for the real attorney to replace.
// No real person's name or registration number appears here (see shared/site-config.ts for contact facts).
import { paths } from "./page-map";
import { SITE } from "./site-config";

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
  { title: "24시간 연락", body: "경찰 연락은 시간을 가리지 않습니다. 한밤중에도 전화와 상담 신청에 답합니다." },
  { title: "철저한 비밀 보장", body: "상담 내용은 변호사의 비밀유지의무로 보호되며, 가족이나 직장에 알려지지 않습니다." },
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

export const ATTORNEY_PROFILE = {
  headline: "처음 경찰 전화를 받은 그날 밤의 불안을 압니다",
  intro:
    "형사사건은 첫 대응이 결과를 좌우합니다. 무엇을 해야 할지 모르는 순간에 정확한 정보와 든든한 편이 되어 드리는 것, 그것이 제가 변호사로 일하는 이유입니다.",
  education: ["○○대학교 법학과 졸업", "○○대학교 법학전문대학원 졸업 (법학전문석사)", "변호사시험 합격"],
  awards: ["○○지방변호사회 형사법 연구위원회 위원", "○○경찰서 수사민원 상담위원", "○○구 마을변호사", "대한변호사협회 형사법 전문 연수 수료"],
  languages: ["한국어", "영어 (상담 가능)"],
  career: [
    `현) ${SITE.name} 대표 변호사`,
    "전) 법무법인 ○○ 형사팀 소속 변호사",
    "○○지방검찰청 실무수습 (법학전문대학원 재학 중)",
    "국선변호 및 피해자 국선변호 다수 수행",
  ],
  story: [
    "변호사가 되기 전, 가까운 가족이 억울한 고소를 당한 일이 있었습니다. 경찰서에서 걸려 온 전화 한 통에 온 가족이 밤을 새웠고, 누구에게 물어야 할지도 몰라 인터넷 검색만 반복했습니다. 그때 느낀 막막함이 형사사건을 업으로 삼게 된 출발점이 되었습니다.",
    "형사사건의 의뢰인은 대부분 인생에서 처음 수사기관을 마주합니다. 출석요구서의 문구 하나, 조서의 표현 하나가 결과를 바꿀 수 있다는 사실을 모른 채 혼자 조사에 나가는 경우가 많습니다. 저는 의뢰인이 지금 어느 단계에 있고 무엇을 준비해야 하는지, 최악과 최선의 경우가 무엇인지를 숨기지 않고 설명하는 것에서 변론을 시작합니다.",
    "약식명령을 받고 포기하려던 의뢰인과 함께 정식재판을 청구해 무죄를 받은 일, 가족에게 사기를 당해 상담조차 망설이던 부모님과 형사·민사 절차를 함께 밟아 피해를 회복한 일은 지금도 제가 사건을 대하는 기준이 되었습니다. 두 분의 이야기는 고객 인터뷰에서 직접 읽어 보실 수 있습니다.",
    "결과를 약속할 수는 없습니다. 그러나 사건을 가장 잘 아는 변호사가 끝까지 곁에 있겠다는 약속은 드릴 수 있습니다. 혼자 고민하지 마시고 먼저 연락 주십시오.",
  ],
  storyLinks: [
    { href: paths.interview({ slug: "maternity-criminal-case-acquittal-process" }), label: "임신 중 시작된 상표법 위반 사건, 정식재판에서 무죄를 받기까지" },
    { href: paths.interview({ slug: "family-financial-fraud-legal-consultation-courage" }), label: "군 복무 중인 아들을 속인 친척, 상담을 결심하기까지" },
  ],
} as const;
