// The DRF client against the fake server, in both formats the API answers: the same results from XML and JSON,
// and every refusal or unknown shape an error (never an empty result).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAKE_LAW_OC, startFakeLawApi, type FakeLawApi } from "../../tests/helpers/fake-law-api";
import { createLawApi, LawApiError, parseXml } from "./law-api";

let fake: FakeLawApi;
beforeAll(async () => {
  fake = await startFakeLawApi({
    laws: [
      { lawId: "001692", name: "형법" },
      { lawId: "009999", name: "형법 시행령" },
    ],
    amendments: [
      {
        lawId: "001692",
        promulgatedOn: "2025-12-02",
        effectiveOn: "2025-12-23",
        articles: ["034700", "034701"],
        reason: "개정이유\n둘째 줄",
      },
      { lawId: "001692", promulgatedOn: "2026-11-20", effectiveOn: "2027-05-01", articles: ["034700"], reason: "예정" },
    ],
    today: "2026-11-27",
  });
});
afterAll(() => fake?.close());

const client = (format: "XML" | "JSON", oc = FAKE_LAW_OC, referer = "https://example.kr/") =>
  createLawApi({ oc, base: fake.url, referer, format });

describe.each(["XML", "JSON"] as const)("in %s", (format) => {
  it("reads the day's changed laws, an article's changes, the upcoming versions and the reason", async () => {
    const api = client(format);
    expect([...(await api.lawsChangedOn("2025-12-02"))]).toEqual(["001692"]);
    expect(await api.lawsChangedOn("2025-12-03")).toEqual(new Set());
    expect(await api.articleChanges("001692", "034700", "2025-11-01", "2025-12-31")).toEqual([
      { lawId: "001692", jo: "034700", promulgatedOn: "2025-12-02", effectiveOn: "2025-12-23", reason: "조문개정" },
    ]);
    expect(await api.upcomingVersions("001692")).toEqual([{ lawId: "001692", promulgatedOn: "2026-11-20", effectiveOn: "2027-05-01" }]);
    expect(await api.amendmentReason("001692", "2025-12-23")).toBe("개정이유\n둘째 줄");
    expect(await api.lawsNamed("형법")).toEqual([{ lawId: "001692", name: "형법" }]);
  });

  it("fails on the refusal, a missing Referer, an HTML page and an HTTP error", async () => {
    await expect(client(format, "wrong").lawsChangedOn("2025-12-02")).rejects.toThrow(/사용자 정보 검증에 실패/);
    await expect(client(format, FAKE_LAW_OC, "").lawsChangedOn("2025-12-02")).rejects.toThrow(LawApiError);
    for (const mode of ["html", "http-500"] as const) {
      fake.answer(mode);
      await expect(client(format).lawsChangedOn("2025-12-02")).rejects.toThrow(LawApiError);
    }
    fake.answer("ok");
  });
});

it("sends OC and the Referer on every request (but the two a test sent without a Referer on purpose)", () => {
  expect(fake.requests.length).toBeGreaterThan(10);
  for (const r of fake.requests) expect(["lawwatchtest", "wrong"]).toContain(r.params.get("OC"));
  expect(fake.requests.filter((r) => r.referer !== "https://example.kr/")).toHaveLength(2);
});

it("reads XML strictly", () => {
  expect(parseXml("<a><b>1</b><b>2</b><c><![CDATA[x<y]]></c></a>")).toEqual({ a: { b: ["1", "2"], c: "x<y" } });
  expect(() => parseXml("<a><b>1</a>")).toThrow(LawApiError);
  expect(() => parseXml("not xml")).toThrow(LawApiError);
});
