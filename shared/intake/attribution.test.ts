import { describe, expect, it } from "vitest";
import { articleCtaSource, attributedArticleSlug } from "./attribution";

describe("attributedArticleSlug", () => {
  it("prefers the article whose consultation button was clicked", () => {
    expect(attributedArticleSlug({ ctaSource: articleCtaSource("drunk-driving"), landingPage: "/board/fraud/other" })).toBe(
      "drunk-driving",
    );
  });
  it("falls back to the article the visit began on, in any of its address shapes", () => {
    expect(attributedArticleSlug({ landingPage: "/board/traffic-accident/drunk-driving?utm_source=naver" })).toBe("drunk-driving");
    expect(attributedArticleSlug({ landingPage: "/board/fraud/%EC%A0%84%EC%84%B8-%EC%82%AC%EA%B8%B0" })).toBe("전세-사기");
    expect(attributedArticleSlug({ landingPage: "/post/drunk-driving" })).toBe("drunk-driving");
    expect(attributedArticleSlug({ ctaSource: "home:hero", landingPage: "/board/old-slug" })).toBe("old-slug");
  });
  it("attributes nothing to other pages", () => {
    expect(attributedArticleSlug({ ctaSource: "home:hero", landingPage: "/" })).toBeUndefined();
    expect(attributedArticleSlug({ landingPage: "/board/fraud" })).toBeUndefined();
    expect(attributedArticleSlug({ landingPage: "/interview/x" })).toBeUndefined();
    expect(attributedArticleSlug({ ctaSource: "board:", landingPage: null })).toBeUndefined();
    expect(attributedArticleSlug({})).toBeUndefined();
  });
});
