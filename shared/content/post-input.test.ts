import { describe, expect, it } from "vitest";
import { isThumbnailSource, POST_LIMITS, postInputSchema } from "./post-input";

const valid = { title: "음주운전 처벌 기준", content: "## 본문\n\n내용", categoryId: 4 };
const messages = (input: unknown) => {
  const r = postInputSchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("postInputSchema", () => {
  it("accepts a minimal post and fills the defaults", () => {
    const post = postInputSchema.parse(valid);
    expect(post).toMatchObject({
      title: "음주운전 처벌 기준",
      status: "published",
      slug: null,
      excerpt: null,
      publishDate: null,
      thumbnailImage: null,
    });
  });
  it("drops fields the server owns, such as an id in the body", () => {
    const post = postInputSchema.parse({ ...valid, id: 99, authorId: 7, seoScore: 100, readingTime: 1, views: 5 });
    expect(post).not.toHaveProperty("id");
    expect(post).not.toHaveProperty("seoScore");
    expect(post).not.toHaveProperty("authorId");
  });
  it("names each missing required field in Korean", () => {
    expect(messages({})).toMatchObject({
      title: "제목을 입력해주세요",
      content: "내용을 입력해주세요",
      categoryId: "카테고리를 선택해주세요",
    });
    expect(messages({ ...valid, title: "   " }).title).toBe("제목을 입력해주세요");
    expect(messages({ ...valid, content: " \n " }).content).toBe("내용을 입력해주세요");
    expect(messages({ ...valid, categoryId: 0 }).categoryId).toBe("카테고리를 선택해주세요");
  });
  it("caps each text at its limit", () => {
    expect(messages({ ...valid, title: "가".repeat(POST_LIMITS.title) })).toEqual({});
    expect(messages({ ...valid, title: "가".repeat(POST_LIMITS.title + 1) }).title).toBe("제목은 200자 이내로 입력해주세요");
    expect(messages({ ...valid, content: "가".repeat(POST_LIMITS.content + 1) }).content).toBe("내용은 200,000자 이내로 입력해주세요");
    expect(messages({ ...valid, excerpt: "가".repeat(161) }).excerpt).toBe("요약은 160자 이내로 입력해주세요");
    expect(messages({ ...valid, seoTitle: "가".repeat(61) }).seoTitle).toMatch(/60자/);
    expect(messages({ ...valid, metaDescription: "가".repeat(161) }).metaDescription).toMatch(/160자/);
    expect(messages({ ...valid, focusKeyword: "가".repeat(101) }).focusKeyword).toBe("포커스 키워드는 100자 이내로 입력해주세요");
  });
  it("refuses a NUL character", () => {
    expect(messages({ ...valid, title: "제목\u0000" }).title).toBe("허용되지 않는 문자가 포함되어 있습니다");
  });
  it("accepts only published or draft", () => {
    expect(postInputSchema.parse({ ...valid, status: "draft" }).status).toBe("draft");
    expect(messages({ ...valid, status: "scheduled" }).status).toBe("게시 상태를 선택해주세요");
  });
  it("accepts a slug only in the slug rule's shape, Hangul included", () => {
    expect(postInputSchema.parse({ ...valid, slug: "음주운전-처벌-기준-2026" }).slug).toBe("음주운전-처벌-기준-2026");
    for (const slug of ["Upper-Case", "a--b", "-a", "a b", "a/b", "<script>"])
      expect(messages({ ...valid, slug }).slug, slug).toMatch(/하이픈/);
  });
  it("takes a publish date with its offset", () => {
    expect(postInputSchema.parse({ ...valid, publishDate: "2026-12-01T09:00:00+09:00" }).publishDate).toBe("2026-12-01T09:00:00+09:00");
    expect(messages({ ...valid, publishDate: "내일" }).publishDate).toBe("게시 일시가 올바르지 않습니다");
  });
  it("accepts only absolute http(s) URLs, or nothing, for the OG image and canonical URL", () => {
    expect(postInputSchema.parse({ ...valid, ogImage: "", canonicalUrl: "https://example.com/a" })).toMatchObject({
      ogImage: null,
      canonicalUrl: "https://example.com/a",
    });
    for (const url of ["/relative", "javascript:alert(1)", "ftp://x.com/a", "https://"]) {
      expect(messages({ ...valid, ogImage: url }).ogImage, url).toBe(
        "대표 이미지(OG) 주소는 http:// 또는 https://로 시작하는 전체 주소로 입력해주세요",
      );
      expect(messages({ ...valid, canonicalUrl: url }).canonicalUrl, url).toMatch(/http/);
    }
  });
  it("asks for alt text when there is a thumbnail", () => {
    expect(messages({ ...valid, thumbnailImage: "/uploads/a.webp" }).thumbnailAlt).toBe(
      "썸네일 이미지를 설명하는 대체 텍스트를 입력해주세요",
    );
    expect(messages({ ...valid, thumbnailImage: "/uploads/a.webp", thumbnailAlt: "단속 현장" })).toEqual({});
  });
});

describe("isThumbnailSource", () => {
  it("accepts empty, http(s), site paths and image data URLs", () => {
    for (const v of ["", "https://e.com/a.png", "http://e.com/a", "/uploads/a.webp", "data:image/png;base64,iVBORw0K"])
      expect(isThumbnailSource(v), v).toBe(true);
  });
  it("refuses scripts, protocol-relative URLs and non-image data", () => {
    for (const v of [
      "javascript:alert(1)",
      "//evil.com/a.png",
      "data:text/html;base64,PHNjcmlwdD4=",
      "data:image/svg+xml;base64,PHN2Zz4=",
      "uploads/a.webp",
    ]) {
      expect(isThumbnailSource(v), v).toBe(false);
    }
  });
});
