// Brute-force rules for the login: a cap on attempts per address, and a growing lock per username.
// State lives in `rate_limits`, so a restart or another instance sees the same counters.
import { createHash } from "node:crypto";
import { formatKoreanMonthDayTime, formatKoreanTime, seoulDate } from "@shared/dates";
import type { Executor } from "../db";
import { systemClock, type Clock } from "../lib/clock";
import { TooManyRequestsError } from "../lib/errors";
import { logger } from "../lib/logger";
import { createRateLimitsStorage } from "../storage/rate-limits.storage";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const LOGIN_LIMITS = {
  /** At most this many attempts from one address per window (the next one gets 429). */
  ipAttempts: 10,
  ipWindowMs: 3 * MINUTE,
  /** Failures a username gets for free; the last of them starts the first lock. */
  freeFailures: 4,
  firstLockMs: 10 * MINUTE,
  maxLockMs: 24 * HOUR,
  /** Failures are forgotten after this long without a failure or a running lock. */
  forgetAfterMs: 24 * HOUR,
} as const;

const IP_PREFIX = "login-ip:";
const USER_PREFIX = "login-user:";

/** How long a username is locked after its `failures`-th consecutive failure: 10 min, doubling, at most 24 h. */
export function lockDurationMs(failures: number): number {
  const { freeFailures, firstLockMs, maxLockMs } = LOGIN_LIMITS;
  if (failures < freeFailures) return 0;
  return Math.min(firstLockMs * 2 ** (failures - freeFailures), maxLockMs);
}

/** A short stable hash that lets log lines about one username be correlated without writing the name. */
export function usernameTag(username: string): string {
  return createHash("sha256").update(username).digest("hex").slice(0, 12);
}

const userKey = (username: string) => USER_PREFIX + createHash("sha256").update(username).digest("hex").slice(0, 32);

export function createLoginLimiter(db: Executor, clock: Clock = systemClock) {
  const storage = createRateLimitsStorage(db);
  return {
    /** Counts one login attempt from `ip`; throws 429 once the address is over its limit. */
    async countAttempt(ip: string): Promise<void> {
      const now = clock().getTime();
      const { count, windowStart } = await storage.hit(IP_PREFIX + ip, new Date(now), LOGIN_LIMITS.ipWindowMs);
      if (count <= LOGIN_LIMITS.ipAttempts) return;
      const remainingMs = windowStart.getTime() + LOGIN_LIMITS.ipWindowMs - now;
      if (count === LOGIN_LIMITS.ipAttempts + 1) logger.warn("login attempts limited for an address", { windowMinutes: 3 });
      throw new TooManyRequestsError(
        `로그인 시도가 너무 많습니다. ${minutesFrom(remainingMs)}분 후 다시 시도해주세요.`,
        remainingMs / 1000,
      );
    },

    /** Throws 429 while `username` is locked, whatever the password. */
    async assertNotLocked(username: string): Promise<void> {
      const now = clock().getTime();
      const state = await storage.find(userKey(username));
      const until = state?.lockedUntil?.getTime() ?? 0;
      if (until <= now) return;
      throw new TooManyRequestsError(lockMessage(until, now), (until - now) / 1000);
    },

    /** Counts a failed login for `username` and, in the same transaction, locks it when the count calls for it. */
    async recordFailure(username: string): Promise<{ failures: number; lockedForMs: number }> {
      const now = clock().getTime();
      const key = userKey(username);
      const result = await db.transaction(async (tx) => {
        const counters = createRateLimitsStorage(tx);
        const { count } = await counters.addFailure(key, new Date(now), new Date(now - LOGIN_LIMITS.forgetAfterMs));
        const lockedForMs = lockDurationMs(count);
        if (lockedForMs > 0) await counters.lockUntil(key, new Date(now + lockedForMs));
        return { failures: count, lockedForMs };
      });
      if (result.lockedForMs > 0) {
        logger.warn("login locked", { user: usernameTag(username), failures: result.failures, lockMinutes: result.lockedForMs / MINUTE });
      }
      return result;
    },

    /** A successful login clears the username's failures. */
    async recordSuccess(username: string): Promise<void> {
      await storage.delete(userKey(username));
    },

    /** Lifts a lock by hand (e.g. after an administrator resets the password). */
    async unlock(username: string): Promise<void> {
      await storage.delete(userKey(username));
    },

    /** Deletes login counters nobody needs any more (older than the longest lock and forget period). */
    async purgeStale(): Promise<number> {
      const before = new Date(clock().getTime() - LOGIN_LIMITS.maxLockMs - LOGIN_LIMITS.forgetAfterMs);
      return (await storage.deleteStale(IP_PREFIX, before)) + (await storage.deleteStale(USER_PREFIX, before));
    },
  };
}
export type LoginLimiter = ReturnType<typeof createLoginLimiter>;

function minutesFrom(ms: number): number {
  return Math.max(1, Math.ceil(ms / MINUTE));
}

/** "N분 후" within the hour, otherwise the Korean clock time (with the date when it is not today). */
export function lockMessage(until: number, now: number): string {
  const remainingMs = until - now;
  if (remainingMs <= HOUR) return `로그인이 잠겨 있습니다. ${minutesFrom(remainingMs)}분 후 다시 시도해주세요.`;
  const at = Math.ceil(until / MINUTE) * MINUTE;
  const when = seoulDate(at) === seoulDate(now) ? formatKoreanTime(at) : formatKoreanMonthDayTime(at);
  return `로그인이 잠겨 있습니다. ${when} 이후에 다시 시도해주세요.`;
}
