import { describe, expect, it } from "vitest";
import { articleCode, articleLabel, lawChangeNotice, parseCitations, suggestCitations } from "./law-citations";

describe("article codes", () => {
  it("are six digits: article in four, branch in two", () => {
    expect(articleCode(347)).toBe("034700");
    expect(articleCode(10, 2)).toBe("001002");
    expect(articleCode(0)).toBeNull();
    expect(articleCode(10000)).toBeNull();
    expect(articleCode(5, 100)).toBeNull();
    expect(articleLabel("034700")).toBe("제347조");
    expect(articleLabel("024507")).toBe("제245조의7");
  });
});

describe("suggestCitations", () => {
  it("finds (법령명) 제N조(의M) once each, with the dictionary's ID where it has one", () => {
    const text = "형법 제347조의 사기죄와 형사소송법 제245조의7 이의신청. 다시 형법 제347조. 특정경제범죄법 제3조.";
    expect(suggestCitations(text)).toEqual([
      { lawName: "형법", lawId: "001692", jo: "034700", label: "형법 제347조" },
      { lawName: "형사소송법", lawId: "001671", jo: "024507", label: "형사소송법 제245조의7" },
      { lawName: "특정경제범죄법", lawId: null, jo: "000300", label: "특정경제범죄법 제3조" },
    ]);
  });

  it("keeps the statute's own name out of the words before it", () => {
    expect(suggestCitations("이 사건에는 형법 제307조가 적용됩니다")[0]).toMatchObject({ lawName: "형법", jo: "030700" });
  });
});

describe("parseCitations", () => {
  it("accepts IDs and article codes, and drops repeats", () => {
    const ok = parseCitations({
      citations: [
        { lawId: "001692", jo: "034700", label: "형법 제347조" },
        { lawId: "001692", jo: "034700", label: "형법 제347조" },
      ],
    });
    expect(ok).toEqual({ ok: true, citations: [{ lawId: "001692", jo: "034700", label: "형법 제347조" }] });
  });

  it("refuses a bad ID, article code or label with a Korean message", () => {
    expect(parseCitations({})).toMatchObject({ ok: false });
    expect(parseCitations({ citations: [{ lawId: "x", jo: "034700", label: "a" }] })).toMatchObject({
      message: expect.stringContaining("법령 ID"),
    });
    expect(parseCitations({ citations: [{ lawId: "001692", jo: "000001", label: "a" }] })).toMatchObject({
      message: expect.stringContaining("조문"),
    });
    expect(parseCitations({ citations: [{ lawId: "001692", jo: "034700", label: "" }] })).toMatchObject({ ok: false });
  });
});

it("writes the public notice with the date as the statute book does", () => {
  expect(lawChangeNotice("형법 제347조", "2025-12-23")).toBe(
    "이 글이 인용한 형법 제347조가 2025. 12. 23. 개정·시행되었습니다. 변호사가 내용을 다시 확인하고 있습니다.",
  );
});
