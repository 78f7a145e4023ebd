// Brute-force rules for signing in, built so that a stranger cannot lock the administrator out:
//  - per address: at most 10 attempts in 3 minutes (429 after);
//  - per username *and* address: a hard lock after the 4th failure (10 minutes, doubling to 24 hours). Each
//    attempt is checked and counted in one transaction holding the counter's row, so parallel guesses stop at
//    the limit: the 4th attempt sets the lock before its password is even checked, and is lifted on success;
//  - per username alone: a growing delay before the answer (never a refusal), skipped for a device that
//    completed a sign-in with the second factor (its signed cookie, middleware/auth.ts).
// The same gate guards the step-up checks (the current password, a code for new recovery codes).
// The second factor has rules of its own on top (SECOND_FACTOR_LIMITS): a code is counted per account across
// addresses (after 10 wrong ones in an hour the account's authenticator codes are refused for an hour, recovery
// codes still work, and the office is told once), and per session (3 wrong codes end the half-signed-in state).
// Addresses are counted per IPv6 /64 (lib/address-key.ts). State lives in `rate_limits`, so a restart or another
// instance sees the same counters.
import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { formatKoreanMonthDayTime, formatKoreanTime, seoulDate } from "@shared/lib/dates";
import type { Executor } from "../db";
import { systemClock, type Clock } from "../lib/clock";
import { addressKey } from "../lib/address-key";
import { TooManyRequestsError } from "../lib/errors";
import { describeError, logger } from "../lib/logger";
import { createRateLimitsStorage } from "../storage/rate-limits.storage";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const LOGIN_LIMITS = {
  /** At most this many attempts from one address per window (the next one gets 429). */
  ipAttempts: 10,
  ipWindowMs: 3 * MINUTE,
  /** Failures a username gets for free from one address; the last of them starts the first lock. */
  freeFailures: 4,
  firstLockMs: 10 * MINUTE,
  maxLockMs: 24 * HOUR,
  /** Failures are forgotten after this long without a failure or a running lock. */
  forgetAfterMs: 24 * HOUR,
  /** The delay for a username's failures from anywhere: from the 4th, 1 s doubling, at most 10 s. */
  firstDelayMs: 1000,
  maxDelayMs: 10_000,
} as const;

export const SECOND_FACTOR_LIMITS = {
  /** Wrong codes one half-signed-in session may give; the last of them ends it (the password is needed again). */
  sessionWrongCodes: 3,
  /** Wrong authenticator codes an account may get from anywhere within the window before the lock below. */
  accountFailures: 10,
  accountWindowMs: HOUR,
  /** How long the account's authenticator codes are refused after that (recovery codes still work). */
  authenticatorLockMs: HOUR,
} as const;

const AUTHENTICATOR_LOCKED_MESSAGE = "인증 코드가 여러 번 틀려 이 계정은 인증 앱 코드를 잠시 받지 않습니다. 복구 코드로 로그인하시거나";

const IP_PREFIX = "login-ip:";
const USER_PREFIX = "login-user:";
const PAIR_PREFIX = "login-pair:";
const CODE_PREFIX = "2fa-user:";
const SESSION_CODE_PREFIX = "2fa-session:";

/** How long a username is locked from one address after its `failures`-th consecutive failure there. */
export function lockDurationMs(failures: number): number {
  const { freeFailures, firstLockMs, maxLockMs } = LOGIN_LIMITS;
  if (failures < freeFailures) return 0;
  return Math.min(firstLockMs * 2 ** (failures - freeFailures), maxLockMs);
}

/** The delay before answering an attempt on a username with `failures` recent failures from anywhere. */
function delayMs(failures: number): number {
  const { freeFailures, firstDelayMs, maxDelayMs } = LOGIN_LIMITS;
  if (failures < freeFailures) return 0;
  return Math.min(firstDelayMs * 2 ** (failures - freeFailures), maxDelayMs);
}

/** A short stable hash that lets log lines about one username be correlated without writing the name. */
export function usernameTag(username: string): string {
  return createHash("sha256").update(username).digest("hex").slice(0, 12);
}

const hash = (text: string, length: number) => createHash("sha256").update(text).digest("hex").slice(0, length);
const userKey = (username: string) => USER_PREFIX + hash(username, 32);
const pairPrefix = (username: string) => `${PAIR_PREFIX}${hash(username, 32)}:`;
const pairKey = (username: string, ip: string) => pairPrefix(username) + hash(addressKey(ip), 16);
const codeKey = (username: string) => CODE_PREFIX + hash(username, 32);

/** Where an attempt comes from; `trustedDevice`: it carries a valid device cookie for this username. */
export interface LoginClient {
  ip: string;
  trustedDevice?: boolean;
}

/** A lock that has just started, for the office's e-mail. */
export interface LockEvent {
  ip: string;
  user: string;
  failures: number;
  lockedUntil: Date;
}

