// The six board categories: their ids and slugs are fixed (addresses and stored posts depend on them).
// Used by the database seed, the board tabs and every category name shown.

export interface CategoryInfo {
  id: number;
  slug: string;
  name: string;
  /** Tab title and description on the board list. */
  title: string;
  description: string;
}

import { CATEGORY_SLUGS } from "./category-slugs";

export const CATEGORIES: readonly CategoryInfo[] = [
  {
    id: 1,
    slug: "sex-offend",
    name: "성범죄",
    title: "성범죄 법률 가이드",
    description: "강제추행, 성희롱, 통신매체이용음란, 성매매 등 성범죄 사건의 처벌 기준과 대응 방법을 안내합니다.",
  },
  {
    id: 2,
    slug: "defamation",
    name: "명예훼손",
    title: "명예훼손·모욕 법률 가이드",
    description: "온라인·오프라인 명예훼손과 모욕죄의 성립 요건, 증거 수집, 고소 절차를 안내합니다.",
  },
  {
    id: 3,
    slug: "fraud",
    name: "사기",
    title: "사기 사건 법률 가이드",
    description: "사기죄로 고소당했을 때와 사기 피해를 입었을 때의 대응 방법을 안내합니다.",
  },
  {
    id: 4,
    slug: "traffic-accident",
    name: "교통사고",
    title: "교통사고·음주운전 법률 가이드",
    description: "음주운전, 12대 중과실 교통사고의 처벌 기준과 집행유예를 위한 대응을 안내합니다.",
  },
  {
    id: 5,
    slug: "suspended-indictment",
    name: "기소/처분",
    title: "기소·처분 법률 가이드",
    description: "기소유예, 약식명령, 불송치 결정 등 수사 종결 처분과 그 대응 방법을 안내합니다.",
  },
  {
    id: 6,
    slug: "police-investigation",
    name: "경찰조사",
    title: "경찰조사 법률 가이드",
    description: "경찰 출석 요구부터 피의자 신문까지, 조사 단계에서 알아야 할 권리와 준비를 안내합니다.",
  },
];

export const ALL_POSTS_TAB = {
  slug: "",
  name: "전체",
  title: "법률 정보 게시판",
  description: "형사사건으로 어려움을 겪는 분들을 위한 법률 가이드를 한곳에 모았습니다.",
} as const;

/** Aliases seen in older links, mapped to the canonical slug. */
const CATEGORY_SLUG_ALIASES: Record<string, string> = { "sexual-crimes": "sex-offend" };

const UNKNOWN_CATEGORY_NAME = "기타";

function canonicalCategorySlug(slug: string): string {
  return CATEGORY_SLUG_ALIASES[slug] ?? slug;
}

export function findCategory(slug: string | null | undefined): CategoryInfo | undefined {
  if (!slug) return undefined;
  const canonical = canonicalCategorySlug(slug);
  return CATEGORIES.find((c) => c.slug === canonical);
}

export function categoryName(slug: string | null | undefined): string {
  return findCategory(slug)?.name ?? UNKNOWN_CATEGORY_NAME;
}

// The slug list and the records must agree (checked at load, so a mismatch fails every test run).
if (CATEGORIES.map((c) => c.slug).join() !== CATEGORY_SLUGS.join()) throw new Error("CATEGORY_SLUGS and CATEGORIES disagree");
