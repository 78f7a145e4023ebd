// The deadline and 공소시효 API on the real app and database: every kind, the 409 of a rule under review with the
// office phone (and the guides' protective date), the 400s with Korean messages, the attorney's review.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEADLINE_KINDS, DEADLINE_RULES } from "@shared/tools/deadline-rules";
import { signedInAgent } from "../../tests/helpers/auth";
import { createTestApp, TEST_ADMIN, type TestApp } from "../../tests/helpers/test-app";

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAgent>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAgent(t.app);
});
afterAll(async () => t?.close());

const deadline = (kind: string, startDate: unknown) => request(t.app).post("/api/tools/deadline").send({ kind, startDate });

/** A start date per kind and the deadline worked by hand (2026/2027 calendar, weekday in the comment). */
const WORKED: Record<string, [start: string, deadline: string]> = {
  appeal: ["2026-12-18", "2026-12-28"], // Fri → 25th 기독탄신일, Sat, Sun → Mon
  final_appeal: ["2026-09-17", "2026-09-28"], // Thu → 24–26 추석, 27th Sun → Mon
  summary_order_trial: ["2026-11-18", "2026-11-25"], // Wed → Wed
  summary_trial: ["2026-05-28", "2026-06-04"], // Thu → Thu 06-04 (06-03 election is not the last day)
  appeal_brief: ["2026-11-16", "2026-12-07"], // +20 → Sun 12-06 → Mon
  final_appeal_brief: ["2026-07-01", "2026-07-21"], // +20 → Tue 07-21
  jury_intent: ["2027-02-01", "2027-02-10"], // Mon 02-08 설, Tue 대체 → Wed
  complaint_period: ["2026-01-17", "2026-07-20"], // six months → Fri 07-17 제헌절 → Mon
};

