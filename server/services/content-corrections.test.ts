// Legal corrections to the guides (law in force in November 2026), checked phrase by phrase: what each
// article must now say, and the wrong statement it must no longer make.
import { describe, expect, it } from "vitest";
import { loadContentFiles } from "./content-loader";

const articles = new Map(loadContentFiles().articles.map((a) => [a.frontMatter.slug, a]));
/** Body and FAQ answers: everything a reader of the article sees. */
const textOf = (slug: string) => {
  const a = articles.get(slug);
  if (!a) throw new Error(`no article ${slug}`);
  return [a.body, ...a.frontMatter.faqs.map((f) => `${f.question} ${f.answer}`)].join("\n");
};

const CORRECTIONS: Array<{ what: string; slugs: string[]; must: string[]; mustNot?: RegExp[] }> = [
  {
    what: "정보통신망법 제70조 제1항 has no 금고: 3년 이하의 징역 또는 3천만 원 이하의 벌금",
    slugs: ["defamation-requirements-real-cases-guide", "cyber-evidence-collection-youtube-comments-legal-methodology"],
    must: ["정보통신망법 제70조 제1항", "3년 이하 징역 또는 3,000만 원 이하 벌금"],
    mustNot: [/제70조 제1항[^\n|]*\|[^\n|]*금고/, /제70조 제1항에 따라[^.]*금고/],
  },
  {
    what: "fraud between relatives: 친고죄 since the 2024 Constitutional Court decision and the 2025 amendment, 6-month complaint period",
    slugs: ["fraud-complaint-response-guide"],
    must: ["2020헌마468", "형법 제328조", "형법 제354조", "친고죄", "범인을 알게 된 날부터 6개월", "형사소송법 제230조 제1항"],
    mustNot: [/일반 사기죄는 친고죄가 아니어서 6개월 같은 고소기간 제한은 없고/],
  },
  {
    what: "licence appeal: 60 days from receiving the decision; 행정심판 before a lawsuit",
    slugs: ["drunk-driving-penalties-comprehensive-guide"],
    must: ["처분을 받은 날부터 60일", "도로교통법 제94조 제1항", "행정심판법 제27조", "도로교통법 제142조"],
    mustNot: [/처분을 안 날부터 60일/],
  },
  {
    what: "형사공탁 since 2025-01-17: the victim is heard first, and the deposit cannot be taken back at will",
    slugs: [
      "communication-media-obscenity-crime-guide",
      "fraud-complaint-response-guide",
      "south-korea-12-major-traffic-violations-suspended-sentence-guide",
      "suspended-indictment-guide-criminal-defense-lawyer",
    ],
    must: ["2025. 1. 17.", "형사소송법 제294조의5", "공탁법 제9조의2"],
  },
  {
    what: "deepfakes: the 2024 amendment of 성폭력처벌법 제14조의2 (making 7 years; possessing or viewing punished)",
    slugs: ["cyber-harassment-response-guide-victims-suspects"],
    must: ["성폭력처벌법 제14조의2", "7년 이하의 징역 또는 5,000만 원 이하의 벌금", "소지·구입·저장하거나 시청", "3년 이하의 징역 또는 3,000만 원 이하의 벌금"],
  },
  {
    what: "the prosecution reform: 검찰청 abolished on 2026-10-02 (공소청, 중대범죄수사청); unsettled details said plainly",
    slugs: [
      "fraud-complaint-response-guide",
      "non-prosecution-response-guide-accused-complainant-case-examples",
      "police-investigation-suspect-rights-guide",
      "suspended-indictment-guide-criminal-defense-lawyer",
      "summary-indictment-acquittal-response-guide",
    ],
    must: ["2026. 10. 2.부터 검찰청이 폐지", "공소청", "중대범죄수사청", "처분 통지서에 적힌 불복 방법과 기한"],
  },
];

describe("legal corrections", () => {
  for (const c of CORRECTIONS) {
    for (const slug of c.slugs) {
      it(`${slug}: ${c.what}`, () => {
        const text = textOf(slug);
        expect(c.must.filter((p) => !text.includes(p))).toEqual([]);
        expect((c.mustNot ?? []).filter((re) => re.test(text)).map(String)).toEqual([]);
      });
    }
  }
});
