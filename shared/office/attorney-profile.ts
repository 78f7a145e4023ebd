// The attorney's profile on the about page (and its ProfilePage/Person structured data): kept in the back office
// as a versioned setting. Apart from the home page's texts (practice-profile.ts), so the home page does not load it.
import { advertisingIssues } from "./advertising-issues";
import { NUL_MESSAGE, noNul } from "../lib/text-fields";
import { z } from "../lib/zod";

export const PROFILE_LIMITS = { headline: 60, intro: 300, line: 80, lines: 12, story: 6000, alt: 200, interviews: 6 } as const;

const line = (topic: string) =>
  z
    .string({ error: `${topic} 항목을 글자로 입력해주세요` })
    .trim()
    .min(1, `${topic} 항목이 비어 있습니다. 내용을 입력하거나 항목을 지워주세요`)
    .max(PROFILE_LIMITS.line, `${topic} 항목은 ${PROFILE_LIMITS.line}자 이내로 입력해주세요`)
    .refine(noNul, NUL_MESSAGE);
const lines = (topic: string) =>
  z
    .array(line(topic), { error: `${topic} 목록이 올바르지 않습니다` })
    .max(PROFILE_LIMITS.lines, `${topic}은(는) ${PROFILE_LIMITS.lines}개까지 입력할 수 있습니다`);

/** The photo: an image of the upload pipeline (re-encoded WebP in its sizes), or none (a neutral placeholder shows). */
const profilePhotoSchema = z.object({
  url: z
    .string()
    .trim()
    .regex(/^\/(?:uploads|attached_assets)\/[\w./-]+\.webp$/, "프로필 사진은 사진 올리기로 업로드한 이미지만 쓸 수 있습니다"),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z
    .string({ error: "사진 설명(대체 텍스트)을 입력해주세요" })
    .trim()
    .min(2, "사진 설명(대체 텍스트)을 입력해주세요")
    .max(PROFILE_LIMITS.alt, `사진 설명은 ${PROFILE_LIMITS.alt}자 이내로 입력해주세요`),
});

export const attorneyProfileSchema = z.object({
  photo: profilePhotoSchema.nullable(),
  headline: z
    .string({ error: "제목을 입력해주세요" })
    .trim()
    .min(2, "제목을 입력해주세요")
    .max(PROFILE_LIMITS.headline, `제목은 ${PROFILE_LIMITS.headline}자 이내로 입력해주세요`),
  intro: z
    .string({ error: "소개 문장을 입력해주세요" })
    .trim()
    .min(10, "소개 문장은 10자 이상 입력해주세요")
    .max(PROFILE_LIMITS.intro, `소개 문장은 ${PROFILE_LIMITS.intro}자 이내로 입력해주세요`),
  education: lines("학력"),
  career: lines("경력"),
  committees: lines("위원 활동"),
  awards: lines("수상"),
  languages: lines("상담 가능 언어"),
  /** Markdown, rendered by the shared renderer. */
  story: z
    .string({ error: "이야기를 글자로 입력해주세요" })
    .trim()
    .max(PROFILE_LIMITS.story, `이야기는 ${PROFILE_LIMITS.story.toLocaleString("ko-KR")}자 이내로 입력해주세요`)
    .refine(noNul, NUL_MESSAGE),
  /** Interviews the story refers to, by id: picked from the list, never typed addresses. */
  interviewIds: z
    .array(z.number({ error: "인터뷰를 목록에서 골라주세요" }).int().positive(), { error: "인터뷰 목록이 올바르지 않습니다" })
    .max(PROFILE_LIMITS.interviews, `연결할 인터뷰는 ${PROFILE_LIMITS.interviews}개까지 고를 수 있습니다`),
});

export type AttorneyProfile = z.output<typeof attorneyProfileSchema>;

