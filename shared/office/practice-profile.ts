// The home page's texts: the hero, the four reasons and the three service areas, kept in the back office as a
// versioned setting (the attorney's profile is in attorney-profile.ts, the testimonials in testimonials.ts).
// Texts may name the office's facts as {상담시간}, {답변시간} and {전화번호}: the page fills them in from the
// settings, so a promise about hours or replies follows the office's settings, never fixed text.
import { CATEGORY_SLUGS } from "../content/category-slugs";
import { advertisingIssues } from "./advertising-issues";
import { NUL_MESSAGE, noNul } from "../lib/text-fields";
import { z } from "../lib/zod";

/** Caps that keep the hero on a phone's first screen and the cards even. */
export const HOME_LIMITS = { headline: 40, headlineLines: 2, sub: 160, title: 16, body: 90 } as const;

const capped = (max: number, empty: string, topic: string) =>
  z.string({ error: empty }).trim().min(1, empty).max(max, `${topic} ${max}자 이내로 입력해주세요`).refine(noNul, NUL_MESSAGE);

const card = z.object({
  title: capped(HOME_LIMITS.title, "제목을 입력해주세요", "제목은"),
  body: capped(HOME_LIMITS.body, "설명을 입력해주세요", "설명은"),
});

export const homeTextsSchema = z.object({
  /** One or two lines (a line break splits them). */
  heroHeadline: capped(HOME_LIMITS.headline, "첫 화면 제목을 입력해주세요", "첫 화면 제목은").refine(
    (v) => v.split("\n").length <= HOME_LIMITS.headlineLines,
    `첫 화면 제목은 ${HOME_LIMITS.headlineLines}줄까지 쓸 수 있습니다`,
  ),
  heroSub: capped(HOME_LIMITS.sub, "첫 화면 설명을 입력해주세요", "첫 화면 설명은"),
  reasons: z.array(card, { error: "이유 목록이 올바르지 않습니다" }).length(4, "이유는 네 가지를 입력해주세요"),
  services: z
    .array(
      card.extend({
        category: z.enum(CATEGORY_SLUGS, { error: "연결할 카테고리를 목록에서 골라주세요" }),
      }),
      { error: "업무 분야 목록이 올바르지 않습니다" },
    )
    .length(3, "업무 분야는 세 가지를 입력해주세요"),
});

export type HomeTexts = z.output<typeof homeTextsSchema>;
export type HomeTextsInput = z.input<typeof homeTextsSchema>;

export function homeAdvertisingIssues(h: HomeTexts, specialties: readonly string[]) {
  return advertisingIssues(
    [
      { path: ["heroHeadline"], value: h.heroHeadline },
      { path: ["heroSub"], value: h.heroSub },
      ...h.reasons.flatMap((r, i) => [
        { path: ["reasons", i, "title"], value: r.title },
        { path: ["reasons", i, "body"], value: r.body },
      ]),
      ...h.services.flatMap((s, i) => [
        { path: ["services", i, "title"], value: s.title },
        { path: ["services", i, "body"], value: s.body },
      ]),
    ],
    specialties,
  );
}

export const SAMPLE_HOME_TEXTS: HomeTexts = {
  heroHeadline: "형사사건, 혼자 고민하지 마세요.\n첫 대응이 결과를 바꿉니다.",
  heroSub:
    "경찰 출석 요구, 음주운전 단속, 명예훼손 고소, 성범죄 혐의까지. 지금 어느 단계에 있는지, 무엇을 준비해야 하는지 변호사가 직접 설명드립니다.",
  reasons: [
    { title: "형사사건 집중", body: "형사사건에 집중해 수사 단계부터 재판까지 같은 변호사가 직접 맡습니다." },
    { title: "언제든 상담 신청", body: "온라인 상담 신청은 밤에도 접수되며, {답변시간} 연락드리는 것을 원칙으로 합니다." },
    {
      title: "비밀유지",
      body: "변호사는 직무상 알게 된 비밀을 지킬 의무가 있습니다(변호사법 제26조). 가족이나 직장에 연락이 가지 않기를 바라시면 상담 신청서에 적어 주세요.",
    },
    { title: "투명한 수임료", body: "사건을 맡기 전에 예상 비용과 진행 방식을 먼저 설명드리고, 추가 비용이 생기면 미리 알립니다." },
  ],
  services: [
    {
      title: "일반 형사사건",
      body: "폭행·상해, 사기·횡령, 명예훼손 사건의 경찰 조사 동행과 수사 단계 변론.",
      category: "police-investigation",
    },
    { title: "성범죄", body: "강제추행, 통신매체이용음란, 카메라 촬영, 성매매 사건의 초기 대응과 피해자 대리.", category: "sex-offend" },
    { title: "교통사고", body: "음주운전, 12대 중과실 사고, 뺑소니 사건의 처벌 수위 분석과 재판 준비.", category: "traffic-accident" },
  ],
};
