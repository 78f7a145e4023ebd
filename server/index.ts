// Process entry: environment, database, HTTP server, graceful shutdown.
import { createApp } from "./app";
import { openAndPrepareDatabase } from "./boot";
import { parseEnv } from "./env";
import { describeError, logger, setLogLevel } from "./lib/logger";

async function main(): Promise<void> {
  const env = parseEnv();
  setLogLevel(env.LOG_LEVEL);
  const database = await openAndPrepareDatabase(env);
  const { app, close } = await createApp({ database, env, render: env.NODE_ENV === "production" ? "dist" : "vite" });
  const server = app.listen(env.PORT, env.HOST, () => {
    logger.info("listening", { url: `http://localhost:${env.PORT}`, db: database.driver, mode: env.NODE_ENV });
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down", { signal });
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await close();
      await database.close();
      logger.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((err) => {
  logger.error("start-up failed", describeError(err));
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
