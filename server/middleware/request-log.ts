// One log line per request: its id, method, path without query, status, duration. No IPs, bodies or queries, and
// no booking's manage token (a link that opens someone's booking): the path shows ":token" in its place.
import type { RequestHandler } from "express";
import { logger } from "../lib/logger";

const MANAGE_TOKEN = /^(\/booking\/|\/api\/bookings\/by-token\/)[^/]+/i;

/** Writes the line of a request answered with `status`, begun at `start` (process.hrtime.bigint()). */
export function logRequest(requestId: string, method: string, path: string, status: number, start: bigint): void {
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  logger.info("request", { requestId, method, path: path.replace(MANAGE_TOKEN, "$1:token"), status, ms: Math.round(ms * 10) / 10 });
}

export const requestLog: RequestHandler = (req, res, next) => {
  const start = process.hrtime.bigint();
  res.on("finish", () => logRequest(res.locals.requestId, req.method, req.originalUrl.split("?")[0], res.statusCode, start));
  next();
};
