import { describe, expect, it } from "vitest";
import { DEFAULT_SHARE_IMAGE, knownImageSize } from "./image-sizes";

describe("the size of a site image", () => {
  const site = "https://law.example";
  it("is known for the share picture and the artwork, by path or URL, with or without its version", () => {
    expect(knownImageSize(DEFAULT_SHARE_IMAGE.path, site)).toEqual({ width: 1200, height: 630 });
    expect(knownImageSize(`${site}${DEFAULT_SHARE_IMAGE.path}?v=0123456789ab`, site)).toEqual({ width: 1200, height: 630 });
    expect(knownImageSize("/attached_assets/articles/some-guide-800.webp?v=0123456789ab", site)).toEqual({ width: 800, height: 400 });
    expect(knownImageSize(`${site}/attached_assets/interviews/a-story-1600.webp`, site)).toEqual({ width: 1600, height: 800 });
    expect(knownImageSize(`${site}/attached_assets/interviews/a-story-400.webp`, site)).toEqual({ width: 400, height: 200 });
  });
  it("is unknown for anything else", () => {
    expect(knownImageSize("https://elsewhere.example/attached_assets/og-default.png", site)).toBeUndefined();
    expect(knownImageSize("/uploads/abc.webp", site)).toBeUndefined();
  });
});
