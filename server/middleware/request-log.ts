// One log line per request: its id, method, path without query, status, duration. No IPs, bodies or queries.
import type { RequestHandler } from "express";
import { logger } from "../lib/logger";

export const requestLog: RequestHandler = (req, res, next) => {
  const start = process.hrtime.bigint();
  res.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    logger.info("request", { requestId: res.locals.requestId, method: req.method, path: req.originalUrl.split("?")[0], status: res.statusCode, ms: Math.round(ms * 10) / 10 });
  });
  next();
};
