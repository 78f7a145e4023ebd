import { describe, expect, it } from "vitest";
import { CATEGORY_SLUGS } from "../content/category-slugs";
import { CASE_TYPES } from "./options";
import { CASE_TYPE_GUIDE_CATEGORY, promisedReply, whatToPrepare } from "./request-received";

describe("after a request is stored", () => {
  it("points every case type at a board category that exists, or at none", () => {
    for (const type of CASE_TYPES) {
      const slug = CASE_TYPE_GUIDE_CATEGORY[type];
      if (slug !== null) expect(CATEGORY_SLUGS as readonly string[]).toContain(slug);
    }
    expect(CASE_TYPE_GUIDE_CATEGORY.defamation).toBe("defamation");
    expect(CASE_TYPE_GUIDE_CATEGORY.police_investigation).toBe("police-investigation");
  });

  it("promises the office's own reply window, the urgent ones first", () => {
    expect(promisedReply("normal", 24)).toBe("변호사가 내용을 확인한 뒤 24시간 이내에 남겨주신 연락처로 연락드리는 것을 원칙으로 합니다.");
    expect(promisedReply("emergency", 48)).toContain("늦어도 2일 이내");
    expect(promisedReply("urgent", 12)).toContain("긴급한 신청부터 먼저 확인합니다");
  });

  it("lists the papers that fit the situation", () => {
    expect(whatToPrepare("sexual", "suspect")[0]).toContain("출석요구서");
    expect(whatToPrepare("traffic", "suspect")[0]).toContain("단속");
    expect(whatToPrepare("fraud", "defendant")[0]).toContain("공소장");
  });
});
