// createApp: the whole HTTP surface, assembled from its parts. Boot (index.ts) and tests both call it. Each
// domain wires its own services and routers (app-content.ts, app-intake.ts, app-tools.ts; the sign-in in
// app-auth.ts, what sends in app-messages.ts); this file orders the middleware and mounts them.
import compression from "compression";
import type { RequestListener } from "node:http";
import express, { type Express, type Request } from "express";
import type { Database } from "./db";
import type { Clock } from "./lib/clock";
import { apiNotFound, errorHandler } from "./middleware/error-handler";
import { jsonOnly } from "./middleware/json-only";
import { requestLog } from "./middleware/request-log";
import { cachedFastPath } from "./middleware/cached-fast-path";
import { requestId } from "./middleware/request-id";
import { artworkCaching } from "./middleware/artwork-caching";
import { headersFrom, recordHeaders, securityHeaders } from "./middleware/security-headers";
import { noMetrics, type Metrics } from "./lib/metrics";
import { sameOrigin } from "./middleware/same-origin";
import { AUDITED_PATHS, auditChanges } from "./middleware/audit-changes";
import { createAccessLog } from "./services/access-log.service";
import { assetVersion } from "../scripts/lib/asset-version.mjs";
import { ASSETS_DIR, DIST_CLIENT_DIR } from "./paths";
import { createRenderer, type RendererSource } from "./render/renderer";
import { siteHeadTags } from "./render/site-head";
import { ANALYTICS_BUILD } from "./render/analytics-build";
import { productionSource, viteDevSource } from "./render/sources";
import { createResponseCache } from "./lib/response-cache";
import { createContentVersion } from "./services/content-version.service";
import { interviewsRoutes } from "./routes/interviews.routes";
import { boardListRoutes } from "./routes/board.routes";
import { LARGE_POST_BODY } from "./routes/admin-posts.routes";
import { seoAnalysisRoutes } from "./routes/seo-analysis.routes";
import { adminSeoSettingRoutes, publicSeoSettingRoutes, SEO_SETTINGS_BODY } from "./routes/seo-settings.routes";
import { createSeoSettingsService } from "./services/seo-settings.service";
import { createSeoFeedback } from "./services/seo-feedback.service";
import { pageDefaultsReader, type PageDefaultsReader } from "./render/page-defaults";
import { NotFoundError } from "./lib/errors";
import { uploadFileRoutes, UPLOAD_IMAGE_ROUTE } from "./routes/uploads.routes";
import { healthRoutes } from "./routes/health.routes";
import { createRetentionService, startRetentionJob } from "./services/retention.service";
import type { Drain } from "./lib/graceful-shutdown";
import { authRoutes } from "./routes/auth.routes";
import { accountRoutes } from "./routes/account.routes";
import type { ConsultationNotifier } from "./services/consultation-notify.service";
import type { OutboundMessages } from "./services/outbound-messages.service";
import type { HolidayPull } from "./services/holiday-pull.service";
import type { MorningDigest } from "./services/morning-digest.service";
import { createAppMessages } from "./app-messages";
import { createAppAuth } from "./app-auth";
import { createAppContent } from "./app-content";
import { createAppIntake } from "./app-intake";
import { createAppBooking } from "./app-booking";
import type { BookingFeed } from "./services/booking-feed.service";
import { createAppTools } from "./app-tools";
import { createAppLawWatch } from "./app-law-watch";
import { pageErrorHandler } from "./middleware/page-error";
import type { Env } from "./env";
import { createHealthService } from "./services/health.service";
import { createLockNotices } from "./services/lock-notice.service";
import type { LoginLimiterOptions } from "./services/login-limit.service";
import { pageRoutes, visitor } from "./routes/pages.routes";
import { adminSiteSettingsRoutes, publicSiteContentRoutes } from "./routes/site-settings.routes";
import { createLaunchChecklistService, launchConfigOf } from "./services/launch-checklist.service";
import type { LaunchItem } from "@shared/office/launch-checklist";
import { createSiteContentService } from "./services/site-content.service";
import { createSiteSettingsService } from "./services/site-settings.service";
import { createTestimonialsService } from "./services/testimonials.service";
import { seoFileRoutes } from "./routes/seo-files.routes";
import { deliverySettingsRoutes } from "./routes/delivery-settings.routes";

