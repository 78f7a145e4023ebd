import { describe, expect, it } from "vitest";
import { consultationRequestSchema, isPastOrTodayDate } from "./consultation-input";

const valid = {
  name: "홍길동",
  phone: "010-1234-5678",
  caseType: "traffic",
  currentStatus: "suspect",
  urgency: "urgent",
  content: "음주운전으로 출석 요구를 받았습니다.",
  privacyAgreed: true,
  sensitiveAgreed: true,
  ageConfirmed: true,
};

function errorsOf(input: unknown): Record<string, string[]> {
  const r = consultationRequestSchema.safeParse(input);
  if (r.success) return {};
  const out: Record<string, string[]> = {};
  for (const i of r.error.issues) (out[i.path.join(".")] ??= []).push(i.message);
  return out;
}

describe("consultation request schema", () => {
  it("accepts a valid request and normalises it", () => {
    const r = consultationRequestSchema.parse({ ...valid, email: " A@Example.com ", age: "34", incidentDate: "", consultationType: "" });
    expect(r.phone).toBe("01012345678");
    expect(r.email).toBe("a@example.com");
    expect(r.age).toBe(34);
    expect(r.incidentDate).toBeUndefined();
    expect(r.consultationType).toBeUndefined();
  });
  it("gives each required field its Korean message", () => {
    const e = errorsOf({});
    expect(e.name).toEqual(["이름을 입력해주세요"]);
    expect(e.phone).toEqual(["연락처를 입력해주세요"]);
    expect(e.caseType).toEqual(["사건 유형을 선택해주세요"]);
    expect(e.currentStatus).toEqual(["현재 상황을 선택해주세요"]);
    expect(e.urgency).toEqual(["긴급도를 선택해주세요"]);
    expect(e.content).toEqual(["상담 내용을 입력해주세요"]);
    expect(e.privacyAgreed).toEqual(["개인정보 수집 및 이용에 동의해주세요"]);
    expect(e.sensitiveAgreed).toEqual(["민감정보 처리에 동의해주세요"]);
    expect(e.ageConfirmed).toEqual(["신청하는 분이 만 14세 이상인지 확인해주세요. 만 14세 미만은 부모님 등 법정대리인이 신청해주세요."]);
  });
  it("holds the under-14 rule when the age is left empty: the confirmation is required, false or missing", () => {
    expect(errorsOf({ ...valid, ageConfirmed: undefined }).ageConfirmed).toHaveLength(1);
    expect(errorsOf({ ...valid, ageConfirmed: false }).ageConfirmed).toHaveLength(1);
    expect(errorsOf({ ...valid, age: "" })).toEqual({});
  });
  it("treats whitespace-only text as empty", () => {
    expect(errorsOf({ ...valid, name: "   ", content: "\n " })).toEqual({
      name: ["이름을 입력해주세요"],
      content: ["상담 내용을 입력해주세요"],
    });
  });
  it("rejects bad email, phone, age and dates", () => {
    expect(errorsOf({ ...valid, email: "not-an-email" }).email).toEqual(["올바른 이메일 형식을 입력해주세요"]);
    expect(errorsOf({ ...valid, phone: "12345" }).phone).toEqual(["올바른 연락처를 입력해주세요 (예: 010-1234-5678)"]);
    expect(errorsOf({ ...valid, age: "abc" }).age).toEqual(["나이는 숫자로 입력해주세요"]);
    expect(errorsOf({ ...valid, age: 12.5 }).age).toEqual(["나이는 정수로 입력해주세요"]);
    expect(errorsOf({ ...valid, age: 121 }).age).toEqual(["나이는 120세 이하로 입력해주세요"]);
    expect(errorsOf({ ...valid, age: 120 }).age).toBeUndefined();
    expect(errorsOf({ ...valid, incidentDate: "2025-02-30" }).incidentDate).toBeDefined();
    expect(errorsOf({ ...valid, incidentDate: "2999-01-01" }).incidentDate).toBeDefined();
    expect(errorsOf({ ...valid, caseType: "murder" }).caseType).toEqual(["사건 유형을 선택해주세요"]);
    expect(errorsOf({ ...valid, privacyAgreed: false }).privacyAgreed).toEqual(["개인정보 수집 및 이용에 동의해주세요"]);
  });
  it("refuses a child under 14 with the message that a legal guardian asks instead, and accepts 14", () => {
    const message = "만 14세 미만은 직접 상담을 신청할 수 없습니다. 부모님 등 법정대리인이 대신 신청해주세요.";
    for (const age of [0, 1, 13, "13"]) expect(errorsOf({ ...valid, age }).age, String(age)).toEqual([message]);
    expect(errorsOf({ ...valid, age: 14 })).toEqual({});
    expect(errorsOf({ ...valid, age: "" })).toEqual({});
  });
  it("caps lengths and refuses NUL characters", () => {
    expect(errorsOf({ ...valid, content: "가".repeat(5001) }).content).toEqual(["상담 내용은 5,000자 이내로 입력해주세요"]);
    expect(errorsOf({ ...valid, content: "가".repeat(5000) })).toEqual({});
    expect(errorsOf({ ...valid, name: "a\u0000b" }).name).toEqual(["허용되지 않는 문자가 포함되어 있습니다"]);
  });
  it("refuses line breaks, tabs and other control characters in the single-line fields, in Korean", () => {
    const message = "줄바꿈, 탭 같은 제어 문자는 입력할 수 없습니다";
    expect(errorsOf({ ...valid, name: "홍\n길동" }).name).toEqual([message]);
    expect(errorsOf({ ...valid, name: "홍길동\u0085" }).name).toEqual([message]);
    expect(errorsOf({ ...valid, phone: "010-1234\n5678" }).phone).toEqual([message]);
    expect(errorsOf({ ...valid, phone: "010\t1234\u000b5678" }).phone).toEqual([message]);
    expect(errorsOf({ ...valid, email: "a@example.com\r\nBcc: b@example.com" }).email).toEqual([message]);
    expect(errorsOf({ ...valid, email: "a\u2028b@example.com" }).email).toEqual([message]);
    // Multi-line text stays allowed where it belongs, and surrounding whitespace is still trimmed away.
    expect(errorsOf({ ...valid, content: "첫 줄\n둘째 줄\t끝" })).toEqual({});
    expect(consultationRequestSchema.parse({ ...valid, name: " 홍길동\n", email: "" })).toMatchObject({ name: "홍길동", email: undefined });
  });
  it("drops fields a visitor may not set", () => {
    const r = consultationRequestSchema.parse({ ...valid, consultationStatus: "completed", assignedTo: "x", adminNotes: "y", id: 5 });
    expect(r).not.toHaveProperty("consultationStatus");
    expect(r).not.toHaveProperty("assignedTo");
    expect(r).not.toHaveProperty("adminNotes");
    expect(r).not.toHaveProperty("id");
  });
  it("knows real past dates", () => {
    expect(isPastOrTodayDate("2024-02-29")).toBe(true);
    expect(isPastOrTodayDate("2023-02-29")).toBe(false);
    expect(isPastOrTodayDate("2024-13-01")).toBe(false);
    expect(isPastOrTodayDate("20240101")).toBe(false);
  });
});