/** An account's authenticator codes have just been locked after too many wrong ones, for the office's e-mail. */
export interface AuthenticatorLockEvent {
  ip: string;
  user: string;
  failures: number;
  lockedUntil: Date;
}

export interface LoginLimiterOptions {
  clock?: Clock;
  /**
   * Told when a lock starts on a username that is an account (the app e-mails the office); failures of the
   * callback are logged only. A lock on a made-up name is logged, never told.
   */
  onLock?: (event: LockEvent) => Promise<void> | void;
  /** Told once when an account's authenticator codes are locked. */
  onAuthenticatorLock?: (event: AuthenticatorLockEvent) => Promise<void> | void;
  /** How the per-username delay waits (tests may replace it). */
  wait?: (ms: number) => Promise<unknown>;
}

export function createLoginLimiter(db: Executor, options: LoginLimiterOptions | Clock = {}) {
  const { clock = systemClock, onLock, onAuthenticatorLock, wait = sleep } = typeof options === "function" ? { clock: options } : options;
  const storage = createRateLimitsStorage(db);
  const tell = async <E>(callback: ((event: E) => Promise<void> | void) | undefined, event: E) => {
    try {
      await callback?.(event);
    } catch (err) {
      logger.warn("lock notice failed", describeError(err));
    }
  };

  return {
    /** Counts one login attempt from `ip`; throws 429 once the address is over its limit. */
    async countAttempt(ip: string): Promise<void> {
      const now = clock().getTime();
      const { count, windowStart } = await storage.hit(IP_PREFIX + addressKey(ip), new Date(now), LOGIN_LIMITS.ipWindowMs);
      if (count <= LOGIN_LIMITS.ipAttempts) return;
      const remainingMs = windowStart.getTime() + LOGIN_LIMITS.ipWindowMs - now;
      if (count === LOGIN_LIMITS.ipAttempts + 1) logger.warn("login attempts limited for an address", { ip, windowMinutes: 3 });
      throw new TooManyRequestsError(
        `로그인 시도가 너무 많습니다. ${minutesFrom(remainingMs)}분 후 다시 시도해주세요.`,
        remainingMs / 1000,
      );
    },

    /**
     * Admits one attempt on `username` from `client`, or throws 429 while that pair is locked. Checked and
     * counted in one transaction on the pair's row, counted as a failure in advance (the attempt that reaches
     * the limit sets the lock before the password is checked); `succeeded` or `passed` undo that. Then waits
     * the username's delay unless the device is trusted.
     */
    async admit(username: string, client: LoginClient): Promise<{ failures: number; lockedForMs: number }> {
      const now = clock();
      const key = pairKey(username, client.ip);
      type Outcome = { refusedUntil: number } | { failures: number; lockedForMs: number };
      const outcome = await db.transaction(async (tx): Promise<Outcome> => {
        const counters = createRateLimitsStorage(tx);
        const row = await counters.findForUpdate(key, now);
        const until = row.lockedUntil?.getTime() ?? 0;
        if (until > now.getTime()) return { refusedUntil: until };
        const forgotten = Math.max(row.updatedAt.getTime(), until) < now.getTime() - LOGIN_LIMITS.forgetAfterMs;
        const failures = (forgotten ? 0 : row.count) + 1;
        const lockedForMs = lockDurationMs(failures);
        await counters.set(key, { count: failures, lockedUntil: lockedForMs > 0 ? new Date(now.getTime() + lockedForMs) : null }, now);
        return { failures, lockedForMs };
      });
      if ("refusedUntil" in outcome)
        throw new TooManyRequestsError(lockMessage(outcome.refusedUntil, now.getTime()), (outcome.refusedUntil - now.getTime()) / 1000);
      if (!client.trustedDevice) {
        const recent = await storage.find(userKey(username));
        const delay = delayMs(recent?.count ?? 0);
        if (delay > 0) await wait(delay);
      }
      return outcome;
    },

    /**
     * The admitted attempt failed: counts it for the username (the delay) and reports a lock it started —
     * to the office only when `account` says the username is one (a made-up name is logged only).
     */
    async failed(username: string, client: LoginClient, attempt: { failures: number; lockedForMs: number }, account = true): Promise<void> {
      const now = clock();
      await storage.addFailure(userKey(username), now, new Date(now.getTime() - LOGIN_LIMITS.forgetAfterMs));
      if (attempt.lockedForMs <= 0) return;
      const event: LockEvent = {
        ip: client.ip,
        user: usernameTag(username),
        failures: attempt.failures,
        lockedUntil: new Date(now.getTime() + attempt.lockedForMs),
      };
      logger.warn("login locked", {
        user: event.user,
        ip: client.ip,
        failures: attempt.failures,
        lockMinutes: attempt.lockedForMs / MINUTE,
        account,
      });
      if (account) await tell(onLock, event);
    },

    /**
     * Before an authenticator code of `username` is checked: counts it for the account in advance (across
     * addresses), or throws 429 while the account's authenticator codes are locked. `codeFailed` keeps the
     * count, `codeAccepted` takes it back.
     */
    async admitCode(username: string): Promise<{ count: number }> {
      const now = clock();
      const key = codeKey(username);
      const { count, lockedUntil } = await storage.hitLocked(key, now, SECOND_FACTOR_LIMITS.accountWindowMs);
      const until =
        lockedUntil && lockedUntil.getTime() > now.getTime()
          ? lockedUntil.getTime()
          : count > SECOND_FACTOR_LIMITS.accountFailures
            ? now.getTime() + SECOND_FACTOR_LIMITS.authenticatorLockMs
            : 0;
      if (until > now.getTime()) {
        // A refused code is not a guess: it does not count toward the next window.
        await storage.uncount(key);
        throw new TooManyRequestsError(authenticatorLockMessage(until, now.getTime()), (until - now.getTime()) / 1000);
      }
      return { count };
    },

    /** The admitted code was wrong: the account's 10th wrong code in the hour locks its authenticator codes and tells the office once. */
    async codeFailed(username: string, client: LoginClient, admitted: { count: number }): Promise<void> {
      const { accountFailures, authenticatorLockMs } = SECOND_FACTOR_LIMITS;
      if (admitted.count < accountFailures) return;
      const now = clock();
      const lockedUntil = new Date(now.getTime() + authenticatorLockMs);
      await storage.lockUntil(codeKey(username), lockedUntil);
      if (admitted.count !== accountFailures) return;
      const event: AuthenticatorLockEvent = { ip: client.ip, user: usernameTag(username), failures: admitted.count, lockedUntil };
      logger.warn("authenticator codes locked for an account", {
        user: event.user,
        ip: client.ip,
        failures: admitted.count,
        lockMinutes: authenticatorLockMs / MINUTE,
      });
      await tell(onAuthenticatorLock, event);
    },

    /** The admitted code was right: it was no failure. */
    async codeAccepted(username: string): Promise<void> {
      await storage.uncount(codeKey(username));
    },

    /**
     * Counts one code given in the session `sessionKey` names (a half-signed-in session, or a signed-in one
     * for a step-up check), in advance; returns how many it has given within `windowMs`.
     */
    async countSessionCode(sessionKey: string, windowMs: number): Promise<number> {
      const { count } = await storage.hit(SESSION_CODE_PREFIX + hash(sessionKey, 32), clock(), windowMs);
      return count;
    },

    /**
     * The password was right but a second factor follows: takes back this attempt's advance count and its
     * provisional lock; earlier failures stay until the code is accepted too.
     */
    async passed(username: string, client: LoginClient): Promise<void> {
      await storage.takeBack(pairKey(username, client.ip));
    },

    /** A complete sign-in (or step-up check): clears the pair's failures and the username's delay. */
    async succeeded(username: string, client: LoginClient): Promise<void> {
      await storage.delete(pairKey(username, client.ip));
      await storage.delete(userKey(username));
    },

    /** Lifts every lock and delay of `username` by hand (e.g. after an administrator resets the password). */
    async unlock(username: string): Promise<void> {
      await storage.deletePrefix(pairPrefix(username));
      await storage.delete(userKey(username));
      await storage.delete(codeKey(username));
    },

    /** Deletes login counters nobody needs any more (older than the longest lock and forget period). */
    async purgeStale(): Promise<number> {
      const before = new Date(clock().getTime() - LOGIN_LIMITS.maxLockMs - LOGIN_LIMITS.forgetAfterMs);
      let purged = 0;
      for (const prefix of [IP_PREFIX, USER_PREFIX, PAIR_PREFIX, CODE_PREFIX, SESSION_CODE_PREFIX])
        purged += await storage.deleteStale(prefix, before);
      return purged;
    },
  };
}
export type LoginLimiter = ReturnType<typeof createLoginLimiter>;

function minutesFrom(ms: number): number {
  return Math.max(1, Math.ceil(ms / MINUTE));
}

/** Until when the account's authenticator codes are refused, in Korean. */
function authenticatorLockMessage(until: number, now: number): string {
  const at = Math.ceil(until / MINUTE) * MINUTE;
  const when = seoulDate(at) === seoulDate(now) ? formatKoreanTime(at) : formatKoreanMonthDayTime(at);
  return `${AUTHENTICATOR_LOCKED_MESSAGE} ${when} 이후에 다시 시도해주세요.`;
}

/** "N분 후" within the hour, otherwise the Korean clock time (with the date when it is not today). */
export function lockMessage(until: number, now: number): string {
  const remainingMs = until - now;
  if (remainingMs <= HOUR) return `로그인이 잠겨 있습니다. ${minutesFrom(remainingMs)}분 후 다시 시도해주세요.`;
  const at = Math.ceil(until / MINUTE) * MINUTE;
  const when = seoulDate(at) === seoulDate(now) ? formatKoreanTime(at) : formatKoreanMonthDayTime(at);
  return `로그인이 잠겨 있습니다. ${when} 이후에 다시 시도해주세요.`;
}
