import { describe, expect, it } from "vitest";
import { isNameShaped, OTHER_PARTY_NAME_MESSAGE, otherPartyUpdateSchema } from "./consultation-outcome";

describe("the other party's name (conflict check)", () => {
  it("takes a person's or a company's name, masked or spaced", () => {
    for (const name of [
      "박상대",
      "박 지훈",
      "김○○",
      "김*수",
      "김OO",
      "John Smith",
      "주식회사 한빛",
      "㈜한빛",
      "(주)바른길 상사",
      "O'Neil",
      "王小明",
    ]) {
      expect(isNameShaped(name), name).toBe(true);
    }
  });

  it("refuses anything else: digits, addresses, descriptions, more than four words", () => {
    for (const text of [
      "박상대 010-1234-5678",
      "피해자 김민수 여 25세",
      "park@example.com",
      "회사 동료 김민수 피해자 여성",
      "김민수(1990년생)",
    ]) {
      expect(isNameShaped(text), text).toBe(false);
      expect(otherPartyUpdateSchema.safeParse({ otherParty: text }).error?.issues.map((i) => i.message)).toEqual([
        OTHER_PARTY_NAME_MESSAGE,
      ]);
    }
    expect(otherPartyUpdateSchema.parse({ otherParty: "" }).otherParty).toBeNull();
    expect(otherPartyUpdateSchema.parse({ otherParty: null }).otherParty).toBeNull();
  });
});
