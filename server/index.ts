// Process entry: environment, database, HTTP server, graceful shutdown (server/lib/graceful-shutdown.ts).
import { paths } from "@shared/pages/page-map";
import { createApp } from "./app";
import { openAndPrepareDatabase } from "./boot";
import { parseEnv, pgliteDir } from "./env";
import { createDrain, gracefulShutdown } from "./lib/graceful-shutdown";
import { describeError, logger, setLogLevel } from "./lib/logger";
import { logLaunchChecklist } from "./services/launch-checklist.service";
import { listenOn } from "./listen";
import { lawWatchConfigOf } from "./law-watch-config";
import { createIdleCollector, fullCollection } from "./lib/idle-collector";
import { createMetrics, serveMetrics } from "./lib/metrics";
import { isServing, serveSnapshots, snapshotSocketPath, type SnapshotServer } from "./lib/snapshot-socket";

async function main(): Promise<void> {
  const env = parseEnv();
  setLogLevel(env.LOG_LEVEL);
  // A malformed law-watch configuration stops the start before the database opens (createApp parses it again).
  lawWatchConfigOf(env);
  // Counted only when served: without METRICS_PORT no request pays for them.
  const metrics = env.METRICS_PORT ? createMetrics() : undefined;
  const socketPath = env.DATABASE_URL ? undefined : snapshotSocketPath(pgliteDir(env));
  if (socketPath && (await isServing(socketPath))) {
    throw new Error(
      `Another server is using the embedded database in ${env.DATA_DIR} (one process at a time); stop it or set another DATA_DIR.`,
    );
  }
  const database = await openAndPrepareDatabase(env, { observeQuery: metrics?.observeQuery });
  const snapshots = socketPath && database.snapshot ? await serveBackupSnapshots(socketPath, database.snapshot) : undefined;
  const drain = createDrain();
  const { handler, close, launchChecklist } = await createApp({
    database,
    env,
    render: env.NODE_ENV === "production" ? "dist" : "vite",
    drain,
    metrics,
  });
  if (env.NODE_ENV === "production") {
    // The back office's first screen lists the same items; the log says them to whoever deploys.
    // Fictional samples still shown to visitors are logged as errors (logLaunchChecklist says why not a refusal).
    logLaunchChecklist(await launchChecklist(), paths.admin());
  }
  // Five quiet seconds after a burst that left 16 MB or more in V8's heap, full collections give the memory back
  // (server/lib/idle-collector.ts).
  const collect = fullCollection();
  const idle = collect ? createIdleCollector({ idleMs: 5000, minGrowthBytes: 16 * 1024 * 1024, collect }) : undefined;
  if (idle) metrics?.idleCollections(() => idle.collections);
  const server = listenOn(
    env,
    (req, res) => {
      idle?.noteActivity();
      handler(req, res);
    },
    () => {
      logger.info("listening", { url: env.PUBLIC_SITE_URL, host: env.HOST, port: env.PORT, db: database.driver, mode: env.NODE_ENV });
    },
  );
  const metricsServer = metrics && env.METRICS_PORT ? serveMetrics(metrics, env.METRICS_PORT, env.METRICS_HOST) : undefined;

  const shutdown = gracefulShutdown({
    server,
    drain,
    drainMs: env.SHUTDOWN_DRAIN_MS,
    cleanUp: async () => {
      idle?.stop();
      metricsServer?.close();
      await snapshots?.close();
      await close();
      await database.close();
    },
  });
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

/** `npm run backup` asks the running server for its snapshot (server/lib/snapshot-socket.ts). */
async function serveBackupSnapshots(socketPath: string, snapshot: () => Promise<Buffer>): Promise<SnapshotServer | undefined> {
  try {
    return await serveSnapshots(socketPath, snapshot);
  } catch (err) {
    logger.warn("backups while running unavailable (stop the server to back up)", { socketPath, ...describeError(err) });
    return undefined;
  }
}

main().catch((err) => {
  logger.error("start-up failed", describeError(err));
  // One line for whoever started it (never a failed query's values: describeError leaves them out).
  const { detail, error } = describeError(err);
  console.error(String(detail ?? error));
  process.exit(1);
});
