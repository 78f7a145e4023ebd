import { Router } from "express";
import type { HealthService } from "../services/health.service";

const NOT_READY_MESSAGES = {
  draining: "서버를 종료하는 중입니다. 잠시 후 다른 서버로 연결됩니다.",
  database: "데이터베이스에 연결할 수 없습니다.",
  migrations: "데이터베이스를 준비하는 중입니다.",
} as const;

/**
 * Public. `/api/health` (liveness): 200 when the database answers, 503 otherwise. `/api/ready` (readiness, what a
 * load balancer routes by): 503 as soon as the process begins shutting down, or while the database is unreachable
 * or not yet migrated for this build. `/api/health` also says how the background checks fare (the law watch: off, or
 * its last success and last error), without anything secret.
 */
export function healthRoutes(health: HealthService, detail?: () => Promise<Record<string, unknown>>): Router {
  const router = Router();
  router.get("/health", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    if (await health.checkDatabase()) {
      res.json({ status: "ok", db: "ok", ...(detail ? await detail() : {}) });
      return;
    }
    res.status(503).json({ status: "error", db: "error", message: "데이터베이스에 연결할 수 없습니다.", code: "DB_UNAVAILABLE" });
  });
  router.get("/ready", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    const state = await health.readiness();
    if (state.ready) {
      res.json({ status: "ready" });
      return;
    }
    // Draining: the signal may have come while this answer was being made (after the drain middleware looked), and a
    // load balancer must not send another request on this connection.
    if (state.reason === "draining") res.set("Connection", "close");
    res.status(503).json({ status: "not-ready", reason: state.reason, message: NOT_READY_MESSAGES[state.reason], code: "NOT_READY" });
  });
  return router;
}
