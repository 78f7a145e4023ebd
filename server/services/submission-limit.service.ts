// Per-address limit on consultation submissions: generous enough for a person retrying, tight for a bot.
// Addresses are counted as every limiter counts them (IPv6 per /64, lib/address-key.ts).
import type { Db } from "../db";
import { addressKey } from "../lib/address-key";
import { TooManyRequestsError } from "../lib/errors";
import { createRateLimitsStorage } from "../storage/rate-limits.storage";
import type { SubmissionLimiter } from "./consultations.service";

/** The key prefix of the per-address counters in `rate_limits` (the retention job purges them after a day). */
export const SUBMISSION_COUNTER_PREFIX = "consult-ip:";

export const SUBMISSION_LIMIT = { max: 5, windowMs: 10 * 60_000 } as const;

export function createSubmissionLimiter(db: Db, limit: { max: number; windowMs: number } = SUBMISSION_LIMIT, clock: () => Date = () => new Date()): SubmissionLimiter {
  const storage = createRateLimitsStorage(db);
  return {
    async check(clientKey) {
      const now = clock();
      const { count, windowStart } = await storage.hit(`${SUBMISSION_COUNTER_PREFIX}${addressKey(clientKey)}`, now, limit.windowMs);
      if (count > limit.max) {
        const retryMs = windowStart.getTime() + limit.windowMs - now.getTime();
        const minutes = Math.max(1, Math.ceil(retryMs / 60_000));
        throw new TooManyRequestsError(
          `짧은 시간에 상담 신청이 여러 번 접수되었습니다. ${minutes}분 후 다시 시도하시거나 전화로 연락해주세요.`,
          retryMs / 1000,
        );
      }
    },
  };
}
