import { describe, expect, it } from "vitest";
import { markdownImages, seoScore, seoScoreParts } from "./seo-score";

const chars = (n: number) => "가".repeat(n);
const words = (n: number) => Array.from({ length: n }, () => "법률").join(" ");
const base = { title: "", excerpt: "", content: "" };

describe("seo score: title 10–60 characters (+25)", () => {
  it.each([
    [9, 0],
    [10, 25],
    [60, 25],
    [61, 0],
  ])("%i characters → %i", (n, points) => {
    expect(seoScoreParts({ ...base, title: chars(n) }).title).toBe(points);
  });
  it("counts characters, not UTF-16 units, after trimming", () => {
    expect(seoScoreParts({ ...base, title: `  ${"😀".repeat(10)}  ` }).title).toBe(25);
  });
});

describe("seo score: excerpt 120–160 characters (+25)", () => {
  it.each([
    [119, 0],
    [120, 25],
    [160, 25],
    [161, 0],
  ])("%i characters → %i", (n, points) => {
    expect(seoScoreParts({ ...base, excerpt: chars(n) }).excerpt).toBe(points);
  });
  it("gives nothing for a missing excerpt", () => {
    expect(seoScoreParts({ ...base, excerpt: null }).excerpt).toBe(0);
  });
});

describe("seo score: at least 300 words (+20)", () => {
  it.each([
    [299, 0],
    [300, 20],
  ])("%i words → %i", (n, points) => {
    expect(seoScoreParts({ ...base, content: words(n) }).length).toBe(points);
  });
  it("counts Korean, Latin and number mixes as words", () => {
    expect(seoScoreParts({ ...base, content: Array.from({ length: 100 }, () => "음주운전 DUI 0.03%").join(" ") }).length).toBe(20);
  });
});

describe("seo score: focus keyword in the title (+15)", () => {
  it("needs a keyword that the title contains, letter case ignored", () => {
    expect(seoScoreParts({ ...base, title: "음주운전 처벌 기준", focusKeyword: "음주운전" }).keyword).toBe(15);
    expect(seoScoreParts({ ...base, title: "DUI penalties in Korea", focusKeyword: "dui" }).keyword).toBe(15);
    expect(seoScoreParts({ ...base, title: "음주운전 처벌 기준", focusKeyword: "명예훼손" }).keyword).toBe(0);
    expect(seoScoreParts({ ...base, title: "음주운전 처벌 기준", focusKeyword: "  " }).keyword).toBe(0);
    expect(seoScoreParts({ ...base, title: "음주운전 처벌 기준" }).keyword).toBe(0);
  });
});

describe("seo score: images with alt text (up to +15)", () => {
  it("gives nothing without images", () => {
    expect(seoScoreParts({ ...base, content: "글만 있습니다" }).imageAlt).toBe(0);
  });
  it("is proportional to the share of images with alt text", () => {
    const withAlt = "![단속 현장](/uploads/a.webp)";
    const withoutAlt = "![](/uploads/b.webp)";
    expect(seoScoreParts({ ...base, content: withAlt }).imageAlt).toBe(15);
    expect(seoScoreParts({ ...base, content: withoutAlt }).imageAlt).toBe(0);
    expect(seoScoreParts({ ...base, content: `${withAlt}\n${withoutAlt}` }).imageAlt).toBe(8);
    expect(seoScoreParts({ ...base, content: `${withAlt}\n${withoutAlt}\n${withoutAlt}` }).imageAlt).toBe(5);
  });
  it("reads alt text, source and an optional title", () => {
    expect(markdownImages('![음주 측정](/uploads/x.webp "측정 장면") 와 ![ ](https://e.com/y.png)')).toEqual([
      { alt: "음주 측정", src: "/uploads/x.webp" },
      { alt: "", src: "https://e.com/y.png" },
    ]);
  });
});

describe("seo score: total", () => {
  it("adds the parts up to 100", () => {
    const full = {
      title: "음주운전 처벌 기준과 대응",
      excerpt: chars(130),
      content: `${words(300)}\n![음주 측정](/uploads/x.webp)`,
      focusKeyword: "음주운전",
    };
    expect(seoScore(full)).toBe(100);
    expect(seoScore(base)).toBe(0);
  });
});
