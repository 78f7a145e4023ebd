import { describe, expect, it } from "vitest";
import { articleFrontMatterSchema, interviewFrontMatterSchema } from "./content-files";

const article = {
  id: 99,
  slug: "test-guide",
  category: "fraud",
  title: "사기죄 고소 대응 가이드 예시",
  excerpt: "가".repeat(100),
  summary: "사기죄 고소를 받았을 때 대응",
  publishDate: "2025-09-19",
  reviewedAt: "2026-11-23",
  lawAsOf: "2026-11-23",
  keywords: ["사기죄", "고소", "합의"],
  focusKeyword: "사기죄",
  complexity: 3,
  thumbnailAlt: "추상 일러스트",
  faqs: Array.from({ length: 5 }, (_, i) => ({ question: `질문 ${i} 입니다`, answer: "답변은 열 글자 이상입니다." })),
};

const issues = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  (r.error?.issues ?? []).map((i) => `${i.path.join(".")}: ${i.message}`);

describe("content front-matter", () => {
  it("requires the review date and the law's date, the latter not after the former", () => {
    expect(articleFrontMatterSchema.safeParse(article).success).toBe(true);
    expect(issues(articleFrontMatterSchema.safeParse({ ...article, reviewedAt: undefined }))).toEqual([
      expect.stringMatching(/^reviewedAt/),
    ]);
    expect(issues(articleFrontMatterSchema.safeParse({ ...article, lawAsOf: "2026-11-24" }))).toEqual([
      "lawAsOf: 법령 기준일은 검토일보다 늦을 수 없습니다",
    ]);
    expect(issues(articleFrontMatterSchema.safeParse({ ...article, reviewedAt: "2026-11-31" }))).toEqual([
      "reviewedAt: 존재하지 않는 날짜입니다",
    ]);
  });

  it("refuses a typed reading time: the seed computes it from the text", () => {
    expect(issues(articleFrontMatterSchema.safeParse({ ...article, readingTime: 8 }))).toEqual([expect.stringContaining("readingTime")]);
  });

  it("asks interviews for the same review dates", () => {
    const interview = {
      id: 20,
      slug: "story",
      title: "형사 사건을 겪은 의뢰인 이야기",
      excerpt: "가".repeat(50),
      createdAt: "2025-06-26",
      reviewedAt: "2026-11-23",
      lawAsOf: "2026-11-23",
      seoTitle: "의뢰인 이야기",
      metaDescription: "나".repeat(50),
      keywords: ["후기", "무죄", "정식재판"],
      thumbnailAlt: "추상 일러스트",
      caseType: "상표법",
      clientName: "김○○",
    };
    expect(interviewFrontMatterSchema.safeParse(interview).success).toBe(true);
    expect(issues(interviewFrontMatterSchema.safeParse({ ...interview, lawAsOf: undefined }))).toEqual([expect.stringMatching(/^lawAsOf/)]);
  });
});
