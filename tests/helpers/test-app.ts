// The real app on a fresh database, for supertest. One call per test file (beforeAll).
import type { Express } from "express";
import { createApp, type AppHandle } from "../../server/app";
import type { Database } from "../../server/db";
import type { Clock } from "../../server/lib/clock";
import type { Metrics } from "../../server/lib/metrics";
import { parseEnv, type Env } from "../../server/env";
import { setLogLevel } from "../../server/lib/logger";
import type { RendererSource } from "../../server/render/renderer";
import { runSeed, type Seeder } from "../../server/services/seed.service";
import type { SsrModule } from "@shared/render/ssr-contract";
import { templateForSeeders } from "./database-templates";
import { TEST_ADMIN } from "./test-admin";
import { createTestDatabase } from "./test-database";

export { TEST_ADMIN } from "./test-admin";

const TEMPLATE = `<!doctype html><html lang="ko"><head><meta charset="UTF-8" /><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>`;

/** Renders pages with the client's server entry straight from source (no build needed). */
export const sourceRenderer: RendererSource = {
  template: async () => TEMPLATE,
  ssrModule: () => import("../../client/src/entry-server") as Promise<SsrModule>,
};

export interface TestApp {
  app: Express;
  /** What the HTTP server runs: `app` behind the cached public lists' fast path. */
  handler: AppHandle["handler"];
  notifier: AppHandle["notifier"];
  digest: AppHandle["digest"];
  outbound: AppHandle["outbound"];
  holidayPull: AppHandle["holidayPull"];
  bookingFeed: AppHandle["bookingFeed"];
  compressed: AppHandle["compressed"];
  viewsCounted: AppHandle["viewsCounted"];
  database: Database;
  env: Env;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    seeders?: Seeder[];
    clock?: Clock;
    metrics?: Metrics;
    loginWait?: (ms: number) => Promise<unknown>;
  } = {},
): Promise<TestApp> {
  setLogLevel("silent");
  const env = parseEnv({
    NODE_ENV: "test",
    PUBLIC_SITE_URL: "http://localhost:5000",
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    ...options.env,
  });
  // The seed comes with the run's template when one holds exactly it; otherwise it runs here, on the seeded
  // template when the administrator is the usual one (runSeed then keeps it).
  const usualAdmin = env.ADMIN_USERNAME === TEST_ADMIN.username && env.ADMIN_PASSWORD === TEST_ADMIN.password;
  const template = usualAdmin ? templateForSeeders(options.seeders ?? []) : undefined;
  const database = await createTestDatabase(template ?? (usualAdmin ? "seeded" : "migrated"));
  if (!template)
    await runSeed(database.db, { adminUsername: env.ADMIN_USERNAME, adminPassword: env.ADMIN_PASSWORD, seeders: options.seeders });
  const { app, handler, close, notifier, digest, outbound, holidayPull, bookingFeed, compressed, viewsCounted } = await createApp({
    database,
    env,
    render: sourceRenderer,
    clock: options.clock,
    metrics: options.metrics,
    loginWait: options.loginWait,
  });
  return {
    app,
    handler,
    notifier,
    digest,
    outbound,
    holidayPull,
    bookingFeed,
    compressed,
    viewsCounted,
    database,
    env,
    close: async () => {
      await close();
      await database.close();
    },
  };
}
