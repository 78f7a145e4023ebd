// Whether the service can do its work: today, whether the database answers within the time limit.
import type { Database } from "../db";
import { describeError, logger } from "../lib/logger";

/** How long the database may take to answer the health check's trivial query. */
export const DATABASE_CHECK_TIMEOUT_MS = 2000;

export function createHealthService(database: Pick<Database, "ping">, timeoutMs = DATABASE_CHECK_TIMEOUT_MS) {
  return {
    /** True when the database answered in time; a failure or a timeout is logged and gives false. */
    async checkDatabase(): Promise<boolean> {
      try {
        await withTimeout(database.ping(), timeoutMs);
        return true;
      } catch (err) {
        logger.warn("health check failed", describeError(err));
        return false;
      }
    },
  };
}
export type HealthService = ReturnType<typeof createHealthService>;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("timeout")), ms);
    promise.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e) => (clearTimeout(timer), reject(e)),
    );
  });
}
