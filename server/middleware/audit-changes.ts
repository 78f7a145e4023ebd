// Writes an administrator's successful change to the access log: the site settings, profile and home texts
// (and their restores), testimonials, SEO settings and structured data, and two-factor state. The entry names
// the route and the method, never the values; it is written once the answer is a success (2xx).
import type { RequestHandler } from "express";
import { describeError, logger } from "../lib/logger";
import type { AccessEntry, createAccessLog } from "../services/access-log.service";

const CHANGES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** `paths`: the request paths (below the mount point) this action covers. */
export function auditChanges(
  accessLog: ReturnType<typeof createAccessLog>,
  action: AccessEntry["action"],
  paths: RegExp = /^/,
): RequestHandler {
  return (req, res, next) => {
    if (!CHANGES.has(req.method) || !paths.test(req.path)) return next();
    const path = req.originalUrl.split("?")[0];
    res.on("finish", () => {
      if (!req.user || res.statusCode < 200 || res.statusCode >= 300) return;
      const detail = `${req.method} ${path}`.slice(0, 200);
      accessLog
        .record({ id: req.user.id, username: req.user.username, ip: req.ip ?? "unknown" }, { action, detail })
        .catch((err) => logger.error("access log write failed", { action, ...describeError(err) }));
    });
    next();
  };
}
