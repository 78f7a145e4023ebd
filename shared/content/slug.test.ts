import { describe, expect, it } from "vitest";
import { isSlug, slugify } from "./slug";

describe("slugify", () => {
  it("lowercases and joins words with hyphens", () => {
    expect(slugify("Drunk Driving Penalties")).toBe("drunk-driving-penalties");
  });
  it("keeps Hangul and digits", () => {
    expect(slugify("음주운전 처벌 기준 2025")).toBe("음주운전-처벌-기준-2025");
  });
  it("collapses runs of other characters and trims hyphens", () => {
    expect(slugify("  --Hello!!  (World)?? ")).toBe("hello-world");
    expect(slugify("a---b")).toBe("a-b");
  });
  it("gives an empty string for text without letters", () => {
    expect(slugify("?!")).toBe("");
  });
  it("recognises slugs", () => {
    expect(isSlug("police-investigation-suspect-rights-guide")).toBe(true);
    expect(isSlug("목차-1")).toBe(true);
    expect(isSlug("Bad Slug")).toBe(false);
    expect(isSlug("-x")).toBe(false);
    expect(isSlug("")).toBe(false);
  });
});
