// The holiday calendar's admin routes, and the 특일정보 pull against a local fake server speaking the API: the
// diff before apply, manual rows winning, an error answer being a failure (never "no holidays"), and the launch
// checklist's warning after 1 November.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAgent } from "../../tests/helpers/auth";
import { FAKE_KASI_KEY, startFakeKasi, type FakeKasi } from "../../tests/helpers/fake-kasi";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAgent>>;
let kasi: FakeKasi;

beforeAll(async () => {
  kasi = await startFakeKasi();
  t = await createTestApp({ env: { HOLIDAY_API_KEY: FAKE_KASI_KEY, KASI_API_BASE: kasi.url } });
  admin = await signedInAgent(t.app);
});
afterAll(async () => {
  await t?.close();
  await kasi?.close();
});

const deadline = (kind: string, startDate: string) => request(t.app).post("/api/tools/deadline").send({ kind, startDate });

describe("the holiday calendar's admin routes", () => {
  it("are for the administrator only", async () => {
    expect((await request(t.app).get("/api/holidays?year=2026")).status).toBe(401);
    expect((await request(t.app).post("/api/holidays").send({ date: "2026-12-31", name: "x" })).status).toBe(401);
    expect((await request(t.app).delete("/api/holidays/2026-12-25")).status).toBe(401);
    expect((await request(t.app).post("/api/holidays/sync?year=2027")).status).toBe(401);
  });

  it("lists a year's seeded holidays, 제헌절 2026 included", async () => {
    const res = await admin.get("/api/holidays?year=2026");
    expect(res.status).toBe(200);
    expect(res.body.covered).toBe(true);
    const byDate = Object.fromEntries(res.body.holidays.map((h: { date: string; name: string; source: string }) => [h.date, h]));
    expect(byDate["2026-07-17"]).toMatchObject({ name: "제헌절", source: "seed", kind: "statutory" });
    expect(byDate["2026-06-03"]).toMatchObject({ kind: "election" });
    expect((await admin.get("/api/holidays?year=26")).status).toBe(400);
  });

  it("adds a manual holiday that moves a deadline, and deletes it again", async () => {
    // Appeal from Thu 2026-12-24: +7 = Thu 12-31. A temporary holiday on 12-31 moves it to Fri 2027-01-01 (1월 1일) → Mon 01-04.
    expect((await deadline("appeal", "2026-12-24")).body.deadline).toBe("2026-12-31");
    const added = await admin.post("/api/holidays").send({ date: "2026-12-31", name: "임시공휴일", kind: "temporary" });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ date: "2026-12-31", source: "manual" });
    expect((await deadline("appeal", "2026-12-24")).body.deadline).toBe("2027-01-04");
    const bad = await admin.post("/api/holidays").send({ date: "2026-12-32", name: "", kind: "party" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(["date", "kind", "name"]);
    expect((await admin.delete("/api/holidays/2026-12-31")).status).toBe(200);
    expect((await admin.delete("/api/holidays/2026-12-31")).status).toBe(404);
    expect((await deadline("appeal", "2026-12-24")).body.deadline).toBe("2026-12-31");
  });
});

