import { describe, expect, it } from "vitest";
import { changeLine, sameDocument, settingsChanges } from "./settings-changes";

const LABELS = { phone: "대표 전화번호", address: "주소", "address.street": "도로명 주소", education: "학력", secret: "비밀번호" };

describe("what a settings save changed", () => {
  it("compares documents whatever their keys' order", () => {
    expect(sameDocument({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).toBe(true);
    expect(sameDocument({ a: 1, b: { c: [1, 2] } }, { a: 1, b: { c: [2, 1] } })).toBe(false);
    expect(sameDocument({ a: "" }, {})).toBe(false);
  });

  it("names each changed field with its values, a list or a secret by its name only", () => {
    const before = { phone: "010-0000-0000", address: { street: "법원로 1", region: "서울" }, education: ["가"], secret: "v1:a" };
    const after = { phone: "02-6951-3300", address: { street: "법원로 2", region: "경기" }, education: ["가", "나"], secret: "v1:b" };
    const changes = settingsChanges(before, after, LABELS, new Set(["secret"]));
    expect(changes.map(changeLine)).toEqual([
      "대표 전화번호 010-0000-0000 → 02-6951-3300",
      "도로명 주소 법원로 1 → 법원로 2",
      "주소 변경",
      "학력 변경",
      "비밀번호 변경",
    ]);
    expect(settingsChanges(before, before, LABELS)).toEqual([]);
  });
});
