import { describe, expect, it } from "vitest";
import { pageIdFits, pageIdProblem, seoSettingCreateSchema, seoSettingUpdateSchema, structuredDataPatchSchema } from "./seo-settings-input";

const fieldsOf = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("seoSettingCreateSchema", () => {
  it("fills the defaults and empties blank optional fields", () => {
    const v = seoSettingCreateSchema.parse({ pageType: "home", title: " 홈 제목 ", description: "설명", ogImage: "", keywords: "" });
    expect(v).toMatchObject({
      pageType: "home",
      pageId: null,
      title: "홈 제목",
      ogImage: null,
      keywords: null,
      ogType: "website",
      ogLocale: "ko_KR",
      twitterCard: "summary_large_image",
      robots: "index,follow",
      structuredData: null,
    });
  });

  it("requires a title and a description within 60 and 160 characters, in Korean", () => {
    const r = seoSettingCreateSchema.safeParse({ pageType: "home", title: " ", description: "" });
    expect(fieldsOf(r)).toMatchObject({ title: "제목을 입력해주세요", description: "설명을 입력해주세요" });
    const long = seoSettingCreateSchema.safeParse({ pageType: "home", title: "가".repeat(61), description: "나".repeat(161) });
    expect(fieldsOf(long)).toMatchObject({ title: "제목은 60자 이내로 입력해주세요", description: "설명은 160자 이내로 입력해주세요" });
    expect(seoSettingCreateSchema.safeParse({ pageType: "home", title: "가".repeat(60), description: "나".repeat(160) }).success).toBe(
      true,
    );
  });

  it("refuses an unknown page type, robots value, a relative or javascript: URL", () => {
    const r = seoSettingCreateSchema.safeParse({
      pageType: "blog",
      title: "t",
      description: "d",
      robots: "all",
      ogImage: "/attached_assets/x.png",
      canonicalUrl: "javascript:alert(1)",
    });
    expect(fieldsOf(r)).toMatchObject({
      pageType: "페이지 유형을 선택해주세요",
      robots: "검색 노출(robots) 값을 선택해주세요",
      ogImage: expect.stringContaining("http:// 또는 https://"),
      canonicalUrl: expect.stringContaining("http:// 또는 https://"),
    });
  });

  it("checks the page id against the page type", () => {
    expect(pageIdProblem("home", null)).toBeUndefined();
    expect(pageIdProblem("home", "3")).toContain("입력하지 않습니다");
    expect(pageIdProblem("post", null)).toContain("번호(ID)");
    expect(pageIdProblem("post", "abc")).toContain("숫자");
    expect(pageIdProblem("post", "12")).toBeUndefined();
    expect(pageIdProblem("board-category", "defamation")).toBeUndefined();
    expect(pageIdProblem("board-category", "blog")).toContain("없는 카테고리");
    const r = seoSettingCreateSchema.safeParse({ pageType: "post", pageId: 12, title: "t", description: "d" });
    expect(r.success && r.data.pageId).toBe("12");
    expect(fieldsOf(seoSettingCreateSchema.safeParse({ pageType: "interview", title: "t", description: "d" }))).toHaveProperty("pageId");
  });

  it("stores valid structured data as typed and refuses invalid JSON with its line", () => {
    const ok = seoSettingCreateSchema.parse({ pageType: "about", title: "t", description: "d", structuredData: ' {"@type":"Person"} ' });
    expect(ok.structuredData).toBe('{"@type":"Person"}');
    const bad = structuredDataPatchSchema.safeParse({ structuredData: '{\n"a": 1,\n}' });
    expect(fieldsOf(bad).structuredData).toContain("2번째 줄");
    expect(structuredDataPatchSchema.parse({ structuredData: "" }).structuredData).toBeNull();
  });
});

describe("seoSettingUpdateSchema", () => {
  it("keeps only the fields sent, without filling defaults", () => {
    expect(seoSettingUpdateSchema.parse({ title: "새 제목" })).toEqual({ title: "새 제목" });
    expect(seoSettingUpdateSchema.parse({ isActive: false, robots: "noindex,follow" })).toEqual({
      isActive: false,
      robots: "noindex,follow",
    });
    expect(seoSettingUpdateSchema.safeParse({ title: "" }).success).toBe(false);
  });
});

describe("pageIdFits", () => {
  it("wants no page id for single pages and one for the types with many", () => {
    expect(pageIdFits("home", null)).toBe(true);
    expect(pageIdFits("home", "3")).toBe(false);
    expect(pageIdFits("post", "6")).toBe(true);
    expect(pageIdFits("post", undefined)).toBe(false);
    expect(pageIdFits("board-category", "")).toBe(false);
  });
});
