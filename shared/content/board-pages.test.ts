import { describe, expect, it } from "vitest";
import { pageCountOf, pageFromQueryString, pageLinks, pagePath } from "./board-pages";

describe("board pages", () => {
  it("reads the page number, refusing anything but a whole number from 1", () => {
    expect(pageFromQueryString("")).toBe(1);
    expect(pageFromQueryString("?q=a&page=3")).toBe(3);
    for (const bad of ["?page=0", "?page=-1", "?page=abc", "?page=1.5", "?page=", "?page=01"])
      expect(pageFromQueryString(bad)).toBeUndefined();
  });

  it("writes page 1 without a page number and keeps the search", () => {
    expect(pagePath("/board", "", 1)).toBe("/board");
    expect(pagePath("/board", "음주 운전", 2)).toBe("/board?q=%EC%9D%8C%EC%A3%BC%20%EC%9A%B4%EC%A0%84&page=2");
  });

  it("links the first, the last and the neighbours, with gaps", () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(1, 84)).toEqual([1, 2, 3, null, 84]);
    expect(pageLinks(6, 84)).toEqual([1, null, 4, 5, 6, 7, 8, null, 84]);
    expect(pageLinks(4, 10)).toEqual([1, 2, 3, 4, 5, 6, null, 10]);
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(1000)).toBe(91);
  });
});
