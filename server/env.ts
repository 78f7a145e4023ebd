// The environment, parsed once at boot. A wrong value stops the server with a clear message.
import path from "node:path";
import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@shared/validation/auth";

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(5000),
    HOST: z.string().default("0.0.0.0"),
    DATABASE_URL: z.string().url().optional(),
    DATA_DIR: z.string().default("./data"),
    SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
    SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(30),
    SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(8),
    ADMIN_USERNAME: z.string().min(1).optional(),
    ADMIN_PASSWORD: z.string().min(PASSWORD_MIN_LENGTH, `ADMIN_PASSWORD must be at least ${PASSWORD_MIN_LENGTH} characters`).max(PASSWORD_MAX_LENGTH).optional(),
    PUBLIC_SITE_URL: z.string().url().optional(),
    TRUST_PROXY: z.string().optional(),
    SMTP_URL: z.string().url().optional(),
    NOTIFY_EMAIL: z.string().email().optional(),
    MAIL_FROM: z.string().min(3).optional(),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
    /** Serve Prometheus metrics at http://METRICS_HOST:METRICS_PORT/metrics (off when unset). */
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    /** Where the metrics listen: loopback unless the scraper is elsewhere (never expose them publicly). */
    METRICS_HOST: z.string().min(1).default("127.0.0.1"),
    /** How often the retention job looks for personal data past its period (the first look is at most a minute after start). */
    RETENTION_SWEEP_SECONDS: z.coerce.number().int().min(1).max(24 * 3600).default(3600),
    /** Memory for rendered public pages and for public JSON, each in MB (least recently used out; docs/performance.md). */
    PAGE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(8),
    JSON_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(8),
    /** The embedded database's buffer pool in MB (part of the server's memory once filled). */
    PGLITE_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).max(1024).default(16),
    /** URLs in one sitemap file; past it sitemap.xml is an index of child sitemaps (sitemap-1.xml, …). */
    SITEMAP_MAX_URLS: z.coerce.number().int().min(1).max(50_000).default(5000),
    /** Ownership proofs for Google Search Console and Naver Search Advisor, written into every page's head. */
    GOOGLE_SITE_VERIFICATION: z.string().regex(/^[A-Za-z0-9_-]{10,100}$/, "GOOGLE_SITE_VERIFICATION: the token Search Console gives").optional(),
    NAVER_SITE_VERIFICATION: z.string().regex(/^[A-Za-z0-9_-]{10,100}$/, "NAVER_SITE_VERIFICATION: the token Search Advisor gives").optional(),
    /** IndexNow key (8–128 letters, digits or dashes): changed posts are announced to Naver and Bing. */
    INDEXNOW_KEY: z.string().regex(/^[A-Za-z0-9-]{8,128}$/, "INDEXNOW_KEY must be 8–128 letters, digits or dashes").optional(),
    INDEXNOW_ENDPOINT: z.string().url().default("https://api.indexnow.org/indexnow"),
    /**
     * Optional model feedback in the SEO analysis: the base URL of an OpenAI-compatible API (…/v1; the server
     * posts to {LLM_API_URL}/chat/completions), its key and the model name. All three or none.
     */
    LLM_API_URL: z.string().regex(/^https?:\/\/\S+$/, "LLM_API_URL must be an http(s) URL, e.g. https://api.openai.com/v1").optional(),
    LLM_API_KEY: z.string().min(1).optional(),
    LLM_MODEL: z.string().min(1).max(200).optional(),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_USERNAME) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({ code: "custom", message: "ADMIN_USERNAME and ADMIN_PASSWORD must be set together" });
    }
    if (env.SMTP_URL && !env.NOTIFY_EMAIL) {
      ctx.addIssue({ code: "custom", path: ["NOTIFY_EMAIL"], message: "NOTIFY_EMAIL is required when SMTP_URL is set" });
    }
    const llm = [env.LLM_API_URL, env.LLM_API_KEY, env.LLM_MODEL].filter(Boolean).length;
    if (llm !== 0 && llm !== 3) {
      ctx.addIssue({ code: "custom", path: ["LLM_API_URL"], message: "LLM_API_URL, LLM_API_KEY and LLM_MODEL must be set together" });
    }
    if (env.NODE_ENV === "production" && !env.SESSION_SECRET) {
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "SESSION_SECRET is required in production" });
    }
  });

export type Env = z.infer<typeof envSchema> & { PUBLIC_SITE_URL: string };

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join(".") || "env"}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const env = result.data;
  const publicUrl = (env.PUBLIC_SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  return { ...env, PUBLIC_SITE_URL: publicUrl };
}

/** The embedded database's folder, inside DATA_DIR. */
export const pgliteDir = (env: Pick<Env, "DATA_DIR">): string => path.resolve(env.DATA_DIR, "pglite");

/**
 * A deployed site (PUBLIC_SITE_URL on https) gets every protection by default: administrators must sign in
 * with a second factor. Only a plain-http local host leaves it optional.
 */
export function requiresTwoFactor(env: Pick<Env, "PUBLIC_SITE_URL">): boolean {
  return env.PUBLIC_SITE_URL.startsWith("https://");
}