describe("POST /api/holidays/sync (한국천문연구원 특일정보 getRestDeInfo)", () => {
  it("shows the diff first and writes nothing; apply writes it; manual rows win", async () => {
    // The API's 2027 differs from the seed: it names a substitute for 제헌절 (a Saturday) and calls 1월 1일 "1월1일".
    kasi.days.splice(
      0,
      kasi.days.length,
      { date: "2027-01-01", name: "1월1일" },
      { date: "2027-02-06", name: "설날" },
      { date: "2027-02-07", name: "설날" },
      { date: "2027-02-08", name: "설날" },
      { date: "2027-02-09", name: "대체공휴일" },
      { date: "2027-03-01", name: "삼일절" },
      { date: "2027-05-05", name: "어린이날" },
      { date: "2027-05-13", name: "부처님오신날" },
      { date: "2027-06-06", name: "현충일" },
      { date: "2027-07-17", name: "제헌절" },
      { date: "2027-07-19", name: "대체공휴일" },
      { date: "2027-08-15", name: "광복절" },
      { date: "2027-08-16", name: "대체공휴일" },
      { date: "2027-09-14", name: "추석" },
      { date: "2027-09-15", name: "추석" },
      { date: "2027-09-16", name: "추석" },
      { date: "2027-10-03", name: "개천절" },
      { date: "2027-10-04", name: "대체공휴일" },
      { date: "2027-10-09", name: "한글날" },
      { date: "2027-10-11", name: "대체공휴일" },
      { date: "2027-12-25", name: "기독탄신일" },
      { date: "2027-12-27", name: "대체공휴일" },
      { date: "2027-05-15", name: "스승의 날", isHoliday: "N" },
    );
    // The attorney entered 2027-12-31 by hand: the API does not know it, and it stays.
    const manual = await admin
      .post("/api/holidays")
      .send({ date: "2027-12-31", name: "사무소 휴무 아님·법원 휴정일", kind: "temporary" })
      .timeout(5000);
    expect(manual.status).toBe(201);
    const requestsBefore = kasi.requests.length;
    const preview = await admin.post("/api/holidays/sync?year=2027").timeout(8000);
    expect(preview.status).toBe(200);
    expect(preview.body.applied).toBe(false);
    expect(preview.body.diff.add).toEqual([{ date: "2027-07-19", name: "대체공휴일", kind: "substitute" }]);
    expect(preview.body.diff.change.map((c: { date: string }) => c.date)).toContain("2027-01-01");
    expect(preview.body.diff.remove).toEqual([]);
    expect(preview.body.diff.manualKept).toEqual([{ date: "2027-12-31", name: "사무소 휴무 아님·법원 휴정일", api: null }]);
    // The request spoke the API: key as issued, year, a page size, the page.
    const sent = kasi.requests[requestsBefore];
    expect(sent.get("solYear")).toBe("2027");
    expect(sent.get("numOfRows")).toBe("100");
    expect(sent.get("pageNo")).toBe("1");
    // Nothing written yet: 07-19 is not a holiday. Jury intent served Mon 2027-07-12: +7 = Mon 07-19.
    expect((await deadline("jury_intent", "2027-07-12")).body.deadline).toBe("2027-07-19");
    const applied = await admin.post("/api/holidays/sync?year=2027&apply=1").timeout(8000);
    expect(applied.body.applied).toBe(true);
    expect((await deadline("jury_intent", "2027-07-12")).body.deadline).toBe("2027-07-20");
    const list = (await admin.get("/api/holidays?year=2027")).body.holidays as Array<{ date: string; source: string }>;
    expect(list.find((h) => h.date === "2027-07-19")?.source).toBe("kasi");
    expect(list.find((h) => h.date === "2027-12-31")?.source).toBe("manual");
    expect(list.find((h) => h.date === "2027-05-15")).toBeUndefined();
  });

  it("pulls one month", async () => {
    const res = await admin.post("/api/holidays/sync?year=2027&month=2");
    expect(res.status).toBe(200);
    expect(kasi.requests.at(-1)!.get("solMonth")).toBe("02");
    expect(res.body.diff).toMatchObject({ month: 2, add: [], remove: [] });
  });

  it.each(["key-error", "result-error", "http-500", "not-xml"] as const)(
    "treats an error answer (%s) as a failure: 502, and the calendar stays",
    async (mode) => {
      kasi.answer(mode);
      try {
        const res = await admin.post("/api/holidays/sync?year=2027&apply=1");
        expect(res.status).toBe(502);
        expect(res.body.code).toBe("HOLIDAY_API_FAILED");
        expect(res.body.message).toContain("기존 달력은 그대로입니다");
      } finally {
        kasi.answer("ok");
      }
      const list = (await admin.get("/api/holidays?year=2027")).body.holidays as unknown[];
      expect(list.length).toBeGreaterThan(20);
    },
  );

  it("treats a whole year without one holiday as a failure, not as an empty calendar", async () => {
    const res = await admin.post("/api/holidays/sync?year=2030&apply=1");
    expect(res.status).toBe(502);
    expect(res.body.message).toContain("2030년 공휴일이 API에 아직 없습니다");
  });

  it("answers 400 for a bad year or month", async () => {
    expect((await admin.post("/api/holidays/sync?year=abc")).status).toBe(400);
    expect((await admin.post("/api/holidays/sync?year=2027&month=13")).status).toBe(400);
  });
});

describe("without HOLIDAY_API_KEY", () => {
  it("says the pull is not configured (503), in Korean", async () => {
    const plain = await createTestApp();
    try {
      const agent = await signedInAgent(plain.app);
      const res = await agent.post("/api/holidays/sync?year=2027");
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ code: "HOLIDAY_API_NOT_CONFIGURED", message: expect.stringContaining("HOLIDAY_API_KEY") });
    } finally {
      await plain.close();
    }
  });
});

describe("the launch checklist", () => {
  it("warns from 1 November when next year has no holidays, and not before", async () => {
    let now = new Date("2027-10-31T14:50:00Z"); // 23:50 in Seoul, 31 October
    const app = await createTestApp({ clock: () => now });
    try {
      const agent = await signedInAgent(app.app);
      const ids = async () => (await agent.get("/api/launch-checklist")).body as Array<{ id: string; title: string }>;
      expect((await ids()).find((i) => i.id === "holidays")).toBeUndefined();
      now = new Date("2027-10-31T15:10:00Z"); // 00:10 in Seoul, 1 November
      expect((await ids()).find((i) => i.id === "holidays")?.title).toBe("2028년 공휴일이 달력에 없습니다");
      // On 1 November 2026 (the seed has 2027) there is nothing to warn about.
      now = new Date("2026-11-01T03:00:00Z");
      const again = await signedInAgent(app.app);
      expect(((await again.get("/api/launch-checklist")).body as Array<{ id: string }>).find((i) => i.id === "holidays")).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
