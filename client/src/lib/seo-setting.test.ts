import { describe, expect, it } from "vitest";
import type { PublicSeoSetting } from "@shared/seo/seo-settings";
import { publicSeoSetting } from "@/test/data";
import { headTags, headTagsToHtml } from "./head";
import { applySeoSetting } from "./seo-setting";
import { SAMPLE_SITE_SETTINGS as SITE } from "@shared/office/site-settings";

const SITE_URL = "https://law.example.kr";
const pageTags = (robots?: string) =>
  headTags(
    {
      title: "기사 제목 | 사무소",
      description: "기사의 요약",
      canonicalPath: "/board/fraud/a",
      keywords: "사기",
      ogType: "article",
      ogImage: "/attached_assets/articles/a-1600.webp",
      robots,
      jsonLd: [{ "@type": "BlogPosting", headline: "기사 제목" }],
    },
    SITE_URL,
    "사무소",
  );

const setting = (over: Partial<PublicSeoSetting> = {}) =>
  publicSeoSetting({ pageType: "post", pageId: "1", title: "설정 제목", description: "설정 설명", ogType: "article", ...over });

const content = (tags: ReturnType<typeof pageTags>, key: string) =>
  tags.find((t) => t.attrs.name === key || t.attrs.property === key)?.attrs.content;

describe("applySeoSetting", () => {
  it("leaves the page's tags alone without a setting", () => {
    const tags = pageTags();
    expect(applySeoSetting(tags, undefined, SITE)).toBe(tags);
  });

  it("takes the setting's title and description everywhere they appear, keeping the page's own other fields", () => {
    const out = applySeoSetting(pageTags(), setting(), SITE);
    expect(out.find((t) => t.tag === "title")?.text).toBe("설정 제목");
    expect(content(out, "description")).toBe("설정 설명");
    expect(content(out, "og:title")).toBe("설정 제목");
    // X falls back to Open Graph: no twitter:* copy of what og:* already says.
    expect(content(out, "twitter:description")).toBeUndefined();
    expect(content(out, "twitter:title")).toBeUndefined();
    // What the setting leaves empty stays the page's own.
    expect(content(out, "keywords")).toBe("사기");
    expect(content(out, "og:image")).toBe(`${SITE_URL}/attached_assets/articles/a-1600.webp`);
    expect(out.find((t) => t.attrs.rel === "canonical")?.attrs.href).toBe(`${SITE_URL}/board/fraud/a`);
    expect(out.filter((t) => t.tag === "script")).toHaveLength(1);
  });

  it("uses og and twitter fields over the title, and a new picture drops the old picture's size", () => {
    const tags = [...pageTags()];
    tags.splice(tags.findIndex((t) => t.attrs.property === "og:image") + 1, 0, {
      tag: "meta",
      attrs: { property: "og:image:width", content: "1600" },
    });
    const out = applySeoSetting(
      tags,
      setting({
        ogTitle: "공유 제목",
        twitterTitle: "트윗 제목",
        ogImage: "https://cdn.example.kr/a.png",
        canonicalUrl: "https://law.example.kr/x",
      }),
      SITE,
    );
    expect(content(out, "og:title")).toBe("공유 제목");
    expect(content(out, "twitter:title")).toBe("트윗 제목");
    expect(content(out, "twitter:image")).toBeUndefined();
    expect(content(out, "og:image:width")).toBeUndefined();
    expect(content(out, "og:url")).toBe("https://law.example.kr/x");
    expect(out.find((t) => t.attrs.rel === "canonical")?.attrs.href).toBe("https://law.example.kr/x");
  });

  it("keeps a page's own noindex (a search result), otherwise takes the setting's robots", () => {
    expect(
      content(applySeoSetting(pageTags("noindex,follow"), setting({ robots: "index,follow" }), SITE, "noindex,follow"), "robots"),
    ).toBe("noindex,follow");
    expect(content(applySeoSetting(pageTags(), setting({ robots: "noindex,nofollow" }), SITE), "robots")).toBe("noindex,nofollow");
  });

  it("lays the structured data over the page's own, escaped so that it cannot leave its script", () => {
    const out = applySeoSetting(pageTags(), setting({ structuredData: [{ name: "</script><!--" }, { "@type": "Thing" }] }), SITE);
    const scripts = out.filter((t) => t.tag === "script");
    expect(scripts).toHaveLength(2);
    const html = headTagsToHtml(out);
    expect(html).not.toContain("</script><!--");
    expect(JSON.parse(scripts[0].text!)).toEqual({ "@type": "BlogPosting", headline: "기사 제목", name: "</script><!--" });
    expect(JSON.parse(scripts[1].text!)).toEqual({ "@type": "Thing" });
  });

  it("applies only the structured data of a page that has no setting, and never the office's old facts", () => {
    const tags = headTags(
      { title: "홈", description: "설명", canonicalPath: "/", jsonLd: [{ "@type": "LegalService", telephone: SITE.phone }] },
      SITE_URL,
      "사무소",
    );
    const patch = setting({ structuredDataOnly: true, title: "", structuredData: { telephone: "02-0000-0000", alternateName: "정의" } });
    const out = applySeoSetting(tags, patch, SITE);
    expect(out.find((t) => t.tag === "title")?.text).toBe("홈");
    expect(JSON.parse(out.find((t) => t.tag === "script")!.text!)).toEqual({
      "@type": "LegalService",
      telephone: SITE.phone,
      alternateName: "정의",
    });
  });
});
