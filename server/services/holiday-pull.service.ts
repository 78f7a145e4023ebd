// The scheduled pull of the holiday calendar from 한국천문연구원 특일정보, when HOLIDAY_API_KEY is set: every month
// this year and next (next year only once the API has it), and from 1 November next year (which must be there). A
// sweep every hour checks the injected clock; each run's row in holiday_pull_runs, inserted once and claimed
// atomically, makes it one run across instances and restarts. The pull writes like the back office's sync with
// apply (manual rows always win). A failed run is retried after 1, 2, 4 … hours, and its error stays recorded for
// the back office and the launch checklist; an error answer is never written as "no holidays".
import { seoulDate } from "@shared/lib/dates";
import type { HolidayPullRun } from "@shared/schema";
import type { Db } from "../db";
import { systemClock, type Clock } from "../lib/clock";
import { describeError, logger } from "../lib/logger";
import { createHolidayPullStorage } from "../storage/holidays.storage";
import type { HolidayDiff, HolidaysService } from "./holidays.service";

const MAX_ATTEMPTS = 6;
const SWEEP_MS = 60 * 60_000;
const FIRST_SWEEP_MS = 60_000;

interface PullJob {
  key: string;
  /** Each year to pull, and whether the API must have it. */
  years: Array<{ year: number; required: boolean }>;
}

/** The runs due on a Korea-time day: the month's, and from 1 November next year's. */
export function pullJobs(now: Date): PullJob[] {
  const today = seoulDate(now);
  const year = Number(today.slice(0, 4));
  const jobs: PullJob[] = [
    {
      key: `month:${today.slice(0, 7)}`,
      years: [
        { year, required: true },
        { year: year + 1, required: false },
      ],
    },
  ];
  if (today.slice(5) >= "11-01") jobs.push({ key: `year:${year + 1}`, years: [{ year: year + 1, required: true }] });
  return jobs;
}

const summarize = (year: number, diff: HolidayDiff | null) =>
  diff
    ? `${year}년: 추가 ${diff.add.length}, 변경 ${diff.change.length}, 삭제 ${diff.remove.length}` +
      (diff.manualKept.length > 0 ? `, 직접 입력 유지 ${diff.manualKept.length}` : "")
    : `${year}년: 아직 발표 전`;

export interface HolidayPull {
  /** HOLIDAY_API_KEY is set. */
  readonly enabled: boolean;
  /** Runs every due pull no instance has run; resolves when done. */
  sweep(): Promise<void>;
  /** The recent runs, newest first (the back office). */
  recent(): Promise<HolidayPullRun[]>;
  /** The failing run among those due now (retrying or given up), for the launch checklist; else null. */
  problem(): Promise<HolidayPullRun | null>;
  stop(): Promise<void>;
}

export function createHolidayPull(deps: {
  db: Db;
  holidays: HolidaysService;
  enabled: boolean;
  clock?: Clock;
  /** Sweep period; tests pass 0 for no timer and call `sweep()` themselves. */
  sweepMs?: number;
}): HolidayPull {
  const clock = deps.clock ?? systemClock;
  const storage = createHolidayPullStorage(deps.db);
  let running: Promise<void> | undefined;
  let stopped = false;

  async function runJob(job: PullJob, now: Date): Promise<void> {
    await storage.create(job.key, now);
    const run = await storage.claimDue(job.key, now, MAX_ATTEMPTS);
    if (!run) return;
    try {
      const lines: string[] = [];
      for (const { year, required } of job.years) lines.push(summarize(year, await deps.holidays.pullYear(year, required)));
      await storage.finish(job.key, { status: "done", summary: lines.join(" · "), lastError: null, finishedAt: clock() });
      logger.info("holiday calendar pulled", { run: job.key, summary: lines.join(" · ") });
    } catch (err) {
      const last = run.attempts >= MAX_ATTEMPTS;
      const described = describeError(err);
      await storage.finish(job.key, {
        status: last ? "failed" : "pending",
        lastError: [described.error, described.detail].filter(Boolean).join(": ").slice(0, 300),
        finishedAt: clock(),
      });
      logger.warn(last ? "holiday pull failed; giving up" : "holiday pull failed; will retry", {
        run: job.key,
        attempt: run.attempts,
        ...described,
      });
    }
  }

  function sweep(): Promise<void> {
    if (stopped || !deps.enabled) return Promise.resolve();
    if (running) return running;
    running = (async () => {
      const now = clock();
      for (const job of pullJobs(now)) await runJob(job, now);
    })()
      .catch((err) => logger.error("holiday pull sweep failed", describeError(err)))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  const period = deps.sweepMs ?? SWEEP_MS;
  const first = deps.enabled && period > 0 ? setTimeout(() => void sweep(), Math.min(FIRST_SWEEP_MS, period)) : undefined;
  const timer = deps.enabled && period > 0 ? setInterval(() => void sweep(), period) : undefined;
  first?.unref();
  timer?.unref();
  return {
    enabled: deps.enabled,
    sweep,
    recent: () => storage.recent(12),
    async problem() {
      if (!deps.enabled) return null;
      const due = new Set(pullJobs(clock()).map((j) => j.key));
      const failing = (await storage.recent(12)).filter((r) => due.has(r.key) && r.status !== "done" && r.lastError);
      return failing[0] ?? null;
    },
    stop: async () => {
      stopped = true;
      if (first) clearTimeout(first);
      if (timer) clearInterval(timer);
      while (running) await running;
    },
  };
}
