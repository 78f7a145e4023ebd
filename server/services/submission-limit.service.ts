// Per-address limit on consultation submissions: generous enough for a person retrying, tight for a bot. The
// counter is bumped by the statement that stores the request (intake-submit.storage.ts), so the limit costs no round
// trip of its own; this module names the counter and words the refusal. Addresses are counted as every limiter
// counts them (IPv6 per /64, lib/address-key.ts).
import { addressKey } from "../lib/address-key";
import { TooManyRequestsError } from "../lib/errors";
import type { SubmissionLimiter } from "./consultations.service";

/** The key prefix of the per-address counters in `rate_limits` (the retention job purges them after a day). */
export const SUBMISSION_COUNTER_PREFIX = "consult-ip:";

const SUBMISSION_LIMIT = { max: 5, windowMs: 10 * 60_000 } as const;

export function createSubmissionLimiter(limit: { max: number; windowMs: number } = SUBMISSION_LIMIT): SubmissionLimiter {
  return {
    counter: (clientKey) => ({ key: `${SUBMISSION_COUNTER_PREFIX}${addressKey(clientKey)}`, max: limit.max, windowMs: limit.windowMs }),
    refusal(windowStart, now) {
      const retryMs = windowStart.getTime() + limit.windowMs - now.getTime();
      const minutes = Math.max(1, Math.ceil(retryMs / 60_000));
      return new TooManyRequestsError(
        `짧은 시간에 상담 신청이 여러 번 접수되었습니다. ${minutes}분 후 다시 시도하시거나 전화로 연락해주세요.`,
        retryMs / 1000,
      );
    },
  };
}
