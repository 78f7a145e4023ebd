import { describe, expect, it } from "vitest";
import { containsKeyword, countKeyword } from "./korean-keyword";

describe("Korean keyphrase matching", () => {
  it("counts the phrase with any particle or ending attached", () => {
    for (const text of [
      "음주운전은 처벌됩니다",
      "음주운전을 하면",
      "음주운전에서 벗어나",
      "음주운전으로 적발",
      "음주운전, 그리고",
      "(음주운전)",
      "음주운전이라면",
    ]) {
      expect(countKeyword(text, "음주운전"), text).toBe(1);
    }
    expect(countKeyword("음주운전은 범죄입니다. 음주운전을 하면 음주운전으로 처벌됩니다.", "음주운전")).toBe(3);
  });
  it("does not count another word that starts or ends with it", () => {
    expect(containsKeyword("음주운전자 교육", "음주운전")).toBe(false);
    expect(containsKeyword("상습음주운전", "음주운전")).toBe(false);
  });
  it("counts the offence with 죄, with or without a particle", () => {
    expect(countKeyword("명예훼손죄는 반의사불벌죄입니다. 명예훼손죄", "명예훼손")).toBe(2);
  });
  it("matches multi-word and Latin phrases, letter case ignored", () => {
    expect(countKeyword("음주 운전 처벌 기준과 음주 운전의 위험", "음주 운전")).toBe(2);
    expect(countKeyword("DUI penalties; dui cases", "DUI")).toBe(2);
    expect(containsKeyword("anything", "  ")).toBe(false);
  });
});
