// Server-side sessions for /api: a `sid` cookie signed with SESSION_SECRET, rows in the `sessions` table.
// Idle timeout: the cookie and the row expire SESSION_IDLE_MINUTES after the last request (rolling).
// Absolute lifetime: a session signed in more than SESSION_MAX_HOURS ago is discarded whatever its activity.
import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { CookieOptions, RequestHandler } from "express";
import session, { type SessionData } from "express-session";
import { isHttpsSite, type Env } from "../env";
import type { Clock } from "../lib/clock";

declare module "express-session" {
  interface SessionData {
    /** When the user signed in (epoch ms), for the absolute lifetime. */
    loginAt?: number;
    /** Where and on what the user signed in, for their list of sessions. */
    ip?: string;
    userAgent?: string;
    /** Half signed in: the password was right, the second factor is still to come. Grants nothing. */
    pendingLogin?: { userId: number; username: string; at: number; client?: string };
    /** Two-factor enrolment under way: the secret shown, not yet confirmed by a code. */
    totpSetup?: { secret: string; at: number };
  }
}

/**
 * The session cookie's name: `__Host-sid` on an https site (the browser then insists on Secure, Path=/ and no
 * Domain, so no subdomain or plain-http page can set or shadow it), plain `sid` on a local http trial.
 */
function sessionCookieName(env: Pick<Env, "PUBLIC_SITE_URL">): string {
  return isHttpsSite(env) ? "__Host-sid" : "sid";
}

/** Whether a Cookie header carries a session cookie (either name). */
export const hasSessionCookie = (header: string | undefined): boolean => /(?:^|;\s*)(?:__Host-)?sid=/.test(header ?? "");

export interface Sessions {
  /** express-session, then the absolute-lifetime check. */
  middleware: RequestHandler[];
  /** The cookie's name and the options that address it (to clear it at logout). */
  cookieName: string;
  cookie: CookieOptions;
  /** Stops the store's periodic purge; resolves once a purge under way is done. */
  close(): Promise<void>;
}

/** Where the sessions are kept (the database-backed store in the app), with its own timers to stop. */
export type SessionStore = session.Store & { close(): void | Promise<void> };

export function createSessions({ store, env, clock }: { store: SessionStore; env: Env; clock: Clock }): Sessions {
  const cookie: CookieOptions = {
    httpOnly: true,
    sameSite: "lax",
    secure: isHttpsSite(env),
    // Only the API loads the session. Page requests carry the cookie too, so that an administrator's
    // page views are not counted (pages.routes.ts looks at its presence only); pages stay the same for all.
    path: "/",
  };
  const maxLifetimeMs = env.SESSION_MAX_HOURS * 60 * 60 * 1000;

  const enforceLifetime: RequestHandler = (req, _res, next) => {
    const data = req.session as (SessionData & { passport?: { user?: unknown } }) | undefined;
    if (!data) return next();
    // A signed-in session without a login time cannot prove its age: treat it as expired.
    const expired = data.loginAt === undefined ? data.passport?.user !== undefined : clock().getTime() - data.loginAt > maxLifetimeMs;
    if (!expired) return next();
    // Drops the stored session; the request goes on with a fresh, empty (signed-out) one.
    req.session.regenerate((err) => next(err));
  };

  return {
    middleware: [
      session({
        name: sessionCookieName(env),
        secret: loadSessionSecret(env),
        store,
        resave: false,
        saveUninitialized: false,
        rolling: true,
        unset: "destroy",
        cookie: { ...cookie, maxAge: env.SESSION_IDLE_MINUTES * 60 * 1000 },
      }),
      enforceLifetime,
    ],
    cookieName: sessionCookieName(env),
    cookie,
    close: async () => {
      await store.close();
    },
  };
}

/**
 * SESSION_SECRET, or in development and tests a random secret kept in `${DATA_DIR}/session-secret`
 * (created once with mode 0600, so sessions survive restarts). Production requires SESSION_SECRET (env.ts).
 */
export function loadSessionSecret(env: Pick<Env, "SESSION_SECRET" | "NODE_ENV" | "DATA_DIR">): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  if (env.NODE_ENV === "production") throw new Error("SESSION_SECRET is required in production");
  const file = path.join(env.DATA_DIR, "session-secret");
  const existing = readSecret(file);
  if (existing) return existing;
  mkdirSync(env.DATA_DIR, { recursive: true });
  // Written aside then linked into place: another process starting at the same moment either wins or reads ours.
  const secret = randomBytes(32).toString("hex");
  const temp = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  writeFileSync(temp, `${secret}\n`, { mode: 0o600 });
  try {
    linkSync(temp, file);
    return secret;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    return readSecret(file) ?? secret;
  } finally {
    unlinkSync(temp);
  }
}

function readSecret(file: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(file, "utf8").trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw err;
  }
  if (text.length < 32) throw new Error(`${file} does not hold a valid session secret; delete it to generate a new one`);
  return text;
}
