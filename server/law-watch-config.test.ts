import { describe, expect, it } from "vitest";
import { lawWatchConfigOf, LawWatchConfigError } from "./law-watch-config";

const site = { PUBLIC_SITE_URL: "https://law.example.kr" };

describe("lawWatchConfigOf", () => {
  it("is off, with its reason, when neither is set", () => {
    expect(lawWatchConfigOf({ ...site })).toMatchObject({
      enabled: false,
      reason: expect.stringContaining("법령 정보 API가 설정되지 않아"),
    });
    expect(lawWatchConfigOf({ ...site, LAW_API_OC: " ", LAW_API_URL: "" })).toMatchObject({ enabled: false });
  });

  it("takes both, with the site's address as the Referer", () => {
    expect(lawWatchConfigOf({ ...site, LAW_API_OC: "office1", LAW_API_URL: "https://www.law.go.kr/DRF/" })).toEqual({
      enabled: true,
      api: { oc: "office1", base: "https://www.law.go.kr/DRF", referer: "https://law.example.kr/" },
    });
  });

  it("refuses to start on a malformed or half configuration", () => {
    for (const bad of [
      { LAW_API_OC: "office1" },
      { LAW_API_URL: "https://www.law.go.kr/DRF" },
      { LAW_API_OC: "of fice", LAW_API_URL: "https://www.law.go.kr/DRF" },
      { LAW_API_OC: "office1", LAW_API_URL: "http://www.law.go.kr/DRF" },
      { LAW_API_OC: "office1", LAW_API_URL: "https://www.law.go.kr/DRF?OC=x" },
      { LAW_API_OC: "office1", LAW_API_URL: "law.go.kr" },
    ])
      expect(() => lawWatchConfigOf({ ...site, ...bad })).toThrow(LawWatchConfigError);
  });
});
