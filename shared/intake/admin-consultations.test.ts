import { describe, expect, it } from "vitest";
import { consultationListQuerySchema, consultationQueryString, consultationUpdateSchema } from "./admin-consultations";

describe("consultation list query", () => {
  it("treats empty and 'all' filters as none and defaults the page size", () => {
    expect(consultationListQuerySchema.parse({ search: "  ", status: "all", urgency: "", type: "all" })).toEqual({
      search: undefined,
      status: undefined,
      urgency: undefined,
      type: undefined,
      sort: "today",
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
  it("takes 'today' (the default), 'newest' or 'overdue', and a cursor only of the order's own form", () => {
    const owed = "0_1767225600000000_1767139200000000_12";
    expect(consultationListQuerySchema.parse({ sort: "overdue", cursor: owed })).toMatchObject({ sort: "overdue", cursor: owed });
    expect(consultationListQuerySchema.parse({ sort: "overdue", cursor: "1_-1767225600000000_-12" })).toMatchObject({ sort: "overdue" });
    expect(consultationListQuerySchema.parse({ cursor: "3_1767225600000000_1767139200000000_12" })).toMatchObject({ sort: "today" });
    expect(consultationListQuerySchema.parse({ cursor: "5_-1767225600000000_-12" })).toMatchObject({ sort: "today" });
    expect(consultationListQuerySchema.parse({ sort: "" })).toMatchObject({ sort: "today" });
    expect(consultationListQuerySchema.parse({ sort: "newest", cursor: "1767225600000000_12" })).toMatchObject({ sort: "newest" });
    for (const [sort, cursor] of [
      ["newest", owed],
      ["today", "1767225600000000_12"],
      ["today", "1_-1767225600000000_-12"],
      ["overdue", "3_1767225600000000_1767139200000000_12"],
      ["overdue", "1767225600000000_12"],
    ]) {
      const wrong = consultationListQuerySchema.safeParse({ sort, cursor });
      expect(
        wrong.error?.issues.map((i) => i.message),
        `${sort} ${cursor}`,
      ).toEqual(["잘못된 페이지 정보입니다"]);
    }
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

  it("takes a stage, not together with the status", () => {
    expect(consultationUpdateSchema.parse({ stage: "reached" })).toEqual({ stage: "reached" });
    expect(consultationUpdateSchema.safeParse({ stage: "hired" }).error?.issues.map((i) => i.message)).toEqual([
      "올바른 진행 단계를 선택해주세요",
    ]);
    expect(
      consultationUpdateSchema.safeParse({ stage: "reached", consultationStatus: "completed" }).error?.issues.map((i) => i.message),
    ).toEqual(["진행 단계와 상태는 함께 바꿀 수 없습니다. 진행 단계만 보내주세요"]);
  });

  it("leaves out what was not sent", () => {
    expect(consultationUpdateSchema.parse({ adminNotes: " 메모 " })).toEqual({ adminNotes: "메모" });
  });
});
