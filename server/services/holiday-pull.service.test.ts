// The scheduled holiday pull against a local fake 특일정보 server, on a clock the test moves: the month's run pulls
// this year and next, the yearly run from 1 November pulls next year, each runs once across instances, manual rows
// win, and a failure is retried and shown on the launch checklist, never written as "no holidays".
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAgent } from "../../tests/helpers/auth";
import { FAKE_KASI_KEY, startFakeKasi, type FakeKasi, type FakeRestDay } from "../../tests/helpers/fake-kasi";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { createHolidayPull, pullJobs } from "./holiday-pull.service";
import { createHolidaysService } from "./holidays.service";

let t: TestApp;
let kasi: FakeKasi;
let admin: Awaited<ReturnType<typeof signedInAgent>>;
let now = new Date("2026-10-20T00:00:00Z");

const days2026: FakeRestDay[] = [
  { date: "2026-01-01", name: "1월1일" },
  { date: "2026-12-25", name: "기독탄신일" },
];
const days2027: FakeRestDay[] = [
  { date: "2027-01-01", name: "1월1일" },
  { date: "2027-07-19", name: "대체공휴일" },
  { date: "2027-12-25", name: "기독탄신일" },
];

beforeAll(async () => {
  kasi = await startFakeKasi([...days2026]);
  t = await createTestApp({ clock: () => now, env: { HOLIDAY_API_KEY: FAKE_KASI_KEY, KASI_API_BASE: kasi.url } });
  admin = await signedInAgent(t.app);
});
afterAll(async () => {
  await t?.close();
  await kasi?.close();
});

/** Moves the clock (by months: the session would time out, so the administrator signs in again). */
async function at(iso: string) {
  now = new Date(iso);
  admin = await signedInAgent(t.app);
}

const list = async (year: number) =>
  (await admin.get(`/api/holidays?year=${year}`)).body.holidays as Array<{ date: string; name: string; source: string }>;
const checklist = async () => (await admin.get("/api/launch-checklist")).body as Array<{ id: string; title: string; detail: string }>;
const runs = async () => (await admin.get("/api/holidays/pulls")).body as { enabled: boolean; runs: Array<Record<string, unknown>> };

describe("pullJobs", () => {
  it("is the month's run (this year and next) and, from 1 November Korea time, next year's", () => {
    expect(pullJobs(new Date("2026-10-31T14:59:00Z")).map((j) => j.key)).toEqual(["month:2026-10"]);
    const november = pullJobs(new Date("2026-10-31T15:00:00Z"));
    expect(november.map((j) => j.key)).toEqual(["month:2026-11", "year:2027"]);
    expect(november[0].years).toEqual([
      { year: 2026, required: true },
      { year: 2027, required: false },
    ]);
    expect(november[1].years).toEqual([{ year: 2027, required: true }]);
  });
});

describe("the scheduled pull", () => {
  it("pulls the month's run once; next year not published yet is skipped, not emptied", async () => {
    await admin.post("/api/holidays").send({ date: "2026-12-31", name: "법원 휴정일", kind: "temporary" });
    await t.holidayPull.sweep();
    const y2026 = await list(2026);
    expect(y2026.find((h) => h.date === "2026-01-01")).toMatchObject({ name: "1월1일", source: "kasi" });
    expect(y2026.find((h) => h.date === "2026-12-31")).toMatchObject({ source: "manual" });
    // The fake has no 2027 yet: the seeded 2027 stays whole.
    expect((await list(2027)).length).toBeGreaterThan(15);
    const { enabled, runs: recorded } = await runs();
    expect(enabled).toBe(true);
    expect(recorded[0]).toMatchObject({ key: "month:2026-10", status: "done", lastError: null });
    expect(recorded[0].summary).toContain("2027년: 아직 발표 전");
    expect(recorded[0].summary).toContain("직접 입력 유지 1");
    // Once a month: a later sweep in the same month asks the API nothing.
    const asked = kasi.requests.length;
    await at("2026-10-25T00:00:00Z");
    await t.holidayPull.sweep();
    expect(kasi.requests.length).toBe(asked);
  });

  it("runs once across instances", async () => {
    await at("2026-12-02T00:00:00Z");
    kasi.days.push(...days2027);
    const other = createHolidayPull({
      db: t.database.db,
      holidays: createHolidaysService(t.database.db, { kasi: { key: FAKE_KASI_KEY, base: kasi.url } }),
      enabled: true,
      clock: () => now,
      sweepMs: 0,
    });
    const asked = kasi.requests.length;
    await Promise.all([t.holidayPull.sweep(), other.sweep()]);
    await other.stop();
    // month:2026-12 (2026, 2027) and year:2027 (2027): three years' requests, not six.
    expect(kasi.requests.length - asked).toBe(3);
    expect((await list(2027)).find((h) => h.date === "2027-07-19")).toMatchObject({ source: "kasi", name: "대체공휴일" });
  });

  it("records a failure, retries it later, and shows it on the launch checklist until it succeeds", async () => {
    await at("2027-01-03T00:00:00Z");
    const before = await list(2027);
    kasi.answer("result-error");
    try {
      await t.holidayPull.sweep();
      expect(await list(2027)).toEqual(before);
      const item = (await checklist()).find((i) => i.id === "holiday-pull");
      expect(item?.title).toBe("공휴일 자동 가져오기(2027년 1월 정기)가 실패했습니다");
      expect(item?.detail).toContain("다시 시도하는 중입니다");
      expect(item?.detail).toContain("22 LIMITED NUMBER OF SERVICE REQUESTS EXCEEDS ERROR");
      expect((await runs()).runs[0]).toMatchObject({ key: "month:2027-01", status: "pending", attempts: 1 });
      // Within the hour's wait nothing is asked again.
      const asked = kasi.requests.length;
      await at("2027-01-03T00:30:00Z");
      await t.holidayPull.sweep();
      expect(kasi.requests.length).toBe(asked);
    } finally {
      kasi.answer("ok");
    }
    await at("2027-01-03T01:01:00Z");
    await t.holidayPull.sweep();
    expect((await runs()).runs[0]).toMatchObject({ key: "month:2027-01", status: "done", attempts: 2, lastError: null });
    expect((await checklist()).find((i) => i.id === "holiday-pull")).toBeUndefined();
  });

  it("from 1 November, next year missing from the API is a failure, never an empty year", async () => {
    await at("2027-11-02T00:00:00Z"); // the fake has no 2028
    await t.holidayPull.sweep();
    const byKey = Object.fromEntries((await runs()).runs.map((r) => [r.key, r]));
    expect(byKey["month:2027-11"]).toMatchObject({ status: "done" });
    expect(byKey["year:2028"]).toMatchObject({
      status: "pending",
      lastError: expect.stringContaining("2028년 공휴일이 API에 아직 없습니다"),
    });
    const ids = (await checklist()).map((i) => i.id);
    expect(ids).toContain("holiday-pull");
    expect(ids).toContain("holidays");
    expect(await list(2028)).toEqual([]);
  });
});

describe("without HOLIDAY_API_KEY", () => {
  it("never runs and shows nothing", async () => {
    const plain = await createTestApp({ clock: () => now });
    try {
      await plain.holidayPull.sweep();
      const agent = await signedInAgent(plain.app);
      expect((await agent.get("/api/holidays/pulls")).body).toEqual({ enabled: false, runs: [] });
    } finally {
      await plain.close();
    }
  });
});
