// createApp: the whole HTTP surface, assembled from its parts. Boot (index.ts) and tests both call it.
import compression from "compression";
import express, { type Express, type ErrorRequestHandler } from "express";
import helmet from "helmet";
import type { Database } from "./db";
import type { Env } from "./env";
import { describeError, logger } from "./lib/logger";
import { apiNotFound, errorHandler } from "./middleware/error-handler";
import { jsonOnly } from "./middleware/json-only";
import { requestLog } from "./middleware/request-log";
import { ASSETS_DIR, DIST_CLIENT_DIR } from "./paths";
import { createRenderer, type RendererSource } from "./render/renderer";
import { productionSource, viteDevSource } from "./render/sources";
import { healthRoutes } from "./routes/health.routes";
import { pageRoutes } from "./routes/pages.routes";
import { seoFileRoutes } from "./routes/seo-files.routes";

export interface AppDeps {
  database: Database;
  env: Env;
  /** "vite": development with hot reload; "dist": the production build; or a source given by a test. */
  render: "vite" | "dist" | RendererSource;
}

export interface AppHandle {
  app: Express;
  close(): Promise<void>;
}

export async function createApp({ database, env, render }: AppDeps): Promise<AppHandle> {
  const app = express();
  app.disable("x-powered-by");
  if (env.TRUST_PROXY) app.set("trust proxy", parseTrustProxy(env.TRUST_PROXY));
  app.use(securityHeaders(env, render === "vite"));
  app.use(compression());
  app.use(requestLog);

  app.use("/api", jsonOnly, express.json({ limit: "100kb" }));
  app.use("/api", healthRoutes(database));
  app.use("/api", apiNotFound, errorHandler);

  app.use(seoFileRoutes(env));
  app.use("/attached_assets", express.static(ASSETS_DIR, { maxAge: "7d", fallthrough: false, index: false }));

  let closeSource = async () => {};
  let source: RendererSource;
  if (render === "vite") {
    const dev = await viteDevSource(app);
    closeSource = dev.close;
    source = dev;
  } else if (render === "dist") {
    app.use("/assets", express.static(`${DIST_CLIENT_DIR}/assets`, { immutable: true, maxAge: "1y", fallthrough: false, index: false }));
    app.use(express.static(DIST_CLIENT_DIR, { index: false, maxAge: "1h" }));
    source = await productionSource();
  } else {
    source = render;
  }
  app.use(pageRoutes(createRenderer(source, env.PUBLIC_SITE_URL), { db: database.db }));
  app.use(pageErrorHandler);
  return { app, close: closeSource };
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === "true") return true;
  if (value === "false") return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

function securityHeaders(env: Env, dev: boolean) {
  const https = env.PUBLIC_SITE_URL.startsWith("https://");
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
            scriptSrc: ["'self'", "https://www.googletagmanager.com"],
            connectSrc: ["'self'", "https://*.google-analytics.com", "https://*.analytics.google.com", "https://www.googletagmanager.com"],
            ...(https ? { upgradeInsecureRequests: [] } : {}),
          },
        },
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
}

const pageErrorHandler: ErrorRequestHandler = (err, req, res, next) => {
  if (res.headersSent) return next(err);
  const status = typeof err?.status === "number" && err.status >= 400 && err.status < 500 ? err.status : 500;
  if (status === 500) logger.error("page render failed", { path: req.path, ...describeError(err) });
  res
    .status(status)
    .type("html")
    .send(
      `<!doctype html><html lang="ko"><meta charset="utf-8"><title>오류</title><body style="font-family:sans-serif;padding:2rem">` +
        (status === 404 ? "<h1>404 Page Not Found</h1>" : "<h1>일시적인 오류가 발생했습니다.</h1><p>잠시 후 다시 시도해주세요.</p>") +
        `<p><a href="/">홈으로</a></p></body></html>`,
    );
};
