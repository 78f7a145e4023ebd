// Whether the service can do its work. Liveness (`/api/health`): the database answers within the time limit.
// Readiness (`/api/ready`, what a load balancer routes by): also every migration of this build is applied, and
// the process is not shutting down.
import type { Database } from "../db";
import { describeError, logger } from "../lib/logger";

/** How long the database may take to answer the health check's trivial query. */
export const DATABASE_CHECK_TIMEOUT_MS = 2000;

export type Readiness = { ready: true } | { ready: false; reason: "draining" | "database" | "migrations" };

export function createHealthService(
  database: Pick<Database, "ping" | "migrationsApplied">,
  options: { timeoutMs?: number; draining?: () => boolean } = {},
) {
  const timeoutMs = options.timeoutMs ?? DATABASE_CHECK_TIMEOUT_MS;
  const draining = options.draining ?? (() => false);
  const checkDatabase = async (): Promise<boolean> => {
    try {
      await withTimeout(database.ping(), timeoutMs);
      return true;
    } catch (err) {
      logger.warn("health check failed", describeError(err));
      return false;
    }
  };
  return {
    /** True when the database answered in time; a failure or a timeout is logged and gives false. */
    checkDatabase,

    async readiness(): Promise<Readiness> {
      if (draining()) return { ready: false, reason: "draining" };
      if (!(await checkDatabase())) return { ready: false, reason: "database" };
      try {
        if (!(await withTimeout(database.migrationsApplied(), timeoutMs))) return { ready: false, reason: "migrations" };
      } catch (err) {
        logger.warn("readiness check failed", describeError(err));
        return { ready: false, reason: "migrations" };
      }
      // Checked again: the shutdown may have begun while the database answered.
      return draining() ? { ready: false, reason: "draining" } : { ready: true };
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
