import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rateLimits } from "@shared/schema";
import { createTestDatabase } from "../../tests/helpers/test-database";
import type { Database } from "../db";
import { AppError } from "../lib/errors";
import { setLogLevel } from "../lib/logger";
import { createLoginLimiter, lockDurationMs, lockMessage } from "./login-limit.service";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let database: Database;
let now: number;
const clock = () => new Date(now);

beforeAll(async () => {
  setLogLevel("silent");
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  now = Date.parse("2030-03-05T06:00:00Z"); // 15:00 in Seoul
  await database.db.delete(rateLimits);
});

/** The 429 a call throws, or undefined when it passes. */
async function refusal(promise: Promise<unknown>): Promise<AppError | undefined> {
  try {
    await promise;
    return undefined;
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
}

describe("lock schedule", () => {
  it("gives 4 failures, then locks for 10 minutes, doubling up to 24 hours", () => {
    expect([1, 2, 3].map(lockDurationMs)).toEqual([0, 0, 0]);
    expect([4, 5, 6, 7].map(lockDurationMs)).toEqual([10, 20, 40, 80].map((m) => m * MINUTE));
    expect(lockDurationMs(11)).toBe(1280 * MINUTE);
    expect(lockDurationMs(12)).toBe(24 * HOUR);
    expect(lockDurationMs(40)).toBe(24 * HOUR);
  });

  it("says when to retry in Korean: minutes within the hour, else the Seoul clock time", () => {
    expect(lockMessage(now + 10 * MINUTE, now)).toBe("로그인이 잠겨 있습니다. 10분 후 다시 시도해주세요.");
    expect(lockMessage(now + 30_000, now)).toBe("로그인이 잠겨 있습니다. 1분 후 다시 시도해주세요.");
    expect(lockMessage(now + 160 * MINUTE, now)).toBe("로그인이 잠겨 있습니다. 오후 5:40 이후에 다시 시도해주세요.");
    expect(lockMessage(now + 80 * MINUTE - 30_000, now)).toBe("로그인이 잠겨 있습니다. 오후 4:20 이후에 다시 시도해주세요.");
    expect(lockMessage(now + 24 * HOUR, now)).toBe("로그인이 잠겨 있습니다. 3월 6일 오후 3:00 이후에 다시 시도해주세요.");
    expect(lockMessage(now + 19 * HOUR, now)).toBe("로그인이 잠겨 있습니다. 3월 6일 오전 10:00 이후에 다시 시도해주세요.");
  });
});

describe("per-address limit", () => {
  it("allows 10 attempts in 3 minutes and refuses the 11th with Retry-After", async () => {
    const limiter = createLoginLimiter(database.db, clock);
    for (let i = 0; i < 10; i++) {
      expect(await refusal(limiter.countAttempt("10.0.0.1"))).toBeUndefined();
      now += 1000;
    }
    const err = await refusal(limiter.countAttempt("10.0.0.1"));
    expect(err?.status).toBe(429);
    expect(err?.code).toBe("TOO_MANY_REQUESTS");
    expect(err?.message).toBe("로그인 시도가 너무 많습니다. 3분 후 다시 시도해주세요.");
    expect(err?.headers).toEqual({ "Retry-After": "170" });
    expect(await refusal(limiter.countAttempt("10.0.0.2"))).toBeUndefined();
  });

  it("opens a new window once 3 minutes have passed", async () => {
    const limiter = createLoginLimiter(database.db, clock);
    for (let i = 0; i < 11; i++) await refusal(limiter.countAttempt("10.0.0.3"));
    now += 3 * MINUTE;
    expect(await refusal(limiter.countAttempt("10.0.0.3"))).toBeUndefined();
  });
});

describe("per-username-and-address lock", () => {
  const here = { ip: "10.0.0.1" };
  const elsewhere = { ip: "10.0.0.2" };
  /** An attempt that fails (as a wrong password would). */
  async function fail(limiter: ReturnType<typeof createLoginLimiter>, name: string, client = here) {
    const attempt = await limiter.admit(name, client);
    await limiter.failed(name, client, attempt);
    return attempt;
  }

  it("locks after the 4th failure from one address, whatever comes next, until the lock has passed", async () => {
    const limiter = createLoginLimiter(database.db, { clock, wait: async () => undefined });
    for (let i = 0; i < 3; i++) await fail(limiter, "admin");
    expect(await fail(limiter, "admin")).toEqual({ failures: 4, lockedForMs: 10 * MINUTE });
    const err = await refusal(limiter.admit("admin", here));
    expect(err?.status).toBe(429);
    expect(err?.message).toBe("로그인이 잠겨 있습니다. 10분 후 다시 시도해주세요.");
    expect(err?.headers).toEqual({ "Retry-After": "600" });
    expect(await refusal(limiter.admit("admin", elsewhere))).toBeUndefined();
    expect(await refusal(limiter.admit("someone-else", here))).toBeUndefined();
    now += 10 * MINUTE;
    expect(await refusal(limiter.admit("admin", here))).toBeUndefined();
  });

  it("doubles the lock with each further failure, up to 24 hours", async () => {
    const limiter = createLoginLimiter(database.db, { clock, wait: async () => undefined });
    const locks: number[] = [];
    for (let i = 0; i < 13; i++) {
      const { lockedForMs } = await fail(limiter, "target");
      locks.push(lockedForMs / MINUTE);
      now += lockedForMs + 1000;
    }
    expect(locks).toEqual([0, 0, 0, 10, 20, 40, 80, 160, 320, 640, 1280, 1440, 1440]);
  });

  it("admits parallel guesses only up to the limit (checked and counted in one step)", async () => {
    const limiter = createLoginLimiter(database.db, { clock, wait: async () => undefined });
    const results = await Promise.all(Array.from({ length: 12 }, () => refusal(limiter.admit("admin", here))));
    expect(results.filter((r) => r === undefined)).toHaveLength(4);
    expect(results.filter((r) => r?.status === 429)).toHaveLength(8);
  });

  it("delays, never refuses, a username failing from many addresses; a trusted device skips the delay", async () => {
    const waits: number[] = [];
    const limiter = createLoginLimiter(database.db, { clock, wait: async (ms) => void waits.push(ms) });
    for (let i = 0; i < 6; i++) await fail(limiter, "admin", { ip: `10.1.0.${i}` });
    expect(waits).toEqual([1000, 2000]);
    expect(await refusal(limiter.admit("admin", { ip: "10.9.9.9" }))).toBeUndefined();
    expect(waits.at(-1)).toBe(4000);
    await limiter.admit("admin", { ip: "10.9.9.8", trustedDevice: true });
    expect(waits).toHaveLength(3);
  });

  it("starts counting again after a success", async () => {
    const limiter = createLoginLimiter(database.db, { clock, wait: async () => undefined });
    for (let i = 0; i < 3; i++) await fail(limiter, "admin");
    await limiter.succeeded("admin", here);
    expect((await fail(limiter, "admin")).failures).toBe(1);
  });

  it("takes back a right password's advance count before its second factor, keeping earlier failures", async () => {
    const limiter = createLoginLimiter(database.db, { clock, wait: async () => undefined });
    for (let i = 0; i < 3; i++) await fail(limiter, "admin");
    await limiter.admit("admin", here);
    await limiter.passed("admin", here);
    expect(await limiter.admit("admin", here)).toEqual({ failures: 4, lockedForMs: 10 * MINUTE });
  });

  it("forgets failures after a day without failures", async () => {
    const limiter = createLoginLimiter(database.db, { clock, wait: async () => undefined });
    for (let i = 0; i < 3; i++) await fail(limiter, "admin");
    now += 23 * HOUR;
    expect((await fail(limiter, "admin")).failures).toBe(4);
    now += 10 * MINUTE + 24 * HOUR + 1000;
    expect((await fail(limiter, "admin")).failures).toBe(1);
  });

  it("logs and reports a lock when it starts, with the source address", async () => {
    const events: unknown[] = [];
    const limiter = createLoginLimiter(database.db, { clock, wait: async () => undefined, onLock: (e) => void events.push(e) });
    for (let i = 0; i < 4; i++) await fail(limiter, "admin");
    expect(events).toEqual([
      { ip: "10.0.0.1", user: expect.stringMatching(/^[0-9a-f]{12}$/), failures: 4, lockedUntil: new Date(now + 10 * MINUTE) },
    ]);
  });

  it("keeps its state in the database, across a restart, until unlocked by hand", async () => {
    for (let i = 0; i < 4; i++) await fail(createLoginLimiter(database.db, { clock, wait: async () => undefined }), "admin");
    const afterRestart = createLoginLimiter(database.db, clock);
    expect((await refusal(afterRestart.admit("admin", here)))?.status).toBe(429);
    await afterRestart.unlock("admin");
    expect(await refusal(afterRestart.admit("admin", here))).toBeUndefined();
  });

  it("purges counters nobody needs any more", async () => {
    const limiter = createLoginLimiter(database.db, { clock, wait: async () => undefined });
    await limiter.countAttempt("10.0.0.9");
    await fail(limiter, "old-name");
    now += 47 * HOUR;
    await fail(limiter, "recent-name");
    expect(await limiter.purgeStale()).toBe(0);
    now += 2 * HOUR;
    expect(await limiter.purgeStale()).toBe(3);
    expect(await database.db.select().from(rateLimits)).toHaveLength(2);
  });
});
