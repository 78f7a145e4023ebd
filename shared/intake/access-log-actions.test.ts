import { describe, expect, it } from "vitest";
import { describeAccess, routeDetail, routeName } from "./access-log-actions";

describe("routeName", () => {
  it("names a literal segment before a parameter, and no route for an unknown method or path", () => {
    expect(routeName("PUT", "/api/testimonials/order")).toBe("의뢰인 후기 순서 변경");
    expect(routeName("PUT", "/api/testimonials/3")).toBe("의뢰인 후기 수정");
    expect(routeName("PATCH", "/api/seo-settings/page/about")).toBe("구조화 데이터 저장");
    expect(routeName("GET", "/api/seo-settings")).toBeNull();
    expect(routeName("POST", "/api/somewhere-new")).toBeNull();
  });
});

describe("describeAccess", () => {
  it("reads back what routeDetail stores", () => {
    expect(describeAccess("seo-change", routeDetail("PATCH", "/api/seo-settings/4", "법률 가이드 12")).label).toBe(
      "SEO 설정 수정 — 법률 가이드 12",
    );
  });

  it("names a recorded route with its subject, and keeps the words of other entries as a note", () => {
    expect(describeAccess("seo-change", "DELETE /api/seo-settings/2 — 변호사 소개")).toEqual({
      label: "SEO 설정 삭제 — 변호사 소개",
      note: null,
      technical: null,
    });
    expect(describeAccess("two-factor-change", "POST /api/account/two-factor/setup").label).toBe("2단계 인증 설정 시작");
    expect(describeAccess("list", "30건 조회 · 조건 없음")).toEqual({
      label: "상담 신청 목록 조회",
      note: "30건 조회 · 조건 없음",
      technical: null,
    });
  });

  it("falls back to a generic Korean phrase with the method and path for a route without a name", () => {
    expect(describeAccess("settings-change", "POST /api/site-settings/preview")).toEqual({
      label: "관리 화면에서 변경 (사이트 설정 변경)",
      note: null,
      technical: "POST /api/site-settings/preview",
    });
    expect(describeAccess("mystery", null)).toEqual({ label: "기타 작업", note: null, technical: null });
  });
});
