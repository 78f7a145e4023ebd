import { describe, expect, it } from "vitest";
import { nextContactPresets } from "./next-contact-presets";

const k = (iso: string) => new Date(`${iso}+09:00`);

describe("next-contact presets (Korea time)", () => {
  it("offers this evening at 19:00 and tomorrow at 10:00", () => {
    expect(nextContactPresets(k("2026-11-26T14:20:00")).map((p) => [p.label, p.at.toISOString()])).toEqual([
      ["오늘 저녁 7시", k("2026-11-26T19:00:00").toISOString()],
      ["내일 오전 10시", k("2026-11-27T10:00:00").toISOString()],
    ]);
  });

  it("drops this evening within the hour before it, and counts tomorrow from the Korea date", () => {
    expect(nextContactPresets(k("2026-11-26T18:30:00")).map((p) => p.value)).toEqual(["tomorrow"]);
    // 00:30 in Korea is still the previous day in UTC: tomorrow is the 28th.
    expect(nextContactPresets(k("2026-11-27T00:30:00")).at(-1)?.at.toISOString()).toBe(k("2026-11-28T10:00:00").toISOString());
  });
});