describe("POST /api/tools/deadline", () => {
  it.each(Object.entries(WORKED))("%s: a reviewed rule answers its deadline with the working", async (kind, [start, expected]) => {
    const res = await deadline(kind, start);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body).toMatchObject({
      kind,
      start,
      deadline: expected,
      rule: { key: kind, status: "reviewed", article: DEADLINE_RULES[kind as keyof typeof DEADLINE_RULES].article },
    });
    expect(res.body.firstCountedDay).toBe(new Date(Date.parse(`${start}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10));
    expect(Array.isArray(res.body.notes) && res.body.notes.length > 0).toBe(true);
    expect(typeof res.body.holidaysVersion).toBe("string");
  });

  it("lists the skipped days with their reasons", async () => {
    const res = await deadline("appeal", "2026-12-18");
    expect(res.body.nominalLastDay).toBe("2026-12-25");
    expect(res.body.skipped).toEqual([
      { date: "2026-12-25", reason: "기독탄신일" },
      { date: "2026-12-26", reason: "토요일" },
      { date: "2026-12-27", reason: "일요일" },
    ]);
  });

  it.each(["immediate_appeal", "quasi_appeal"])("%s: under review, 409 with the office phone and no date", async (kind) => {
    const res = await deadline(kind, "2026-11-20");
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: "RULE_UNDER_REVIEW",
      message: expect.stringContaining("현재 법령 확인 중"),
      officePhone: expect.stringMatching(/\d/),
    });
    expect(res.body.deadline).toBeUndefined();
    expect(res.body.protective).toBeUndefined();
  });

  it.each(["ruling_request", "prosecution_appeal"])(
    "%s: under review, 409 with the guides' protective rule: receipt + 10 days, not moved",
    async (kind) => {
      // Received Tue 2026-12-15: ten days end Fri 12-25 (기독탄신일), shown unmoved.
      const res = await deadline(kind, "2026-12-15");
      expect(res.status).toBe(409);
      expect(res.body.code).toBe("RULE_UNDER_REVIEW");
      expect(res.body.officePhone).toMatch(/\d/);
      expect(res.body.protective).toMatchObject({ deadline: "2026-12-25", firstCountedDay: "2026-12-16" });
      expect(res.body.protective.text).toContain("통지를 받은 날부터 10일 안에");
    },
  );

  it("covers every kind in the contract", () => {
    const tested = new Set([...Object.keys(WORKED), "immediate_appeal", "quasi_appeal", "ruling_request", "prosecution_appeal"]);
    expect([...tested].sort()).toEqual([...DEADLINE_KINDS].sort());
  });

  it("answers 400 in Korean for a bad date, a missing date, an unknown kind, and a date before the rule's validFrom", async () => {
    for (const bad of ["2026-02-30", "2026/12/18", "", 20261218, null]) {
      const res = await deadline("appeal", bad);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain("YYYY-MM-DD");
    }
    const unknown = await deadline("parole", "2026-12-18");
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("계산할 기한의 종류를 골라 주세요.");
    const early = await deadline("immediate_appeal", "2019-06-01");
    expect(early.status).toBe(400);
    expect(early.body.message).toContain("2019년 12월 31일 이후");
  });

  it("refuses to count into a year the holiday calendar does not cover (503), never assuming no holidays", async () => {
    const res = await deadline("appeal", "2027-12-28");
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ code: "CALENDAR_MISSING", message: expect.stringContaining("2028년") });
  });
});

describe("the rules and the attorney's review", () => {
  it("lists the rules for the administrator only", async () => {
    expect((await request(t.app).get("/api/tools/rules")).status).toBe(401);
    const res = await admin.get("/api/tools/rules");
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(DEADLINE_KINDS.length);
    expect(res.body.find((r: { key: string }) => r.key === "appeal")).toMatchObject({
      status: "reviewed",
      reviewedBy: null,
      articleCode: "035800",
    });
    expect(res.body.find((r: { key: string }) => r.key === "immediate_appeal")).toMatchObject({ status: "needs_review", reviewedAt: null });
  });

  it("records who reviewed a rule and when; the rule then answers with a date", async () => {
    expect((await request(t.app).post("/api/tools/rules/quasi_appeal/review")).status).toBe(401);
    const before = Date.now();
    const res = await admin.post("/api/tools/rules/quasi_appeal/review").send({});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ key: "quasi_appeal", status: "reviewed", reviewedBy: TEST_ADMIN.username });
    expect(Date.parse(res.body.reviewedAt)).toBeGreaterThanOrEqual(before - 1000);
    const after = await deadline("quasi_appeal", "2026-11-20"); // Fri → +7 = Fri 11-27
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ deadline: "2026-11-27", rule: { status: "reviewed", reviewedByAttorney: true } });
    // The public answer never names the administrator's account.
    expect(JSON.stringify(after.body)).not.toContain(TEST_ADMIN.username);
    expect((await admin.post("/api/tools/rules/parole/review")).status).toBe(400);
  });
});

describe("POST /api/tools/limitation", () => {
  it("answers the table, the period, the last day, the exceptions and the caveat", async () => {
    const res = await request(t.app)
      .post("/api/tools/limitation")
      .send({ offenseEndDate: "2019-12-27", maxPenalty: { kind: "prison", years: 7 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ table: "current", periodYears: 7, lastDay: "2026-12-26" });
    expect(res.body.caveat).toContain("정지는 계산하지 않았습니다");
    expect(res.body.exceptions.length).toBeGreaterThan(1);
  });

  it("uses the former table before 2007-12-21", async () => {
    const res = await request(t.app)
      .post("/api/tools/limitation")
      .send({ offenseEndDate: "2005-05-05", maxPenalty: { kind: "death" } });
    expect(res.body).toMatchObject({ table: "before_2007_12_21", periodYears: 15, lastDay: "2020-05-04" });
  });

  it("answers 400 in Korean for a bad date or penalty", async () => {
    const bad = await request(t.app)
      .post("/api/tools/limitation")
      .send({ offenseEndDate: "2019-02-30", maxPenalty: { kind: "fine" } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("YYYY-MM-DD");
    const penalty = await request(t.app)
      .post("/api/tools/limitation")
      .send({ offenseEndDate: "2019-02-01", maxPenalty: { kind: "caning" } });
    expect(penalty.status).toBe(400);
    expect(penalty.body.fields.maxPenalty[0]).toContain("법정형");
    const years = await request(t.app)
      .post("/api/tools/limitation")
      .send({ offenseEndDate: "2019-02-01", maxPenalty: { kind: "prison" } });
    expect(years.status).toBe(400);
  });
});

describe("POST /api/tools/drunk-driving", () => {
  const ask = (body: object) => request(t.app).post("/api/tools/drunk-driving").send(body);
  it("answers the statutory range, the licence action and the notes", async () => {
    const res = await ask({
      bac: 0.085,
      refusal: false,
      obstruction: false,
      priorWithin10y: false,
      accident: "none",
      vehicle: "car",
      offRoad: false,
    });
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body).toMatchObject({
      criminal: {
        article: "도로교통법 제148조의2 제3항 제2호",
        prison: { minYears: 1, maxYears: 2 },
        fine: { minKrw: 5_000_000, maxKrw: 10_000_000 },
      },
      licence: { action: "취소", disqualification: null },
      lawAsOf: "2026-11-27",
    });
  });
  it("covers the cases the issue names: under 0.03 %, off the road, a personal mobility device, 술타기", async () => {
    expect((await ask({ bac: 0.02 })).body).toMatchObject({ criminal: null, licence: null });
    expect((await ask({ bac: 0.1, offRoad: true })).body.licence).toBeNull();
    expect((await ask({ bac: 0.1, vehicle: "pm" })).body.offence).toContain("별도 기준");
    expect((await ask({ bac: null, obstruction: true })).body.criminal.article).toBe("도로교통법 제148조의2 제2항");
  });
  it("answers 400 in Korean for a missing or bad concentration", async () => {
    const res = await ask({});
    expect(res.status).toBe(400);
    expect(res.body.message).toContain("혈중알코올농도");
    expect((await ask({ bac: 5 })).status).toBe(400);
  });
});
