// The headers every answer carries (helmet: CSP, HSTS on https, referrer policy…), and their table recorded
// once for the paths that set them without running helmet (the cached public JSON).
import express, { type RequestHandler } from "express";
import helmet from "helmet";
import { isPrivatePath } from "@shared/pages/page-map";
import { isHttpsSite, type Env } from "../env";

export type HeaderTable = ReadonlyMap<string, string | number | readonly string[]>;

/** GA4's hosts: named in the policy only when the client build loads it (a build with an analytics id). */
const ANALYTICS_SCRIPT = ["https://www.googletagmanager.com"];
const ANALYTICS_CONNECT = ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://www.googletagmanager.com"];

/**
 * Helmet with the site's policy. In a build with analytics, the sign-in page and the back office (and their
 * assets' paths) get the policy without GA's hosts: nothing there may load or reach them, even if a script tried.
 */
export function securityHeaders(env: Env, dev: boolean, { analytics = false }: { analytics?: boolean } = {}): RequestHandler {
  const withAnalytics = policy(env, dev, analytics);
  if (!analytics) return withAnalytics;
  const without = policy(env, dev, false);
  return (req, res, next) => (isPrivatePath(req.path ?? "/") ? without : withAnalytics)(req, res, next);
}

function policy(env: Env, dev: boolean, analytics: boolean): RequestHandler {
  const https = isHttpsSite(env);
  return helmet({
    contentSecurityPolicy: dev
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            baseUri: ["'self'"],
            objectSrc: ["'none'"],
            frameAncestors: ["'none'"],
            formAction: ["'self'"],
            imgSrc: ["'self'", "data:", "https:"],
            fontSrc: ["'self'", "data:"],
            styleSrc: ["'self'", "'unsafe-inline'"],
            scriptSrc: ["'self'", ...(analytics ? ANALYTICS_SCRIPT : [])],
            connectSrc: ["'self'", ...(analytics ? ANALYTICS_CONNECT : [])],
            ...(https ? { upgradeInsecureRequests: [] } : {}),
          },
        },
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
}

/** The headers a header-only middleware (helmet) sets, recorded once to be set from the table. */
export function recordHeaders(middleware: express.RequestHandler): HeaderTable {
  const headers = new Map<string, string | number | readonly string[]>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => void headers.set(name, value),
    removeHeader: (name: string) => void headers.delete(name),
    getHeader: (name: string) => headers.get(name),
  };
  middleware({ headers: {}, method: "GET" } as express.Request, recorder as unknown as express.Response, () => undefined);
  return headers;
}

/** Middleware that sets the headers of a table recorded by recordHeaders. */
export function headersFrom(table: HeaderTable): RequestHandler {
  return (_req, res, next) => {
    for (const [name, value] of table) res.setHeader(name, value);
    next();
  };
}
