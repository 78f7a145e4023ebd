import { describe, expect, it } from "vitest";
import { countByScript, countCharacters, countWords, readingMinutesByScript, readingMinutesByWords } from "./reading-time";

const words = (n: number, word = "단어") => Array.from({ length: n }, () => word).join(" ");

describe("countWords", () => {
  it("counts whitespace-separated words, not markdown markers", () => {
    expect(countWords("## 음주운전 처벌 기준\n\n- 첫째 항목\n- 둘째")).toBe(6);
    expect(countWords("   ")).toBe(0);
    expect(countWords("0.03% 이상")).toBe(2);
  });
});

describe("countCharacters", () => {
  it("counts code points without whitespace", () => {
    expect(countCharacters("음주 운전 😀")).toBe(5);
  });
});

describe("reading time by words (200 a minute, rounded up)", () => {
  it.each([
    [0, 0],
    [1, 1],
    [200, 1],
    [201, 2],
    [400, 2],
  ])("%i words → %i minutes", (n, minutes) => {
    expect(readingMinutesByWords(words(n))).toBe(minutes);
  });
});

describe("reading time by script", () => {
  it("counts Korean characters, Latin words and numbers apart, ignoring tags", () => {
    expect(countByScript('<p class="x">음주운전 DUI test 0.03% 1,000만 원</p>')).toEqual({ korean: 6, latinWords: 2, numbers: 2 });
  });
  it("adds Korean/500, Latin/200 and numbers/100, rounds up, at least one minute", () => {
    expect(readingMinutesByScript("")).toBe(1);
    expect(readingMinutesByScript("가".repeat(500))).toBe(1);
    expect(readingMinutesByScript("가".repeat(501))).toBe(2);
    expect(readingMinutesByScript(words(200, "word"))).toBe(1);
    expect(readingMinutesByScript(words(201, "word"))).toBe(2);
    expect(readingMinutesByScript(words(100, "7"))).toBe(1);
    expect(readingMinutesByScript(words(101, "7"))).toBe(2);
    // 250 Korean (0.5) + 100 Latin (0.5) + 50 numbers (0.5) = 1.5 → 2
    expect(readingMinutesByScript(`${"가".repeat(250)} ${words(100, "law")} ${words(50, "12")}`)).toBe(2);
  });
});
