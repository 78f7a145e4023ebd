import { describe, expect, it } from "vitest";
import { parseStructuredData, reviewMarkupIn, STRUCTURED_DATA_LIMITS } from "./structured-data-json";

const failure = (text: string) => {
  const r = parseStructuredData(text);
  if (r.ok) throw new Error("expected a failure");
  return r;
};

describe("parseStructuredData", () => {
  it("accepts an object and an array of objects", () => {
    expect(parseStructuredData('{"@context":"https://schema.org","@type":"LegalService"}')).toEqual({
      ok: true,
      value: { "@context": "https://schema.org", "@type": "LegalService" },
    });
    expect(parseStructuredData('[{"@type":"Person"}, {"@type":"WebSite"}]').ok).toBe(true);
  });

  it("refuses empty text, a bare string, a number and null", () => {
    expect(failure("   ").message).toBe("구조화 데이터를 입력해주세요");
    for (const bare of ['"LegalService"', "42", "null", "true"]) {
      expect(failure(bare).message).toContain("객체나 [ ]로 감싼 배열");
    }
  });

  it("names the line and column of a syntax error", () => {
    const r = failure('{\n  "@type": "Person",\n  "name": "홍길동",\n}');
    expect(r.line).toBe(3);
    expect(r.message).toMatch(/^JSON 형식이 올바르지 않습니다: 3번째 줄 \d+번째 글자 — 마지막 항목 뒤의 쉼표/);
    const missing = failure('{\n  "@type": "Person"\n  "name": "x"\n}');
    expect(missing).toMatchObject({ line: 3, column: 3 });
    expect(missing.message).toContain("쉼표(,) 또는 '}'가 필요합니다");
    expect(failure("{'a': 1}").message).toContain("큰따옴표");
    expect(failure('{"a": 1} x').message).toContain("JSON이 끝난 뒤에");
    expect(failure('{"a": "line\nbreak"}').message).toContain("줄바꿈");
    expect(failure('{"a": 01}').message).toContain("JSON");
    expect(failure('{"a": ').message).toContain("문서의 끝");
  });

  it("refuses what JSON.parse refuses, accepts what it accepts", () => {
    const samples = [
      '{"a":[1,2,{"b":null}]}',
      '{"a":-0.5e+3}',
      '{"a":"\\u00e9\\n"}',
      "[]",
      "{}",
      '{"a":1,}',
      "[1 2]",
      '{"a":tru}',
      '{"a":"\\x"}',
      '{"a":.5}',
    ];
    for (const s of samples) {
      let native = true;
      try {
        JSON.parse(s);
      } catch {
        native = false;
      }
      const ours = parseStructuredData(s);
      expect(ours.ok || ours.message.startsWith("구조화 데이터는"), s).toBe(native);
    }
  });

  it("allows 32 levels of nesting and refuses 33", () => {
    const nested = (n: number) => "[".repeat(n) + "]".repeat(n);
    expect(parseStructuredData(nested(STRUCTURED_DATA_LIMITS.depth)).ok).toBe(true);
    expect(failure(nested(STRUCTURED_DATA_LIMITS.depth + 1)).message).toContain("32단계");
  });

  it("allows 64 KB and refuses one byte more, counted in UTF-8", () => {
    const fill = (bytes: number) => `{"a":"${"x".repeat(bytes - 8)}"}`;
    expect(parseStructuredData(fill(STRUCTURED_DATA_LIMITS.bytes)).ok).toBe(true);
    expect(failure(fill(STRUCTURED_DATA_LIMITS.bytes + 1)).message).toContain("64KB");
    // 22,000 Hangul are 66,000 bytes although only 22,000 characters.
    expect(failure(`{"a":"${"가".repeat(22_000)}"}`).message).toContain("64KB");
  });
});

describe("reviewMarkupIn", () => {
  it("finds rating and review markup at any depth", () => {
    expect(reviewMarkupIn({ "@type": "LegalService", aggregateRating: { "@type": "AggregateRating", ratingValue: 5 } })).toEqual(
      expect.arrayContaining(["aggregateRating", "AggregateRating"]),
    );
    expect(reviewMarkupIn([{ "@graph": [{ "@type": ["Review"] }] }])).toEqual(["Review"]);
    expect(reviewMarkupIn({ "@type": "LegalService", name: "x" })).toEqual([]);
  });
});
