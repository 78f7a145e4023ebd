// Destruction when a retention period ends (개인정보 보호법 제21조): consultation requests — with their change
// history, follow-up log and the attribution data on the row — the number of years stated in the consent after they were
// received, and the back office's access-log rows after theirs (PRIVACY in shared/privacy/privacy-config.ts); the
// submission counters keyed by IP address a day after their last use. Every
// instance runs the job; a transaction-level advisory lock lets one run at a time, and the deletions and their
// destruction records commit together, so a crash leaves nothing half-done.
import { PRIVACY } from "@shared/privacy/privacy-config";
import type { Db } from "../db";
import { systemClock, type Clock } from "../lib/clock";
import { describeError, logger } from "../lib/logger";
import { createRateLimitsStorage } from "../storage/rate-limits.storage";
import { createRetentionStorage } from "../storage/retention.storage";
import { SUBMISSION_COUNTER_PREFIX } from "./submission-limit.service";
import { ACK_COUNTER_PREFIX } from "./outbound-messages.service";
import { SITE_COUNTER_PREFIX } from "../storage/intake-submit.storage";

/** The advisory-lock key of the retention job (any constant no other lock of the app uses). */
const RETENTION_LOCK_KEY = 7254002;
const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

export interface RetentionRun {
  /** False when another instance was running the job at that moment (this run did nothing). */
  ran: boolean;
  consultations: number;
  accessLogs: number;
}

/** `date` moved back by whole calendar years (29 February becomes 28 February, never 1 March). */
export function yearsBefore(date: Date, years: number): Date {
  const result = new Date(date);
  result.setUTCFullYear(result.getUTCFullYear() - years);
  if (result.getUTCMonth() !== date.getUTCMonth()) result.setUTCDate(0);
  return result;
}

export function createRetentionService(db: Db, options: { clock?: Clock; consultationYears?: number; accessLogYears?: number } = {}) {
  const clock = options.clock ?? systemClock;
  const consultationYears = options.consultationYears ?? PRIVACY.consultationRetentionYears;
  const accessLogYears = options.accessLogYears ?? PRIVACY.accessLogRetentionYears;
  return {
    /** Destroys what is past its period now; one transaction, skipped while another instance runs it. */
    async run(): Promise<RetentionRun> {
      const now = clock();
      return db.transaction(async (tx) => {
        const storage = createRetentionStorage(tx);
        if (!(await storage.tryLock(RETENTION_LOCK_KEY))) return { ran: false, consultations: 0, accessLogs: 0 };
        const consultations = await storage.deleteConsultationsBefore(yearsBefore(now, consultationYears));
        if (consultations > 0) {
          await storage.recordDestruction({
            rule: "consultation-retention",
            count: consultations,
            detail: `보관기간 ${consultationYears}년 경과`,
            createdAt: now,
          });
        }
        const accessLogs = await storage.deleteAccessLogsBefore(yearsBefore(now, accessLogYears));
        if (accessLogs > 0) {
          await storage.recordDestruction({
            rule: "access-log-retention",
            count: accessLogs,
            detail: `보관기간 ${accessLogYears}년 경과`,
            createdAt: now,
          });
        }
        // The per-address submission counters hold IP addresses: gone a day after their last use.
        await createRateLimitsStorage(tx).deleteStale(SUBMISSION_COUNTER_PREFIX, new Date(now.getTime() - DAY));
        // Per-recipient acknowledgement counters: a window lasts at most a week (the setting's upper bound).
        await createRateLimitsStorage(tx).deleteStale(ACK_COUNTER_PREFIX, new Date(now.getTime() - 7 * DAY));
        await createRateLimitsStorage(tx).deleteStale(SITE_COUNTER_PREFIX, new Date(now.getTime() - DAY));
        return { ran: true, consultations, accessLogs };
      });
    },
  };
}
export type RetentionService = ReturnType<typeof createRetentionService>;

export interface RetentionJob {
  /** Stops the timer and waits for a run under way (its queries must end before the database closes). */
  stop(): Promise<void>;
}

/** Runs the job a minute after start-up and then every hour (by default), on every instance (the lock keeps one at a time). */
export function startRetentionJob(
  service: Pick<RetentionService, "run">,
  options: { firstMs?: number; everyMs?: number } = {},
): RetentionJob {
  let running: Promise<unknown> | undefined;
  const runOnce = () => {
    running ??= service
      .run()
      .then((result) => {
        if (result.consultations > 0 || result.accessLogs > 0)
          logger.info("personal data past its retention period destroyed", { ...result });
      })
      .catch((err) => logger.warn("retention job failed; will try again", describeError(err)))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(runOnce, options.firstMs ?? 60_000);
  const timer = setInterval(runOnce, options.everyMs ?? HOUR);
  first.unref();
  timer.unref();
  return {
    stop: async () => {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
