import { describe, expect, it } from "vitest";
import { checkAdvertising } from "../content/advertising-rules";
import { drunkDriving, parseDrunkDriving, type DrunkDrivingInput } from "./drunk-driving";

const base: DrunkDrivingInput = {
  bac: 0.085,
  refusal: false,
  obstruction: false,
  priorWithin10y: false,
  accident: "none",
  vehicle: "car",
  offRoad: false,
};
const run = (over: Partial<DrunkDrivingInput>) => drunkDriving({ ...base, ...over });

describe("drunk-driving statutory ranges (도로교통법 §148의2)", () => {
  it("below 0.03 % is not this offence", () => {
    expect(run({ bac: 0.029 })).toMatchObject({ criminal: null, licence: null, offence: expect.stringContaining("해당하지 않음") });
  });

  it("follows §148의2③ by concentration for a first offence", () => {
    expect(run({ bac: 0.03 }).criminal).toEqual({
      article: "도로교통법 제148조의2 제3항 제3호",
      prison: { minYears: 0, maxYears: 1 },
      fine: { minKrw: 0, maxKrw: 5_000_000 },
    });
    expect(run({ bac: 0.08 }).criminal).toMatchObject({
      article: "도로교통법 제148조의2 제3항 제2호",
      prison: { minYears: 1, maxYears: 2 },
      fine: { minKrw: 5_000_000, maxKrw: 10_000_000 },
    });
    expect(run({ bac: 0.2 }).criminal).toMatchObject({
      article: "도로교통법 제148조의2 제3항 제1호",
      prison: { minYears: 2, maxYears: 5 },
      fine: { minKrw: 10_000_000, maxKrw: 20_000_000 },
    });
  });

  it("a refusal is §148의2②, and with a prior in 10 years ①1; 술타기 counts as refusal", () => {
    expect(run({ bac: null, refusal: true }).criminal).toMatchObject({
      article: "도로교통법 제148조의2 제2항",
      prison: { minYears: 1, maxYears: 5 },
    });
    expect(run({ bac: null, refusal: true, priorWithin10y: true }).criminal).toMatchObject({
      article: "도로교통법 제148조의2 제1항 제1호",
      prison: { minYears: 1, maxYears: 6 },
      fine: { minKrw: 5_000_000, maxKrw: 30_000_000 },
    });
    const obstruction = run({ bac: null, obstruction: true });
    expect(obstruction.criminal?.article).toBe("도로교통법 제148조의2 제2항");
    expect(obstruction.notes.join(" ")).toContain("2025년 6월 4일");
  });

  it("a repeat offence within 10 years is §148의2①2·3", () => {
    expect(run({ priorWithin10y: true, bac: 0.25 }).criminal?.article).toBe("도로교통법 제148조의2 제1항 제2호");
    expect(run({ priorWithin10y: true, bac: 0.05 }).criminal).toMatchObject({
      article: "도로교통법 제148조의2 제1항 제3호",
      prison: { minYears: 1, maxYears: 5 },
    });
  });

  it("driving off the road is punished but carries no licence sanction (2018두42771)", () => {
    const r = run({ offRoad: true, bac: 0.12 });
    expect(r.criminal).not.toBeNull();
    expect(r.licence).toBeNull();
    expect(r.notes.join(" ")).toContain("2018두42771");
  });

  it("a personal mobility device is 별도 기준 — 상담", () => {
    expect(run({ vehicle: "pm" })).toMatchObject({ criminal: null, licence: null, offence: expect.stringContaining("별도 기준") });
  });

  it("names the 특가법 §5의11 ranges with an accident, and the licence action", () => {
    const r = run({ accident: "injury", bac: 0.05 });
    expect(r.aggravated?.injury).toMatchObject({ prison: { minYears: 1, maxYears: 15 }, fine: { minKrw: 10_000_000, maxKrw: 30_000_000 } });
    expect(r.aggravated?.death.prison).toEqual({ minYears: 3, maxYears: null, life: true });
    expect(r.licence).toEqual({ action: "취소", disqualification: null });
    expect(run({ bac: 0.05 }).licence).toEqual({ action: "정지", disqualification: null, points: 100 });
  });

  it("predicts nothing and passes the advertising rules", () => {
    const all = [run({}), run({ bac: null, refusal: true }), run({ offRoad: true }), run({ vehicle: "pm" }), run({ accident: "death" })];
    const texts = all.flatMap((r) => [r.offence, ...r.notes, r.aggravated?.note ?? ""]);
    for (const t of texts) {
      expect(checkAdvertising(t), t).toEqual([]);
      expect(t).not.toMatch(/감형|선처|예상 형량|양형기준/);
    }
  });

  it("parses a request body with Korean messages", () => {
    expect(parseDrunkDriving({ bac: 0.085 })).toMatchObject({ ok: true });
    expect(parseDrunkDriving({})).toMatchObject({ ok: false, field: "bac" });
    expect(parseDrunkDriving({ bac: "0.08" })).toMatchObject({ ok: false, field: "bac" });
    expect(parseDrunkDriving({ bac: null, refusal: true })).toMatchObject({ ok: true });
    expect(parseDrunkDriving({ bac: 0.1, accident: "scratch" })).toMatchObject({ ok: false, field: "accident" });
  });
});
