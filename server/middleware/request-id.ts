// Every answer carries an `X-Request-Id`, and every log line written while handling it carries the same id.
// A well-formed id sent by the proxy in front (`X-Request-Id`) is kept, so its logs and ours line up; anything
// else is replaced by a random one. Mounted first, before any other middleware.
import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import { withRequestId } from "../lib/logger";

const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

/** The proxy's id when well-formed, else a new random one. */
export function requestIdOf(incoming: string | string[] | undefined): string {
  return typeof incoming === "string" && WELL_FORMED.test(incoming) ? incoming : randomUUID();
}

export const requestId: RequestHandler = (req, res, next) => {
  const id = requestIdOf(req.headers["x-request-id"]);
  res.locals.requestId = id;
  res.setHeader("X-Request-Id", id);
  withRequestId(id, next);
};
