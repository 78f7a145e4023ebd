import { describe, expect, it } from "vitest";
import { consultationListQuerySchema, consultationQueryString, consultationUpdateSchema } from "./admin-consultations";

describe("consultation list query", () => {
  it("treats empty and 'all' filters as none and defaults the page size", () => {
    expect(consultationListQuerySchema.parse({ search: "  ", status: "all", urgency: "", type: "all" })).toEqual({
      search: undefined,
      status: undefined,
      urgency: undefined,
      type: undefined,
      sort: "newest",
      limit: 30,
    });
    expect(consultationListQuerySchema.parse({ search: " 김민수 ", status: "new", limit: "50" })).toMatchObject({
      search: "김민수",
      status: "new",
      limit: 50,
    });
  });

  it("builds the query string from the filters it is given, leaving out empty ones", () => {
    expect(consultationQueryString({ search: "김 민수", status: "all", urgency: "emergency", type: "" })).toBe(
      "?search=%EA%B9%80+%EB%AF%BC%EC%88%98&urgency=emergency",
    );
    expect(consultationQueryString({})).toBe("");
    expect(consultationQueryString({ cursor: "1767225600000000_12" })).toBe("?cursor=1767225600000000_12");
  });
});

describe("consultation list order", () => {
  it("takes 'overdue' or the default order, and a cursor only of the order's own form", () => {
    expect(consultationListQuerySchema.parse({ sort: "overdue", cursor: "0_1767225600000000_12" })).toMatchObject({
      sort: "overdue",
      cursor: "0_1767225600000000_12",
    });
    expect(consultationListQuerySchema.parse({ sort: "overdue", cursor: "1_-1767225600000000_-12" })).toMatchObject({ sort: "overdue" });
    expect(consultationListQuerySchema.parse({ sort: "" })).toMatchObject({ sort: "newest" });
    const wrongOrder = consultationListQuerySchema.safeParse({ cursor: "0_1767225600000000_12" });
    expect(wrongOrder.error?.issues.map((i) => i.message)).toEqual(["잘못된 페이지 정보입니다"]);
    expect(consultationListQuerySchema.safeParse({ sort: "overdue", cursor: "1767225600000000_12" }).success).toBe(false);
    expect(consultationListQuerySchema.safeParse({ sort: "oldest" }).error?.issues.map((i) => i.message)).toEqual([
      "올바른 정렬 방식을 선택해주세요",
    ]);
  });
});

describe("consultation update", () => {
  it("reads an empty status as new and empty text as cleared", () => {
    expect(consultationUpdateSchema.parse({ consultationStatus: "", assignedTo: " ", adminNotes: null })).toEqual({
      consultationStatus: "new",
      assignedTo: null,
      adminNotes: null,
    });
  });

  it("refuses control characters in the assignee, not in the notes", () => {
    const r = consultationUpdateSchema.safeParse({ assignedTo: "김변호사\r\n이사무장" });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual(["줄바꿈, 탭 같은 제어 문자는 입력할 수 없습니다"]);
    expect(consultationUpdateSchema.parse({ adminNotes: "첫 줄\n둘째 줄" })).toEqual({ adminNotes: "첫 줄\n둘째 줄" });
  });

  it("leaves out what was not sent", () => {
    expect(consultationUpdateSchema.parse({ adminNotes: " 메모 " })).toEqual({ adminNotes: "메모" });
  });
});
