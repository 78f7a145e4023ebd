// The environment, parsed once at boot. A wrong value stops the server with a clear message.
import path from "node:path";
import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@shared/auth/account-input";
import { isCommonPassword } from "./lib/common-passwords";

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(5000),
    /**
     * The address the server listens on. Default 0.0.0.0 (every interface), except in production on a plain-http
     * loopback PUBLIC_SITE_URL: there 127.0.0.1, and only a loopback address is accepted.
     */
    HOST: z.string().min(1).optional(),
    DATABASE_URL: z.string().url().optional(),
    DATA_DIR: z.string().default("./data"),
    SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
    SESSION_IDLE_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(30),
    SESSION_MAX_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 30)
      .default(8),
    ADMIN_USERNAME: z.string().min(1).optional(),
    ADMIN_PASSWORD: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `ADMIN_PASSWORD must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(PASSWORD_MAX_LENGTH)
      .optional(),
    PUBLIC_SITE_URL: z.string().url().optional(),
    /**
     * The reverse proxies in front of the app: a hop count (1) or their addresses / subnets, comma-separated
     * (127.0.0.1, loopback, 10.0.0.0/8). Never `true`: that would believe any X-Forwarded-For a client sends.
     */
    TRUST_PROXY: z
      .string()
      .regex(
        /^(?:\d{1,2}|(?:loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(?:\/\d{1,3})?)(?:\s*,\s*(?:loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(?:\/\d{1,3})?))*)$/,
        "TRUST_PROXY must be a hop count (1) or the proxies' addresses (127.0.0.1, loopback, 10.0.0.0/8), never true",
      )
      .optional(),
    SMTP_URL: z.string().url().optional(),
    NOTIFY_EMAIL: z.string().email().optional(),
    MAIL_FROM: z.string().min(3).optional(),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
    /** Serve Prometheus metrics at http://METRICS_HOST:METRICS_PORT/metrics (off when unset). */
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    /** Where the metrics listen: loopback unless the scraper is elsewhere (never expose them publicly). */
    METRICS_HOST: z.string().min(1).default("127.0.0.1"),
    /**
     * How long the first sign-in lock waits for others before the office's e-mail goes (one e-mail an hour at
     * most, a summary of the locks since the last one).
     */
    LOCK_NOTICE_GATHER_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    /** How often the retention job looks for personal data past its period (the first look is at most a minute after start). */
    RETENTION_SWEEP_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 3600)
      .default(3600),
    /** Memory for rendered public pages and for public JSON, each in MB (least recently used out; docs/performance.md). */
    PAGE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(8),
    JSON_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(8),
    /** The embedded database's buffer pool in MB (part of the server's memory once filled). */
    PGLITE_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).max(1024).default(16),
    /** URLs in one sitemap file; past it sitemap.xml is an index of child sitemaps (sitemap-1.xml, …). */
    SITEMAP_MAX_URLS: z.coerce.number().int().min(1).max(50_000).default(5000),
    /** Ownership proofs for Google Search Console and Naver Search Advisor, written into every page's head. */
    GOOGLE_SITE_VERIFICATION: z
      .string()
      .regex(/^[A-Za-z0-9_-]{10,100}$/, "GOOGLE_SITE_VERIFICATION: the token Search Console gives")
      .optional(),
    NAVER_SITE_VERIFICATION: z
      .string()
      .regex(/^[A-Za-z0-9_-]{10,100}$/, "NAVER_SITE_VERIFICATION: the token Search Advisor gives")
      .optional(),
    /** IndexNow key (8–128 letters, digits or dashes): changed posts are announced to Naver and Bing. */
    INDEXNOW_KEY: z
      .string()
      .regex(/^[A-Za-z0-9-]{8,128}$/, "INDEXNOW_KEY must be 8–128 letters, digits or dashes")
      .optional(),
    INDEXNOW_ENDPOINT: z.string().url().default("https://api.indexnow.org/indexnow"),
    /** 공공데이터포털 key of 한국천문연구원 특일정보 (getRestDeInfo): the admin's holiday sync (docs/holidays.md); off when unset. */
    HOLIDAY_API_KEY: z.string().min(10).max(512).optional(),
    /** 국가법령정보 공동활용 (법제처 DRF): the OC key and the base URL (…/DRF); read by law-watch-config.ts, which fails closed. */
    LAW_API_OC: z.string().optional(),
    LAW_API_URL: z.string().optional(),
    /** The 특일정보 service's base URL (tests point it at a local fake server speaking the API). */
    KASI_API_BASE: z.string().url().default("https://apis.data.go.kr/B090041/openapi/service/SpcdeInfoService"),
    /**
     * Optional model feedback in the SEO analysis: the base URL of an OpenAI-compatible API (…/v1; the server
     * posts to {LLM_API_URL}/chat/completions), its key and the model name. All three or none.
     */
    LLM_API_URL: z
      .string()
      .regex(/^https?:\/\/\S+$/, "LLM_API_URL must be an http(s) URL, e.g. https://api.openai.com/v1")
      .optional(),
    /**
     * 32 bytes (64 hex digits or 44 base64 characters) that encrypt the administrators' authenticator secrets
     * at rest. Required on an https site; a plain-http local trial derives one from SESSION_SECRET instead.
     */
    TOTP_ENCRYPTION_KEY: z
      .string()
      .regex(
        /^(?:[0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=)$/,
        "TOTP_ENCRYPTION_KEY must be 32 bytes as 64 hex digits or base64 (openssl rand -hex 32)",
      )
      .optional(),
    /** How long the listener keeps accepting (answering with Connection: close) after SIGTERM, in ms. */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
    LLM_API_KEY: z.string().min(1).optional(),
    /**
     * Text messages (the requester's acknowledgement, the attorney's urgent alert) through an SMS provider: today
     * "solapi". SMS_PROVIDER, SMS_API_KEY, SMS_API_SECRET and SMS_SENDER (the registered 발신번호) together or none
     * (none: the provider saved in the back office, if any); SMS_API_URL overrides the provider's address, for
     * either (https, or http to loopback only).
     */
    SMS_PROVIDER: z.enum(["solapi"], { error: "SMS_PROVIDER must be solapi" }).optional(),
    SMS_API_URL: z
      .string()
      .regex(/^https?:\/\/\S+$/, "SMS_API_URL must be an http(s) URL, e.g. https://api.solapi.com")
      .optional(),
    SMS_API_KEY: z.string().min(1).optional(),
    SMS_API_SECRET: z.string().min(1).optional(),
    SMS_SENDER: z
      .string()
      .transform((v) => v.replace(/[\s-]/g, ""))
      .pipe(
        z.string().regex(/^0\d{8,10}$|^1[568]\d{6}$/, "SMS_SENDER must be the registered sender number, e.g. 02-1234-5678 or 1588-1234"),
      )
      .optional(),
    /** How long one send may take before it counts as a failure to retry. */
    SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    LLM_MODEL: z.string().min(1).max(200).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.ADMIN_PASSWORD && !env.ADMIN_USERNAME) {
      ctx.addIssue({ code: "custom", path: ["ADMIN_USERNAME"], message: "ADMIN_PASSWORD needs ADMIN_USERNAME" });
    }
    if (env.SMTP_URL && !env.NOTIFY_EMAIL) {
      ctx.addIssue({ code: "custom", path: ["NOTIFY_EMAIL"], message: "NOTIFY_EMAIL is required when SMTP_URL is set" });
    }
    const llm = [env.LLM_API_URL, env.LLM_API_KEY, env.LLM_MODEL].filter(Boolean).length;
    if (llm !== 0 && llm !== 3) {
      ctx.addIssue({ code: "custom", path: ["LLM_API_URL"], message: "LLM_API_URL, LLM_API_KEY and LLM_MODEL must be set together" });
    }
    if (env.LLM_API_URL && !isHttpsOrLoopback(env.LLM_API_URL)) {
      ctx.addIssue({ code: "custom", path: ["LLM_API_URL"], message: "LLM_API_URL must be https (plain http only to a loopback address)" });
    }
    const sms = [env.SMS_PROVIDER, env.SMS_API_KEY, env.SMS_API_SECRET, env.SMS_SENDER].filter(Boolean).length;
    if (sms !== 0 && sms !== 4) {
      ctx.addIssue({
        code: "custom",
        path: ["SMS_PROVIDER"],
        message: "SMS_PROVIDER, SMS_API_KEY, SMS_API_SECRET and SMS_SENDER must be set together (or none: no text messages)",
      });
    }
    if (env.SMS_API_URL && !isHttpsOrLoopback(env.SMS_API_URL)) {
      ctx.addIssue({ code: "custom", path: ["SMS_API_URL"], message: "SMS_API_URL must be https (plain http only to a loopback address)" });
    }
    if (env.NODE_ENV === "production" && !env.SESSION_SECRET) {
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "SESSION_SECRET is required in production" });
    }
    if (env.NODE_ENV !== "production") return;
    // Fail closed: a production server is public unless its address says it is only this machine, and then it
    // listens on this machine only.
    if (!env.PUBLIC_SITE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["PUBLIC_SITE_URL"],
        message:
          "PUBLIC_SITE_URL is required in production (https://your-domain, or http://127.0.0.1:PORT for a trial on this machine only)",
      });
      return;
    }
    const site = env.PUBLIC_SITE_URL;
    if (!isHttpsOrLoopback(site)) {
      ctx.addIssue({
        code: "custom",
        path: ["PUBLIC_SITE_URL"],
        message: `PUBLIC_SITE_URL must be https in production (${site}); plain http only on localhost, 127.0.0.1 or [::1] for a local trial`,
      });
    } else if (!site.startsWith("https://") && env.HOST && !isLoopbackHost(env.HOST)) {
      ctx.addIssue({
        code: "custom",
        path: ["HOST"],
        message: `HOST must be a loopback address (127.0.0.1 or ::1) while PUBLIC_SITE_URL is plain http (${site}): without https the back office must not be reachable from other machines`,
      });
    }
    // Whatever the scheme: the first administrator's name is one a guesser does not try first.
    if (!env.ADMIN_USERNAME) {
      ctx.addIssue({
        code: "custom",
        path: ["ADMIN_USERNAME"],
        message: "ADMIN_USERNAME is required in production (the first administrator's name; not a well-known one like admin)",
      });
    } else if (WELL_KNOWN_USERNAMES.has(env.ADMIN_USERNAME.toLowerCase())) {
      ctx.addIssue({
        code: "custom",
        path: ["ADMIN_USERNAME"],
        message: `ADMIN_USERNAME must not be a well-known name (${env.ADMIN_USERNAME})`,
      });
    }
    if (site.startsWith("https://")) {
      if (commonAdminPassword(env)) ctx.addIssue({ code: "custom", path: ["ADMIN_PASSWORD"], message: COMMON_ADMIN_PASSWORD_MESSAGE });
      if (!env.TOTP_ENCRYPTION_KEY) {
        ctx.addIssue({
          code: "custom",
          path: ["TOTP_ENCRYPTION_KEY"],
          message: "TOTP_ENCRYPTION_KEY is required on an https site (openssl rand -hex 32)",
        });
      }
    }
  });

const COMMON_ADMIN_PASSWORD_MESSAGE =
  "ADMIN_PASSWORD is a common or breached password, or one built from such a password or from ADMIN_USERNAME: choose another (the same list as the password change)";

/** ADMIN_PASSWORD is on the common/breached list (or made of ADMIN_USERNAME), as the password change would refuse it. */
function commonAdminPassword(env: { ADMIN_PASSWORD?: string; ADMIN_USERNAME?: string }): boolean {
  return Boolean(env.ADMIN_PASSWORD && isCommonPassword(env.ADMIN_PASSWORD, env.ADMIN_USERNAME ? [env.ADMIN_USERNAME] : []));
}

/**
 * The warning for a common ADMIN_PASSWORD where it is not refused: a plain-http trial on this machine, or outside
 * production (an https production site refuses to start instead, in the schema above).
 */
export function adminPasswordWarning(env: Env): string | undefined {
  if (!commonAdminPassword(env)) return undefined;
  return `${COMMON_ADMIN_PASSWORD_MESSAGE}. Accepted here only because this site is not a production https site.`;
}

/** Names every guesser tries first. */
const WELL_KNOWN_USERNAMES = new Set(["admin", "administrator", "root", "user", "test", "manager"]);

/** localhost, 127.0.0.0/8 and [::1]: only this machine can reach them. */
function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  return host === "localhost" || host === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

function isHttpsOrLoopback(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || (parsed.protocol === "http:" && isLoopbackHost(parsed.hostname));
  } catch {
    return false;
  }
}

export type Env = z.infer<typeof envSchema> & { PUBLIC_SITE_URL: string; HOST: string };

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join(".") || "env"}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const env = result.data;
  const publicUrl = (env.PUBLIC_SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  // A plain-http production site is a trial on this machine: it listens on loopback only.
  const loopbackOnly = env.NODE_ENV === "production" && publicUrl.startsWith("http://");
  return { ...env, PUBLIC_SITE_URL: publicUrl, HOST: env.HOST ?? (loopbackOnly ? "127.0.0.1" : "0.0.0.0") };
}

/** The default address of each SMS provider's API. */
const SMS_API_URLS = { solapi: "https://api.solapi.com" } as const;

/** The provider's API address: SMS_API_URL when set (it applies to the back office's settings too), else its default. */
export function smsApiUrlOf(env: Pick<Env, "SMS_API_URL">, provider: keyof typeof SMS_API_URLS): string {
  return env.SMS_API_URL ?? SMS_API_URLS[provider];
}

/** The SMS provider's settings when configured (all four variables), else undefined: the back office's settings apply. */
export function smsConfigOf(
  env: Pick<Env, "SMS_PROVIDER" | "SMS_API_URL" | "SMS_API_KEY" | "SMS_API_SECRET" | "SMS_SENDER" | "SMS_TIMEOUT_MS">,
): { provider: "solapi"; url: string; apiKey: string; apiSecret: string; sender: string; timeoutMs: number } | undefined {
  if (!env.SMS_PROVIDER || !env.SMS_API_KEY || !env.SMS_API_SECRET || !env.SMS_SENDER) return undefined;
  return {
    provider: env.SMS_PROVIDER,
    url: smsApiUrlOf(env, env.SMS_PROVIDER),
    apiKey: env.SMS_API_KEY,
    apiSecret: env.SMS_API_SECRET,
    sender: env.SMS_SENDER,
    timeoutMs: env.SMS_TIMEOUT_MS,
  };
}

/** The embedded database's folder, inside DATA_DIR. */
export const pgliteDir = (env: Pick<Env, "DATA_DIR">): string => path.resolve(env.DATA_DIR, "pglite");

/**
 * A deployed site (PUBLIC_SITE_URL on https) gets every protection, unconditionally: the second factor,
 * `Secure` `__Host-` cookies, HSTS. Only a plain-http site (in production: a loopback host, see above)
 * leaves them optional, because a browser would not send a Secure cookie over http.
 */
export function isHttpsSite(env: Pick<Env, "PUBLIC_SITE_URL">): boolean {
  return env.PUBLIC_SITE_URL.startsWith("https://");
}

/** Administrators must sign in with a second factor: on every https site. */
export function requiresTwoFactor(env: Pick<Env, "PUBLIC_SITE_URL">): boolean {
  return isHttpsSite(env);
}