export interface AppDeps {
  database: Database;
  env: Env;
  /** "vite": development with hot reload; "dist": the production build; or a source given by a test. */
  render: "vite" | "dist" | RendererSource;
  /** Time source of the login limits and the session lifetime (tests move it); default the system clock. */
  clock?: Clock;
  /** The process's shutdown state: while draining, answers say `Connection: close` and readiness is 503. */
  drain?: Drain;
  /** Where the app counts requests, sends and submissions (served on METRICS_PORT by server/index.ts); none by default. */
  metrics?: Omit<Metrics, "registry" | "collectRuntime">;
  /** How the sign-in's per-username delay waits (tests that make many attempts skip it; its own tests measure it). */
  loginWait?: LoginLimiterOptions["wait"];
}

export interface AppHandle {
  app: Express;
  /** What the HTTP server runs: the cached public lists' fast path in front of `app` (tests may use either). */
  handler: RequestListener;
  notifier: ConsultationNotifier;
  /** The morning digest's sweep (a timer runs it every minute; tests call it with a moved clock). */
  digest: MorningDigest;
  /** The requesters' acknowledgements and the attorney's urgent alerts (outbound_messages). */
  outbound: OutboundMessages;
  /** The scheduled holiday pull from 특일정보 (an hourly timer outside tests; tests call sweep() with a moved clock). */
  holidayPull: HolidayPull;
  /** The calendar feed's import (a timer outside tests; tests call sweep() with a moved clock). */
  bookingFeed: BookingFeed;
  /** What still stands between this install and a launch (the back office shows it; a production start logs it). */
  launchChecklist(): Promise<LaunchItem[]>;
  /** Resolves when the article views counted so far are stored (a page does not wait for its count). */
  viewsCounted(): Promise<void>;
  /** Resolves when the caches' best-quality brotli under way is made (tests that compare bytes wait for it). */
  compressed(): Promise<void>;
  close(): Promise<void>;
}

