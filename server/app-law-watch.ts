// The law watch as the app mounts it: the configuration (parsed fail-closed: a malformed value stops the start),
// the DRF client when configured, the nightly job (every instance runs the timer; the day's run row lets one run),
// the back-office routes and the review queue.
import type { Router } from "express";
import type { Db } from "./db";
import type { Env } from "./env";
import type { Clock } from "./lib/clock";
import { createLawApi } from "./lib/law-api";
import { lawWatchConfigOf } from "./law-watch-config";
import { lawWatchRoutes } from "./routes/law-watch.routes";
import { createLawWatchRun, startLawWatchJob } from "./services/law-watch-run.service";
import { createLawWatchService, type LawWatchService } from "./services/law-watch.service";
import { createReviewDashboardService } from "./services/review-dashboard.service";
import type { ToolsService } from "./services/tools.service";

export function createAppLawWatch({
  db,
  env,
  clock,
  tools,
  bump,
}: {
  db: Db;
  env: Env;
  clock?: Clock;
  tools: ToolsService;
  bump: () => Promise<void>;
}): { lawWatch: LawWatchService; router: Router; stop(): Promise<void> } {
  const config = lawWatchConfigOf(env);
  const api = config.enabled ? createLawApi(config.api) : undefined;
  const runner = createLawWatchRun(db, { api, clock, bump });
  const lawWatch = createLawWatchService(db, { api, config, clock, bump });
  const dashboard = createReviewDashboardService(db, { tools, clock });
  // Tests run the check by hand (POST /api/law-watch/run); a server runs it each night.
  const job = api && env.NODE_ENV !== "test" ? startLawWatchJob(runner, { clock }) : undefined;
  return { lawWatch, router: lawWatchRoutes(lawWatch, runner, dashboard), stop: async () => job?.stop() };
}
