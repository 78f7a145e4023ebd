import { Router } from "express";
import type { Database } from "../db";
import { describeError, logger } from "../lib/logger";

export function healthRoutes(database: Database): Router {
  const router = Router();
  router.get("/health", async (_req, res) => {
    try {
      await withTimeout(database.ping(), 2000);
      res.json({ status: "ok", db: "ok" });
    } catch (err) {
      logger.warn("health check failed", describeError(err));
      res.status(503).json({ status: "error", db: "error", message: "데이터베이스에 연결할 수 없습니다.", code: "DB_UNAVAILABLE" });
    }
  });
  return router;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("timeout")), ms);
    promise.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e) => (clearTimeout(timer), reject(e)),
    );
  });
}
