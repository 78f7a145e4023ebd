// Process entry: environment, database, HTTP server, graceful shutdown (server/lib/graceful-shutdown.ts).
import { createApp } from "./app";
import { openAndPrepareDatabase } from "./boot";
import { parseEnv } from "./env";
import { createDrain, gracefulShutdown } from "./lib/graceful-shutdown";
import { describeError, logger, setLogLevel } from "./lib/logger";

async function main(): Promise<void> {
  const env = parseEnv();
  setLogLevel(env.LOG_LEVEL);
  const database = await openAndPrepareDatabase(env);
  const drain = createDrain();
  const { app, close } = await createApp({ database, env, render: env.NODE_ENV === "production" ? "dist" : "vite", drain });
  const server = app.listen(env.PORT, env.HOST, () => {
    logger.info("listening", { url: `http://localhost:${env.PORT}`, db: database.driver, mode: env.NODE_ENV });
  });

  const shutdown = gracefulShutdown({
    server,
    drain,
    cleanUp: async () => {
      await close();
      await database.close();
    },
  });
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((err) => {
  logger.error("start-up failed", describeError(err));
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