/** The advertising rules on every line a visitor reads (the same refusals as the office's settings). */
export function profileAdvertisingIssues(p: AttorneyProfile, specialties: readonly string[]) {
  const listed = (key: "education" | "career" | "committees" | "awards" | "languages") =>
    p[key].map((value, i) => ({ path: [key, i], value }));
  return advertisingIssues(
    [
      { path: ["headline"], value: p.headline },
      { path: ["intro"], value: p.intro },
      ...listed("education"),
      ...listed("career"),
      ...listed("committees"),
      ...listed("awards"),
      ...listed("languages"),
      { path: ["story"], value: p.story },
    ],
    specialties,
  );
}

/** The about page's data: the profile with its interviews resolved to published ones (title and address). */
export interface PublicProfile extends AttorneyProfile {
  interviews: Array<{ id: number; title: string; slug: string; isSample: boolean }>;
  /** The story as HTML, rendered on the server by the shared Markdown renderer (the page ships no renderer). */
  storyHtml: string;
}

/** A template for the real attorney to replace: every ○○ line is a sample (the launch checklist counts them). */
export const SAMPLE_PROFILE: AttorneyProfile = {
  photo: null,
  headline: "처음 경찰 전화를 받은 그날 밤의 불안을 압니다",
  intro:
    "형사사건은 첫 대응이 결과를 좌우합니다. 무엇을 해야 할지 모르는 순간에 정확한 정보와 든든한 편이 되어 드리는 것, 그것이 제가 변호사로 일하는 이유입니다.",
  education: ["○○대학교 법학과 졸업", "○○대학교 법학전문대학원 졸업 (법학전문석사)", "변호사시험 합격"],
  career: [
    "현) ○○ 법률사무소 대표 변호사",
    "전) 법무법인 ○○ 형사팀 소속 변호사",
    "○○지방검찰청 실무수습 (법학전문대학원 재학 중)",
    "국선변호 및 피해자 국선변호 수행",
  ],
  committees: ["○○지방변호사회 형사법 연구위원회 위원", "○○경찰서 수사민원 상담위원", "○○구 마을변호사"],
  awards: [],
  languages: ["한국어", "영어 (상담 가능)"],
  story: [
    "변호사가 되기 전, 가까운 가족이 억울한 고소를 당한 일이 있었습니다. 경찰서에서 걸려 온 전화 한 통에 온 가족이 밤을 새웠고, 누구에게 물어야 할지도 몰라 인터넷 검색만 반복했습니다. 그때 느낀 막막함이 형사사건을 업으로 삼게 된 출발점이 되었습니다.",
    "형사사건의 의뢰인은 대부분 인생에서 처음 수사기관을 마주합니다. 출석요구서의 문구 하나, 조서의 표현 하나가 결과를 바꿀 수 있다는 사실을 모른 채 혼자 조사에 나가는 경우가 많습니다. 저는 의뢰인이 지금 어느 단계에 있고 무엇을 준비해야 하는지, 예상되는 가장 나쁜 경우와 좋은 경우가 무엇인지를 숨기지 않고 설명하는 것에서 변론을 시작합니다.",
    "약식명령을 받고 포기하려던 의뢰인과 함께 정식재판을 청구한 일, 가족에게 사기를 당해 상담조차 망설이던 부모님과 형사·민사 절차를 함께 밟은 일은 지금도 제가 사건을 대하는 기준이 되었습니다. 두 분의 이야기는 고객 인터뷰에서 직접 읽어 보실 수 있습니다.",
    "결과를 약속할 수는 없습니다. 그러나 맡은 사건은 처음부터 끝까지 제가 직접 챙기겠습니다. 혼자 고민하지 마시고 먼저 연락 주십시오.",
  ].join("\n\n"),
  interviewIds: [],
};

/** Profile lines that still hold a sample value (○○ placeholders, or the sample's own text). */
export function sampleProfileLines(p: AttorneyProfile): string[] {
  const all = [p.headline, p.intro, ...p.education, ...p.career, ...p.committees, ...p.awards, p.story];
  const samples = new Set([SAMPLE_PROFILE.headline, SAMPLE_PROFILE.intro, SAMPLE_PROFILE.story]);
  const out = all.filter((l) => l.includes("○○") || samples.has(l)).map((l) => (l.length > 40 ? `${l.slice(0, 40)}…` : l));
  if (!p.photo) out.push("프로필 사진 없음");
  return out;
}
