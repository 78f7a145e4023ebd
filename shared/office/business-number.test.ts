import { describe, expect, it } from "vitest";
import { formatBusinessNumber, isValidBusinessNumber } from "./business-number";

describe("사업자등록번호 check digit", () => {
  it("accepts numbers whose check digit is right, with or without hyphens", () => {
    // 220-81-62517 and 124-81-00998 are published numbers of large companies; 000-00-00000 sums to 0.
    expect(isValidBusinessNumber("220-81-62517")).toBe(true);
    expect(isValidBusinessNumber("1248100998")).toBe(true);
    expect(isValidBusinessNumber("000-00-00000")).toBe(true);
  });
  it("refuses a wrong check digit or shape", () => {
    expect(isValidBusinessNumber("220-81-62518")).toBe(false);
    expect(isValidBusinessNumber("124-81-00990")).toBe(false);
    expect(isValidBusinessNumber("12-345-67890")).toBe(false);
    expect(isValidBusinessNumber("123456789")).toBe(false);
    expect(isValidBusinessNumber("abc-de-fghij")).toBe(false);
  });
  it("formats ten digits as 000-00-00000", () => {
    expect(formatBusinessNumber("2208162517")).toBe("220-81-62517");
  });
});
