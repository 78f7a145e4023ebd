import { describe, expect, it } from "vitest";
import { formatPhone, normalizePhone } from "./phone";

describe("normalizePhone", () => {
  it.each([
    ["010-1234-5678", "01012345678"],
    ["01012345678", "01012345678"],
    ["010 1234 5678", "01012345678"],
    ["+82 10 1234 5678", "01012345678"],
    ["+82-10-1234-5678", "01012345678"],
    ["+82 010 1234 5678", "01012345678"],
    ["821012345678", "01012345678"],
    ["(02) 123-4567", "021234567"],
    ["02-1234-5678", "0212345678"],
    ["031-123-4567", "0311234567"],
    ["070-1234-5678", "07012345678"],
    ["011-123-4567", "0111234567"],
  ])("accepts %s", (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });
  it.each(["", "1234", "010-12-34", "abc-defg", "+1 415 555 1234", "010-1234-56789", "0101234567８"])("rejects %s", (input) => {
    expect(normalizePhone(input)).toBeNull();
  });
});

describe("formatPhone", () => {
  it("groups mobile numbers 3-4-4 and landlines by area code", () => {
    expect(formatPhone("01012345678")).toBe("010-1234-5678");
    expect(formatPhone("0212345678")).toBe("02-1234-5678");
    expect(formatPhone("021234567")).toBe("02-123-4567");
    expect(formatPhone("0311234567")).toBe("031-123-4567");
    expect(formatPhone("123")).toBe("123");
  });
});
