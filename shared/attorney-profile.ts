// The attorney's profile on the about page: a template for the real attorney to replace. Apart from the home
// page's texts (practice-profile.ts), so that the home page does not download it.
import { paths } from "./page-map";
import { SITE } from "./site-config";

export const ATTORNEY_PROFILE = {
  headline: "처음 경찰 전화를 받은 그날 밤의 불안을 압니다",
  intro:
    "형사사건은 첫 대응이 결과를 좌우합니다. 무엇을 해야 할지 모르는 순간에 정확한 정보와 든든한 편이 되어 드리는 것, 그것이 제가 변호사로 일하는 이유입니다.",
  education: ["○○대학교 법학과 졸업", "○○대학교 법학전문대학원 졸업 (법학전문석사)", "변호사시험 합격"],
  awards: ["○○지방변호사회 형사법 연구위원회 위원", "○○경찰서 수사민원 상담위원", "○○구 마을변호사", "대한변호사협회 형사법 연수 수료"],
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