export async function createApp({ database, env, render, clock, drain, metrics = noMetrics, loginWait }: AppDeps): Promise<AppHandle> {
  const app = express();
  app.disable("x-powered-by");
  app.use(requestId);
  app.use(metrics.requests);
  if (drain) app.use(drain.middleware);
  if (env.TRUST_PROXY) app.set("trust proxy", parseTrustProxy(env.TRUST_PROXY));
  const security = securityHeaders(env, render === "vite", { analytics: ANALYTICS_BUILD });
  const db = database.db;
  const contentVersion = await createContentVersion(db);
  const content = createAppContent({ db, env, contentVersion, clock });
  const { board, indexNow, adminPosts, uploads, views, interviews } = content;
  const retention = startRetentionJob(createRetentionService(db, { clock }), {
    firstMs: Math.min(60, env.RETENTION_SWEEP_SECONDS) * 1000,
    everyMs: env.RETENTION_SWEEP_SECONDS * 1000,
  });
  const siteSettings = createSiteSettingsService(db, contentVersion);
  await siteSettings.warm();
  const {
    mailer,
    delivery,
    activity,
    notifier,
    digest,
    outbound,
    stop: stopMessages,
  } = createAppMessages({
    db,
    env,
    clock,
    metrics,
    siteSettings,
  });
  const testimonials = createTestimonialsService(db, contentVersion, async () => (await siteSettings.site()).registeredSpecialties);
  const siteContent = createSiteContentService(db, {
    settings: siteSettings,
    testimonials,
    version: contentVersion,
    analytics: ANALYTICS_BUILD,
    sms: () => delivery.sms.configured(),
  });
  const { holidays, holidayPull, tools, toolRouters, holidayRouter } = createAppTools({ db, env, clock, siteSettings });
  const lawWatch = createAppLawWatch({ db, env, clock, tools, bump: () => contentVersion.bump() });
  const launchChecklist = createLaunchChecklistService(db, {
    settings: siteSettings,
    testimonials,
    interviews,
    config: launchConfigOf(env),
    delivery,
    holidays,
    holidayPull,
    lawWatch: () => lawWatch.lawWatch.status(),
  });
  const {
    publicRouters: intakeFormRouters,
    routers: intakeRouters,
    consultations,
  } = createAppIntake({ db, clock, metrics, siteSettings, notifier, outbound, activity });
  const {
    routers: bookingRouters,
    feed: bookingFeed,
    booking,
  } = createAppBooking({
    db,
    env,
    clock,
    siteSettings,
    consultations,
    holidays,
    tools,
    wakeOutbound: () => outbound.trigger(),
  });
  // A page's defaults are read by rendering it; the renderer exists once the page source is set up below.
  let readPageDefaults: PageDefaultsReader = async () => {
    throw new Error("page renderer not ready");
  };
  const seoSettings = createSeoSettingsService(db, contentVersion, {
    pageExists: async (pageType, pageId) => {
      try {
        if (pageType === "post") await adminPosts.get(Number(pageId));
        else await interviews.getInterview(pageId);
        return true;
      } catch (error) {
        if (error instanceof NotFoundError) return false;
        throw error;
      }
    },
    pageDefaults: (pageType) => readPageDefaults(pageType),
    imageSizeOf: (url) => uploads.sizeOfSiteImage(url, env.PUBLIC_SITE_URL),
  });

  // Public content JSON, cached per content version, answered first (the hottest, cheapest path): with the
  // security headers helmet sets, but before compression (stored pre-compressed), logging and the session layer.
  const jsonCache = createResponseCache(env.JSON_CACHE_MB * 1024 * 1024);
  const currentVersion = () => contentVersion.current();
  const securityHeaderTable = recordHeaders(security);
  const setSecurityHeaders = headersFrom(securityHeaderTable);
  app.use("/api", setSecurityHeaders, boardListRoutes(board, jsonCache, currentVersion));
  app.use("/api", setSecurityHeaders, interviewsRoutes(interviews, jsonCache, currentVersion));

  app.use(security);
  app.use(compression());
  app.use(requestLog);

  // Authentication: CSRF check by Origin, then session + passport, on /api only (public pages stay cookie-free).
  const lockNotices = createLockNotices(mailer, delivery.notifyEmail, env.PUBLIC_SITE_URL, {
    clock,
    db,
    gatherMs: env.LOCK_NOTICE_GATHER_SECONDS * 1000,
  });
  const { auth, twoFactor, accountSecurity } = createAppAuth({
    db,
    env,
    clock,
    wait: loginWait,
    onLock: lockNotices.onLock,
    onAuthenticatorLock: lockNotices.onAuthenticatorLock,
  });
  app.use("/api", sameOrigin(env.PUBLIC_SITE_URL));
  // JSON bodies up to 100 KB; an image upload and a post's text parse their own larger bodies after the
  // administrator check.
  const smallJson = express.json({ limit: "100kb" });
  const parsesOwnBody = (path: string) => path === UPLOAD_IMAGE_ROUTE || LARGE_POST_BODY.test(path) || SEO_SETTINGS_BODY.test(path);
  app.use("/api", jsonOnly, (req, res, next) => (parsesOwnBody(req.path) ? next() : smallJson(req, res, next)));
  // The public form before the session layer (it reads no session; see createAppIntake).
  app.use("/api", ...intakeFormRouters);
  app.use("/api", auth.middleware);
  app.use(
    "/api",
    healthRoutes(createHealthService(database, { draining: () => drain?.draining ?? false }), async () => ({
      lawWatch: await lawWatch.lawWatch.status(),
    })),
  );
  const accessLog = createAccessLog(db);
  app.use("/api", authRoutes(auth, twoFactor, accessLog));
  app.use("/api", auditChanges(accessLog, "two-factor-change", AUDITED_PATHS["two-factor-change"]));
  app.use("/api", ...accountRoutes(auth, twoFactor, accountSecurity, accessLog));
  // Each domain's routers: content (guides, interviews, images), then intake (the form to the outcome).
  app.use("/api", ...content.routers.api);
  app.use("/api/admin", ...content.routers.admin);
  app.use("/api", ...intakeRouters);
  const feedback =
    env.LLM_API_URL && env.LLM_API_KEY && env.LLM_MODEL
      ? createSeoFeedback({ url: env.LLM_API_URL, key: env.LLM_API_KEY, model: env.LLM_MODEL })
      : undefined;
  app.use(
    "/api",
    seoAnalysisRoutes(async () => (await siteSettings.site()).registeredSpecialties, feedback),
  );
  app.use("/api", publicSeoSettingRoutes(seoSettings));
  app.use("/api", publicSiteContentRoutes(siteContent));
  app.use(
    "/api",
    auditChanges(accessLog, "settings-change", AUDITED_PATHS["settings-change"]),
    adminSiteSettingsRoutes(siteSettings, testimonials, launchChecklist, {
      google: Boolean(env.GOOGLE_SITE_VERIFICATION),
      naver: Boolean(env.NAVER_SITE_VERIFICATION),
    }),
    deliverySettingsRoutes(delivery),
  );
  app.use(
    "/api",
    auditChanges(accessLog, "seo-change", AUDITED_PATHS["seo-change"]),
    adminSeoSettingRoutes(seoSettings, (pageType) => readPageDefaults(pageType)),
  );
  app.use("/api/tools", ...toolRouters);
  app.use("/api", holidayRouter);
  app.use("/api", ...bookingRouters);
  app.use("/api", lawWatch.router);
  app.use("/api", apiNotFound, errorHandler);

  app.use(
    seoFileRoutes(
      env,
      {
        posts: () => board.allPosts(),
        latestPosts: (count) => board.latest(count),
        interviews: () => interviews.sitemapInterviews(),
        site: () => siteSettings.site(),
        indexNowKeyFile: indexNow.keyFile,
        noindex: (pageType, pageId) => seoSettings.noindex(pageType, pageId),
      },
      { sitemapMaxUrls: env.SITEMAP_MAX_URLS, cache: jsonCache, version: currentVersion },
    ),
  );
  app.use(uploadFileRoutes(uploads));
  app.use(
    "/attached_assets",
    artworkCaching(assetVersion(ASSETS_DIR)),
    express.static(ASSETS_DIR, { cacheControl: false, fallthrough: false, index: false }),
  );

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
  const pageCache = createResponseCache(env.PAGE_CACHE_MB * 1024 * 1024);
  const renderer = createRenderer(
    source,
    env.PUBLIC_SITE_URL,
    () => siteSettings.site(),
    siteHeadTags(env, () => siteSettings.current("search")),
  );
  readPageDefaults = pageDefaultsReader(renderer, { board, interviews, siteContent, tools, booking });
  app.use(
    pageRoutes(renderer, {
      board,
      interviews,
      siteContent,
      tools,
      booking,
      views,
      seo: seoSettings,
      cache: pageCache,
      version: contentVersion,
      cachePages: render !== "vite",
    }),
  );
  app.use(pageErrorHandler(() => siteSettings.lastKnownSite().phone));

  // Cache hits of the public lists' JSON above (also of the paths with ?q=) and of the rendered public pages
  // skip Express altogether (when no metrics count requests). An article's view is counted as the page route counts it,
  // for the visitor Express would see (its request prototype: req.ip under the trust-proxy setting).
  const handler: RequestListener =
    metrics === noMetrics
      ? cachedFastPath(
          {
            json: { cache: jsonCache, paths: ["/api/board-posts", "/api/interviews", "/api/interviews/"] },
            pages: {
              cache: pageCache,
              // The view is counted without the answer waiting for it, as the page route does.
              onPageHit: (req, entry) => {
                if (entry.articleId !== undefined)
                  views.count(entry.articleId, visitor(Object.setPrototypeOf(req, app.request) as Request));
                return undefined;
              },
            },
            version: currentVersion,
            headers: securityHeaderTable,
            draining: () => drain?.draining ?? false,
          },
          app,
        )
      : app;
  return {
    app,
    handler,
    notifier,
    digest,
    outbound,
    holidayPull,
    bookingFeed,
    launchChecklist: () => launchChecklist.items(),
    viewsCounted: () => views.written(),
    compressed: async () => {
      await Promise.all([jsonCache.compressed(), pageCache.compressed()]);
    },
    close: async () => {
      lockNotices?.stop();
      await stopMessages();
      await holidayPull.stop();
      await bookingFeed.stop();
      contentVersion.stop();
      await content.stop();
      await retention.stop();
      await lawWatch.stop();
      await auth.close();
      await closeSource();
    },
  };
}

/** A hop count or the proxies' addresses (env.ts refuses `true`, which would trust any client's header). */
function parseTrustProxy(value: string): number | string[] {
  return /^\d+$/.test(value) ? Number(value) : value.split(",").map((part) => part.trim());
}
