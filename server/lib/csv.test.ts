import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "./csv";

describe("csv", () => {
  it("leaves plain cells alone, Korean included", () => {
    expect(csvRow(["김철수", 42, null, undefined, true])).toBe("김철수,42,,,true\r\n");
  });

  it("quotes commas, quotes and line breaks, doubling inner quotes", () => {
    expect(csvCell('그는 "괜찮다"고, 말했다')).toBe('"그는 ""괜찮다""고, 말했다"');
    expect(csvCell("첫 줄\n둘째 줄")).toBe('"첫 줄\n둘째 줄"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
  });

  it("neutralises text a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell("+82 10")).toBe("'+82 10");
    expect(csvCell("-1+2")).toBe("'-1+2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    // Numbers are data, not formulas.
    expect(csvCell(-5)).toBe("-5");
  });

  it("keeps leading and trailing spaces by quoting", () => {
    expect(csvCell(" 메모 ")).toBe('" 메모 "');
  });
});
