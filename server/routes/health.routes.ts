import { Router } from "express";
import type { HealthService } from "../services/health.service";

/** Public: 200 when the database answers, 503 otherwise (load balancers and uptime checks). */
export function healthRoutes(health: HealthService): Router {
  const router = Router();
  router.get("/health", async (_req, res) => {
    if (await health.checkDatabase()) {
      res.json({ status: "ok", db: "ok" });
      return;
    }
    res.status(503).json({ status: "error", db: "error", message: "데이터베이스에 연결할 수 없습니다.", code: "DB_UNAVAILABLE" });
  });
  return router;
}
