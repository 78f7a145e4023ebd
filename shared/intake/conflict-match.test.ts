import { describe, expect, it } from "vitest";
import { compactName, nameKey, nameKeyPatterns, namesMatch, phoneKey, phonesMatch } from "./conflict-match";

/** What a LIKE pattern with backslash escapes accepts (the database's reading of nameKeyPatterns). */
function like(pattern: string, value: string): boolean {
  const source = Array.from(pattern.matchAll(/\\(.)|(_)|(%)|(.)/gu))
    .map(([, escaped, any, many, ch]) => (any ? "." : many ? ".*" : (escaped ?? ch).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${source}$`, "u").test(value);
}

describe("namesMatch", () => {
  it("compares Korean names without spaces of any kind", () => {
    expect(namesMatch("김민수", "김 민수")).toBe(true);
    expect(namesMatch(" 김 민 수 ", "김민수")).toBe(true);
    expect(namesMatch("김\u3000민수", "김민수")).toBe(true);
    expect(namesMatch("남궁 민수", "남궁민수")).toBe(true);
    expect(namesMatch("김민수", "김민호")).toBe(false);
    expect(namesMatch("김민수", "김민")).toBe(false);
    expect(namesMatch("", "")).toBe(false);
  });

  it("matches a masked name to a full one with the same visible characters and length", () => {
    for (const masked of ["김○○", "김*수", "김OO", "김oo", "김XX", "김ㅇㅇ", "김◯수", "김 ○ ○", "○민수"]) {
      expect(namesMatch(masked, "김민수"), masked).toBe(true);
      expect(namesMatch("김민수", masked), masked).toBe(true);
    }
    expect(namesMatch("김*수", "김민호")).toBe(false);
    expect(namesMatch("이○○", "김민수")).toBe(false);
    expect(namesMatch("김○", "김민수")).toBe(false);
    expect(namesMatch("김○○○", "김민수")).toBe(false);
  });

  it("matches two masked names that agree where both are visible, never names with nothing visible in common", () => {
    expect(namesMatch("김○○", "김*수")).toBe(true);
    expect(namesMatch("○○○", "김민수")).toBe(false);
    expect(namesMatch("김○○", "○민○")).toBe(false);
  });

  it("treats Latin O and X as letters in a name without Hangul, and ignores Latin case", () => {
    expect(namesMatch("JOHN SMITH", "john smith")).toBe(true);
    expect(namesMatch("JOHN", "JAHN")).toBe(false);
    expect(namesMatch("Max", "Mao")).toBe(false);
  });
});

describe("phone numbers", () => {
  it("match across the usual formats", () => {
    for (const form of ["010-1234-5678", "01012345678", "+82 10 1234 5678", "+82-10-1234-5678", "010 1234 5678", "(010) 1234-5678"]) {
      expect(phoneKey(form), form).toBe("01012345678");
      expect(phonesMatch(form, "01012345678"), form).toBe(true);
    }
    expect(phonesMatch("02-123-4567", "021234567")).toBe(true);
    expect(phonesMatch("010-1234-5678", "010-1234-5679")).toBe(false);
    expect(phonesMatch("", "")).toBe(false);
  });
});

describe("name key and its patterns", () => {
  it("keys a name without spaces, lower-cased, every possible mask as *", () => {
    expect(compactName("Kim Min Su")).toBe("kimminsu");
    expect(nameKey("김 ○○")).toBe("김**");
    expect(nameKey("김OO")).toBe("김**");
    expect(nameKey("JOHN")).toBe("j*hn");
  });

  it("finds every stored name namesMatch accepts, by the stored key", () => {
    const stored = ["김민수", "김○○", "김*수", "○민수", "김민○", "김민호", "이민수", "김민", "김OO", "김 민 수"];
    for (const query of ["김민수", "김○○", "김*수", "김 민수", "○민수"]) {
      const patterns = nameKeyPatterns(query);
      for (const name of stored) {
        const found = patterns.some((p) => like(p, nameKey(name)));
        if (namesMatch(query, name)) expect(found, `${query} → ${name}`).toBe(true);
      }
      expect(
        patterns.some((p) => like(p, nameKey("이민호"))),
        query,
      ).toBe(false);
    }
  });

  it("escapes LIKE's own characters and gives no pattern for a name with nothing visible", () => {
    expect(nameKeyPatterns("a_b%")[0]).toBe("a\\_b\\%");
    expect(nameKeyPatterns("○○○")).toEqual([]);
    expect(nameKeyPatterns("김민수")).toHaveLength(7);
    expect(nameKeyPatterns("가나다라마바사")).toEqual(["가나다라마바사"]);
  });
});
