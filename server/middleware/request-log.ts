// One log line per request: its id, method, path without query, status, duration. No IPs, bodies or queries.
import type { RequestHandler } from "express";
import { logger } from "../lib/logger";

/** Writes the line of a request answered with `status`, begun at `start` (process.hrtime.bigint()). */
export function logRequest(requestId: string, method: string, path: string, status: number, start: bigint): void {
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  logger.info("request", { requestId, method, path, status, ms: Math.round(ms * 10) / 10 });
}

export const requestLog: RequestHandler = (req, res, next) => {
  const start = process.hrtime.bigint();
  res.on("finish", () => logRequest(res.locals.requestId, req.method, req.originalUrl.split("?")[0], res.statusCode, start));
  next();
};
