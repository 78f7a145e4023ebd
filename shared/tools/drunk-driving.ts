// The statutory ranges for drunk driving (도로교통법 §148의2 ①②③ as amended 2023-01-03, 특정범죄가중법 §5의11 ①)
// and the licence action (도로교통법 §93①: 취소 from 0.08 %, on a refusal, or with an injury; 정지 with 100 points
// from 0.03 %). Statutory ranges only: no predicted sentence, no 감형, no 양형기준 figure. The disqualification
// periods of §82② are not stated until their text in force is read (docs/deadline-tools.md).

const ACCIDENTS = ["none", "injury", "death"] as const;
const VEHICLES = ["car", "pm"] as const;

export interface DrunkDrivingInput {
  /** Blood-alcohol concentration in percent (0.085), or null with a refusal. */
  bac: number | null;
  refusal: boolean;
  /** 술타기: drinking after driving to defeat the measurement (도로교통법 §44⑤, from 2025-06-04): counts as refusal. */
  obstruction: boolean;
  /** A fine or heavier sentence for drunk driving or a refusal became final within the last 10 years. */
  priorWithin10y: boolean;
  accident: (typeof ACCIDENTS)[number];
  vehicle: (typeof VEHICLES)[number];
  /** Driven off the road (a car park, a private lot): punished, but no licence sanction. */
  offRoad: boolean;
}

export interface Range {
  article: string;
  prison: { minYears: number; maxYears: number | null; life?: boolean };
  fine: { minKrw: number; maxKrw: number } | null;
}

export interface DrunkDrivingAnswer {
  offence: string;
  criminal: Range | null;
  aggravated?: { injury: Range; death: Range; note: string };
  licence: { action: "취소" | "정지"; disqualification: null; points?: number } | null;
  notes: string[];
  lawAsOf: string;
  reviewedAt: string;
}

/** The day the statute texts behind the lookup were last read (shown on the page, with or without a result). */
export const DRUNK_DRIVING_LAW_AS_OF = "2026-11-27";
const LAW_AS_OF = DRUNK_DRIVING_LAW_AS_OF;
const MAN = 10_000;
const RTA = "도로교통법 제148조의2";

const range = (article: string, minYears: number, maxYears: number, minFine: number, maxFine: number): Range => ({
  article,
  prison: { minYears, maxYears },
  fine: { minKrw: minFine * MAN, maxKrw: maxFine * MAN },
});

export function drunkDriving(input: DrunkDrivingInput): DrunkDrivingAnswer {
  const base = { lawAsOf: LAW_AS_OF, reviewedAt: LAW_AS_OF };
  const notes: string[] = ["법정형의 범위만 보여 줍니다. 실제 선고는 사건의 사정에 따라 정해집니다."];
  if (input.vehicle === "pm") {
    return {
      ...base,
      offence: "개인형 이동장치 음주운전: 별도 기준",
      criminal: null,
      licence: null,
      notes: ["개인형 이동장치(전동킥보드 등)는 자동차와 처벌 기준이 다릅니다. 별도 기준이 적용되므로 상담으로 확인해 주세요."],
    };
  }
  const refusal = input.refusal || input.obstruction;
  if (input.obstruction)
    notes.push(
      "음주측정을 방해할 목적으로 추가로 술을 마시는 행위(술타기)는 2025년 6월 4일부터 측정 거부와 같이 처벌됩니다(도로교통법 제44조 제5항).",
    );
  const bac = input.bac ?? 0;
  if (!refusal && bac < 0.03) {
    return {
      ...base,
      offence: "음주운전에 해당하지 않음 (혈중알코올농도 0.03% 미만)",
      criminal: null,
      licence: null,
      notes: ["운전이 금지되는 술에 취한 상태의 기준은 혈중알코올농도 0.03% 이상입니다(도로교통법 제44조 제4항)."],
    };
  }
  let offence: string;
  let criminal: Range;
  if (refusal && input.priorWithin10y) {
    offence = "음주측정 거부 (10년 내 재범)";
    criminal = range(`${RTA} 제1항 제1호`, 1, 6, 500, 3000);
  } else if (refusal) {
    offence = "음주측정 거부";
    criminal = range(`${RTA} 제2항`, 1, 5, 500, 2000);
  } else if (input.priorWithin10y) {
    offence = "음주운전 (10년 내 재범)";
    criminal = bac >= 0.2 ? range(`${RTA} 제1항 제2호`, 2, 6, 1000, 3000) : range(`${RTA} 제1항 제3호`, 1, 5, 500, 2000);
  } else if (bac >= 0.2) {
    offence = "음주운전 (혈중알코올농도 0.2% 이상)";
    criminal = range(`${RTA} 제3항 제1호`, 2, 5, 1000, 2000);
  } else if (bac >= 0.08) {
    offence = "음주운전 (혈중알코올농도 0.08% 이상 0.2% 미만)";
    criminal = range(`${RTA} 제3항 제2호`, 1, 2, 500, 1000);
  } else {
    offence = "음주운전 (혈중알코올농도 0.03% 이상 0.08% 미만)";
    criminal = range(`${RTA} 제3항 제3호`, 0, 1, 0, 500);
  }
  const answer: DrunkDrivingAnswer = { ...base, offence, criminal, licence: null, notes };
  if (input.accident !== "none") {
    answer.aggravated = {
      injury: range("특정범죄 가중처벌 등에 관한 법률 제5조의11 제1항 (치상)", 1, 15, 1000, 3000),
      death: {
        article: "특정범죄 가중처벌 등에 관한 법률 제5조의11 제1항 (치사)",
        prison: { minYears: 3, maxYears: null, life: true },
        fine: null,
      },
      note: "음주의 영향으로 정상적인 운전이 곤란한 상태에서 사람을 다치게 하거나 숨지게 한 경우입니다. 그 상태에 이르지 않았다면 교통사고처리특례법 위반(치상·치사)과 음주운전이 함께 처벌됩니다.",
    };
  }
  if (input.offRoad) {
    notes.push(
      "도로가 아닌 곳(주차장 등)에서의 음주운전도 처벌되지만, 운전면허 취소·정지 처분은 할 수 없습니다(대법원 2021. 12. 10. 선고 2018두42771 판결).",
    );
  } else {
    const revoke = refusal || bac >= 0.08 || input.priorWithin10y || input.accident !== "none";
    answer.licence = revoke ? { action: "취소", disqualification: null } : { action: "정지", disqualification: null, points: 100 };
    notes.push(
      "면허 취소 뒤 다시 면허를 받을 수 없는 기간(도로교통법 제82조 제2항)은 위반 횟수와 사고 여부에 따라 다르며, 현재 조문을 확인하고 있습니다. 상담으로 확인해 주세요.",
    );
  }
  return answer;
}

