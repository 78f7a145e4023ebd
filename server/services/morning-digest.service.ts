// Sends the morning digest (shared/intake/morning-digest.ts) once a day at the intake settings' digest time, Korea
// time, to the office address the new-request e-mail goes to. A sweep every minute checks the
// injected clock; the day's row in digest_runs, inserted once and claimed atomically, makes it once a day across
// instances and restarts. A failed send is retried like the office e-mail (1, 2, 4 … minutes, 8 attempts) within
// the same day; a day with nothing open and no booking is recorded as skipped and sends nothing. A start after the
// digest time sends that day's digest late rather than not at all.
import { composeDigest, digestTimeReached } from "@shared/intake/morning-digest";
import { seoulDate } from "@shared/lib/dates";
import type { IntakeSettings } from "@shared/intake/intake-settings";
import type { Db } from "../db";
import { systemClock, type Clock } from "../lib/clock";
import { describeError, logger } from "../lib/logger";
import type { Mailer } from "../lib/mailer";
import { createMorningDigestStorage } from "../storage/morning-digest.storage";
import type { OfficeFacts } from "@shared/office/office-placeholders";

const DIGEST_MAX_ATTEMPTS = 8;
const SWEEP_MS = 60_000;

export interface MorningDigestDeps {
  db: Db;
  mailer: Mailer | undefined;
  /** Where the digest goes: fixed, or read at each sweep (the back office's settings may change it). */
  notifyEmail: string | undefined | (() => Promise<string | undefined>);
  siteUrl: string;
  clock?: Clock;
  intake: () => Promise<IntakeSettings>;
  office: () => Promise<Pick<OfficeFacts, "officeName" | "replyWithinHours">>;
  onFailure?: () => void;
  /** Sweep period; tests pass 0 for no timer and call `sweep()` themselves. */
  sweepMs?: number;
}

export interface MorningDigest {
  /** Sends today's digest when its time has come and no instance has sent it; resolves when done. */
  sweep(): Promise<void>;
  /** No new sweep; the one under way finishes. */
  stop(): Promise<void>;
}

export function createMorningDigest(deps: MorningDigestDeps): MorningDigest {
  const clock = deps.clock ?? systemClock;
  const storage = createMorningDigestStorage(deps.db);
  let running: Promise<void> | undefined;
  let stopped = false;

  async function sendIfDue(): Promise<void> {
    const to = typeof deps.notifyEmail === "function" ? await deps.notifyEmail() : deps.notifyEmail;
    if (!deps.mailer || !to || !(await deps.mailer.configured())) return;
    const settings = await deps.intake();
    const now = clock();
    if (!settings.digest.enabled || !digestTimeReached(now, settings.digest.time)) return;
    const day = seoulDate(now);
    await storage.createDay(day, now);
    const run = await storage.claimDue(day, now, DIGEST_MAX_ATTEMPTS);
    if (!run) return;
    const office = await deps.office();
    const rules = { replyWithinHours: office.replyWithinHours, ...settings.firstContact, quiet: settings.quietHours };
    const todays = await storage.bookingsOn(day);
    const digest = composeDigest(await storage.openRequests(), now, rules, deps.siteUrl, office.officeName, todays);
    if (!digest) {
      await storage.finish(day, { status: "skipped", openCount: 0, overdueCount: 0 });
      logger.info("morning digest skipped: no open requests and no bookings today", { day });
      return;
    }
    try {
      await deps.mailer.send({ to, subject: digest.subject, text: digest.text });
      await storage.finish(day, {
        status: "sent",
        sentAt: now,
        openCount: digest.openCount,
        overdueCount: digest.overdueCount,
        lastError: null,
      });
      logger.info("morning digest sent", { day, open: digest.openCount, overdue: digest.overdueCount, attempt: run.attempts });
    } catch (err) {
      deps.onFailure?.();
      const last = run.attempts >= DIGEST_MAX_ATTEMPTS;
      const described = describeError(err);
      await storage.finish(day, {
        status: last ? "failed" : "pending",
        lastError: [described.error, described.detail].filter(Boolean).join(": ").slice(0, 300),
      });
      logger.warn(last ? "morning digest failed; giving up for the day" : "morning digest failed; will retry", {
        day,
        attempt: run.attempts,
        ...describeError(err),
      });
    }
  }

  function sweep(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) return running;
    running = sendIfDue()
      .catch((err) => logger.error("morning digest sweep failed", describeError(err)))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  const period = deps.sweepMs ?? SWEEP_MS;
  const timer = deps.mailer && period > 0 ? setInterval(() => void sweep(), period) : undefined;
  timer?.unref();
  return {
    sweep,
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      while (running) await running;
    },
  };
}
