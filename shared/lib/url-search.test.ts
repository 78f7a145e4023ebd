import { describe, expect, it } from "vitest";
import { searchTextFromQueryString } from "./url-search";

describe("searchTextFromQueryString", () => {
  it("reads q with or without the leading question mark", () => {
    expect(searchTextFromQueryString("q=abc")).toBe("abc");
    expect(searchTextFromQueryString("?x=1&q=abc")).toBe("abc");
    expect(searchTextFromQueryString("")).toBe("");
  });

  it("decodes Korean in either form the URL may carry it, and + or %20 as a space", () => {
    expect(searchTextFromQueryString("q=%ED%98%95%EC%82%AC")).toBe("형사");
    expect(searchTextFromQueryString("q=형사")).toBe("형사");
    expect(searchTextFromQueryString("q=a+b")).toBe("a b");
    expect(searchTextFromQueryString("q=a%20b")).toBe("a b");
  });

  it("keeps reserved characters and survives malformed escapes", () => {
    expect(searchTextFromQueryString("q=a%26b%2Bc")).toBe("a&b+c");
    expect(searchTextFromQueryString("q=100%")).toBe("100%");
  });
});
