import { describe, expect, it } from "vitest";
import { jsonLdText } from "./head";

describe("jsonLdText", () => {
  it("cannot close the script element or open a comment, and escapes U+2028/2029, yet round-trips", () => {
    const hostile = { name: "</script><script>alert(1)</script>", note: "<!-- x -->", sep: "a\u2028b\u2029c", amp: "A&B" };
    const text = jsonLdText(hostile);
    expect(text).not.toMatch(/<\/script|<!--|\u2028|\u2029|</i);
    expect(JSON.parse(text)).toEqual(hostile);
  });
});