/** The input from a request body, or the Korean message of what is wrong with it. */
export function parseDrunkDriving(body: unknown): { ok: true; input: DrunkDrivingInput } | { ok: false; field: string; message: string } {
  const b = (body ?? {}) as Record<string, unknown>;
  for (const flag of ["refusal", "obstruction", "priorWithin10y", "offRoad"] as const) {
    if (b[flag] !== undefined && typeof b[flag] !== "boolean") return { ok: false, field: flag, message: "예 또는 아니요로 골라 주세요." };
  }
  const refusal = b.refusal === true || b.obstruction === true;
  const bac = b.bac === undefined ? null : b.bac;
  if (bac === null) {
    if (!refusal)
      return { ok: false, field: "bac", message: "혈중알코올농도(%)를 입력해 주세요. 측정을 거부했다면 측정 거부를 골라 주세요." };
  } else if (typeof bac !== "number" || !Number.isFinite(bac) || bac < 0 || bac > 1) {
    return { ok: false, field: "bac", message: "혈중알코올농도는 0부터 1 사이의 퍼센트 값으로 입력해 주세요. 예: 0.085" };
  }
  const accident = b.accident ?? "none";
  if (!(ACCIDENTS as readonly unknown[]).includes(accident))
    return { ok: false, field: "accident", message: "사고 여부를 골라 주세요 (없음, 부상, 사망)." };
  const vehicle = b.vehicle ?? "car";
  if (!(VEHICLES as readonly unknown[]).includes(vehicle))
    return { ok: false, field: "vehicle", message: "차종을 골라 주세요 (자동차, 개인형 이동장치)." };
  return {
    ok: true,
    input: {
      bac: bac as number | null,
      refusal: b.refusal === true,
      obstruction: b.obstruction === true,
      priorWithin10y: b.priorWithin10y === true,
      accident: accident as DrunkDrivingInput["accident"],
      vehicle: vehicle as DrunkDrivingInput["vehicle"],
      offRoad: b.offRoad === true,
    },
  };
}

export type DrunkDrivingPageAnswer = { ok: true; answer: DrunkDrivingAnswer } | { ok: false; message: string };

/** The page's answer from its GET form (?bac=0.085&refusal=on&…), or null when the form was not sent. */
export function drunkDrivingQuery(search: string): DrunkDrivingPageAnswer | null {
  const params = new URLSearchParams(search.startsWith("?") ? search.slice(1) : search);
  if (!params.has("bac") && !params.has("refusal")) return null;
  const flag = (name: string) => params.get(name) === "on" || params.get(name) === "true";
  const bacText = (params.get("bac") ?? "").trim().replace(/%$/, "");
  const parsed = parseDrunkDriving({
    bac: bacText === "" ? null : /^\d*\.?\d+$/.test(bacText) ? Number(bacText) : Number.NaN,
    refusal: flag("refusal"),
    obstruction: flag("obstruction"),
    priorWithin10y: flag("prior"),
    offRoad: flag("offRoad"),
    accident: params.get("accident") ?? "none",
    vehicle: params.get("vehicle") ?? "car",
  });
  return parsed.ok ? { ok: true, answer: drunkDriving(parsed.input) } : { ok: false, message: parsed.message };
}
