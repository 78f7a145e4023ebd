// Writes an administrator's successful change to the access log: the site settings, profile and home texts
// (and their restores), testimonials, SEO settings and structured data, and two-factor state. The entry names
// the route and the method (and, when the route names one, its subject: the page an SEO setting belongs to), never
// the values; it is written once the answer is a success (2xx). The back office names each route in Korean
// (shared/intake/access-log-actions.ts).
import type { RequestHandler, Response } from "express";
import { routeDetail } from "@shared/intake/access-log-actions";
import { describeError, logger } from "../lib/logger";
import type { AccessEntry, createAccessLog } from "../services/access-log.service";

const CHANGES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The request paths (below /api) each audited action covers; app.ts mounts them, a test names every route. */
export const AUDITED_PATHS = {
  "settings-change":
    /^\/(?:site-settings|site-profile|home-texts|intake-settings|booking-settings|search-verification|delivery-settings|testimonials|availability-blocks\/ics-feed)(?:\/|$)/,
  "seo-change": /^\/seo-settings(?:\/|$)/,
  "two-factor-change": /^\/account\/two-factor(?:\/|$)/,
} as const;

/** Names what a change concerned, in Korean, for its access-log entry ("변호사 소개"). */
export function setAuditSubject(res: Response, subject: string): void {
  res.locals.auditSubject = subject;
}

/** `paths`: the request paths (below the mount point) this action covers (AUDITED_PATHS). */
export function auditChanges(accessLog: ReturnType<typeof createAccessLog>, action: AccessEntry["action"], paths: RegExp): RequestHandler {
  return (req, res, next) => {
    if (!CHANGES.has(req.method) || !paths.test(req.path)) return next();
    const path = req.originalUrl.split("?")[0];
    res.on("finish", () => {
      if (!req.user || res.statusCode < 200 || res.statusCode >= 300) return;
      const subject = typeof res.locals.auditSubject === "string" ? res.locals.auditSubject : undefined;
      const detail = routeDetail(req.method, path, subject);
      accessLog
        .record({ id: req.user.id, username: req.user.username, ip: req.ip ?? "unknown" }, { action, detail })
        .catch((err) => logger.error("access log write failed", { action, ...describeError(err) }));
    });
    next();
  };
}
