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
import type { SsrModule } from "@shared/ssr-contract";
import { createTestDatabase } from "./test-database";

export const TEST_ADMIN = { username: "admin", password: "test-password-1234" };

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
  compressed: AppHandle["compressed"];
  database: Database;
  env: Env;
  close(): Promise<void>;
}

export async function createTestApp(
  options: { env?: Record<string, string>; seeders?: Seeder[]; clock?: Clock; metrics?: Metrics } = {},
): Promise<TestApp> {
  setLogLevel("silent");
  const env = parseEnv({
    NODE_ENV: "test",
    PUBLIC_SITE_URL: "http://localhost:5000",
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    ...options.env,
  });
  const database = await createTestDatabase();
  await runSeed(database.db, { adminUsername: env.ADMIN_USERNAME, adminPassword: env.ADMIN_PASSWORD, seeders: options.seeders });
  const { app, handler, close, notifier, digest, outbound, compressed } = await createApp({ database, env, render: sourceRenderer, clock: options.clock, metrics: options.metrics });
  return {
    app,
    handler,
    notifier,
    digest,
    outbound,
    compressed,
    database,
    env,
    close: async () => {
      await close();
      await database.close();
    },
  };
}
