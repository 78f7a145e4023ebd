import { describe, expect, it } from "vitest";
import { legalServiceJsonLd } from "@shared/seo/legal-service-jsonld";
import { SAMPLE_SITE_SETTINGS } from "@shared/office/site-settings";
import { breadcrumbJsonLd, websiteJsonLd } from "@shared/seo/structured-data";
import { readRichResults } from "./rich-results";

describe("readRichResults", () => {
  it("reads the site's own home structured data without problems", () => {
    const items = readRichResults([
      legalServiceJsonLd("https://law.example.kr", SAMPLE_SITE_SETTINGS),
      websiteJsonLd("https://law.example.kr", SAMPLE_SITE_SETTINGS),
    ]);
    expect(items.map((i) => i.type)).toEqual(["LegalService", "WebSite"]);
    expect(items.map((i) => i.kind)).toEqual(["법률 서비스", "웹사이트"]);
    expect(items[0].properties.map((p) => p.label)).toEqual(expect.arrayContaining(["이름", "전화", "주소", "제공자"]));
    expect(items.flatMap((i) => i.problems)).toEqual([]);
  });

  it("names what a business, an article, a breadcrumb and a FAQ lack", () => {
    const items = readRichResults({
      "@context": "https://schema.org",
      "@graph": [
        { "@type": "LegalService" },
        { "@type": "BlogPosting" },
        { "@type": "BreadcrumbList", itemListElement: [{ "@type": "ListItem", name: "홈" }] },
        { "@type": "FAQPage", mainEntity: [{ "@type": "Question", name: "처벌되나요?" }] },
      ],
    });
    const problems = items.flatMap((i) => i.problems);
    expect(problems).toEqual(
      expect.arrayContaining([
        "업체 결과에는 이름(name)이 필요합니다.",
        "업체 결과에는 주소(address)가 필요합니다.",
        "기사 결과에는 제목(headline)이 필요합니다.",
        "이동 경로 1번째 항목에 position이 없습니다.",
        "질문 1에 답변(acceptedAnswer.text)이 없습니다.",
      ]),
    );
  });

  it("reads a breadcrumb trail and FAQ questions, and flags rating markup and a missing @context", () => {
    const [crumbs] = readRichResults(
      breadcrumbJsonLd("https://law.example.kr", [
        { name: "홈", path: "/" },
        { name: "법률 정보", path: "/board" },
      ]),
    );
    expect(crumbs.properties).toContainEqual({ label: "경로", value: "홈 › 법률 정보" });
    const [faq] = readRichResults({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [{ "@type": "Question", name: "합의하면 끝나나요?", acceptedAnswer: { "@type": "Answer", text: "아닙니다." } }],
    });
    expect(faq.problems).toEqual([]);
    expect(faq.properties).toContainEqual({ label: "질문", value: "합의하면 끝나나요?" });
    const [rated] = readRichResults({ "@type": "LegalService", name: "사무소", address: "서울", aggregateRating: { ratingValue: 5 } });
    expect(rated.problems).toEqual(
      expect.arrayContaining(['@context("https://schema.org")가 없습니다.', expect.stringContaining("평점·후기 마크업")]),
    );
  });
});
