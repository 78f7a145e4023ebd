// Authentication for /api: sessions, passport (local strategy + session restore) and the login rules.
// One instance per app (no passport singleton), so several apps in one process stay independent.
import type { Request, RequestHandler, Response } from "express";
import { createHash } from "node:crypto";
import passport from "passport";
import { Strategy as LocalStrategy } from "passport-local";
import type { SessionUser } from "@shared/auth/account-input";
import { isHttpsSite, requiresTwoFactor, type Env } from "../env";
import { DEVICE_COOKIE_MAX_AGE_MS, deviceCookieName, deviceToken, isTrustedDevice } from "./device-cookie";
import { addressKey } from "../lib/address-key";
import { systemClock, type Clock } from "../lib/clock";
import { describeError, logger } from "../lib/logger";
import { InvalidCredentialsError, type AuthService } from "../services/auth.service";
import type { LoginClient, LoginLimiter } from "../services/login-limit.service";
import { createSessions, loadSessionSecret, type SessionStore } from "./session";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // What passport puts on req.user: the session user, never the password hash.
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends SessionUser {}
    interface Request {
      /** Signed in, but the site requires a second factor this user has not set up: only enrolment is open. */
      mustEnrolTwoFactor?: boolean;
      /** Signed in with a generated first password: only the password change is open. */
      mustChangePassword?: boolean;
    }
  }
}

/** How long the half-signed-in state (password right, code not yet given) lasts. */
export const SECOND_FACTOR_TIMEOUT_MS = 5 * 60 * 1000;

export interface Auth {
  /** Mount on /api: session, absolute lifetime, passport (req.user). */
  middleware: RequestHandler[];
  service: AuthService;
  /** Checks the credentials in req.body ({username, password}); throws 401 / 429. */
  authenticate(req: Request, res: Response): Promise<SessionUser>;
  /** Starts a signed-in session under a new session id. */
  logIn(req: Request, user: SessionUser): Promise<void>;
  /** After the password of a user with a second factor: a new session id holding only the pending sign-in. */
  beginSecondFactor(req: Request, user: SessionUser): Promise<void>;
  /**
   * The pending sign-in of this session, unless there is none or it is older than five minutes. `sameClient`:
   * this request comes from the address (IPv6 /64) and browser that gave the password. `key` names this
   * pending sign-in for counting its codes.
   */
  pendingLogin(req: Request): PendingLogin | undefined;
  /** Ends the half-signed-in state: the password is needed again. */
  endPendingLogin(req: Request): Promise<void>;
  /** Counts one second-factor code given in this session (in advance); returns how many within `windowMs`. */
  countSessionCode(key: string, windowMs: number): Promise<number>;
  /** Where a sign-in attempt on `username` comes from, and whether the device is trusted for it. */
  clientOf(req: Request, username: string): LoginClient;
  /** After a complete sign-in with the second factor: the device cookie that skips the per-username delay. */
  trustDevice(res: Response, username: string): void;
  /** Whether this site requires administrators to sign in with a second factor. */
  twoFactorRequired: boolean;
  /** Ends the session and clears its cookie. */
  logOut(req: Request, res: Response): Promise<void>;
  /** Stops the timers; resolves once a purge under way is done. */
  close(): Promise<void>;
}

const PURGE_EVERY_MS = 60 * 60 * 1000;

interface PendingLogin {
  userId: number;
  username: string;
  key: string;
  sameClient: boolean;
}

/** The client a pending sign-in is bound to: its address (IPv6 per /64) and user agent, hashed. */
function clientFingerprint(req: Request): string {
  return createHash("sha256")
    .update(`${addressKey(req.ip ?? "unknown")}\n${req.get("user-agent") ?? ""}`)
    .digest("hex")
    .slice(0, 32);
}

export interface AuthDeps {
  env: Env;
  /** Checks credentials under the login limits. */
  service: AuthService;
  /** The login counters, purged of stale rows every hour. */
  limiter: Pick<LoginLimiter, "purgeStale" | "countSessionCode">;
  /** Where sessions are kept; closed with the rest. */
  store: SessionStore;
  clock?: Clock;
}

export function createAuth({ env, service, limiter, store, clock = systemClock }: AuthDeps): Auth {
  const sessions = createSessions({ store, env, clock });
  const deviceSecret = loadSessionSecret(env);
  const deviceCookie = deviceCookieName(isHttpsSite(env));
  const clientOf = (req: Request, username: string): LoginClient => ({
    ip: req.ip ?? "unknown",
    trustedDevice: isTrustedDevice(deviceSecret, req.headers.cookie, deviceCookie, username),
  });
  const twoFactorRequired = requiresTwoFactor(env);
  const markEnrolment: RequestHandler = (req, _res, next) => {
    if (twoFactorRequired && req.user && !req.user.twoFactorEnabled) req.mustEnrolTwoFactor = true;
    if (req.user?.mustChangePassword) req.mustChangePassword = true;
    next();
  };
  const regenerate = (req: Request) =>
    new Promise<void>((resolve, reject) => req.session.regenerate((err) => (err ? reject(err) : resolve())));
  const save = (req: Request) => new Promise<void>((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())));

  const authenticator = new passport.Passport();
  authenticator.use(
    new LocalStrategy({ passReqToCallback: true }, (req, username, password, done) => {
      service.authenticate(username, password, clientOf(req, username)).then((user) => done(null, user), done);
    }),
  );
  authenticator.serializeUser((user, done) => done(null, user.id));
  authenticator.deserializeUser((id: number, done) => {
    service.findSessionUser(id).then((user) => done(null, user ?? false), done);
  });

  const purge = setInterval(() => {
    limiter.purgeStale().catch((err) => logger.warn("login counter purge failed", describeError(err)));
  }, PURGE_EVERY_MS);
  purge.unref();

  return {
    middleware: [...sessions.middleware, authenticator.initialize(), authenticator.session(), markEnrolment],
    service,
    twoFactorRequired,
    clientOf,
    trustDevice: (res, username) => {
      res.cookie(deviceCookie, deviceToken(deviceSecret, username), { ...sessions.cookie, maxAge: DEVICE_COOKIE_MAX_AGE_MS });
    },
    authenticate: (req, res) =>
      new Promise((resolve, reject) => {
        const handler = authenticator.authenticate("local", { session: false }, (err: unknown, user: SessionUser | false) => {
          if (err) reject(err);
          else if (!user) reject(new InvalidCredentialsError());
          else resolve(user);
        }) as RequestHandler;
        handler(req, res, reject);
      }),
    logIn: (req, user) =>
      new Promise((resolve, reject) => {
        // passport regenerates the session (new id, old row deleted, a pending sign-in with it) before storing the user.
        req.logIn(user, (err) => {
          if (err) return reject(err);
          req.session.loginAt = clock().getTime();
          req.session.ip = req.ip;
          req.session.userAgent = req.get("user-agent")?.slice(0, 300);
          req.session.save((saveErr) => (saveErr ? reject(saveErr) : resolve()));
        });
      }),
    beginSecondFactor: async (req, user) => {
      await regenerate(req);
      req.session.pendingLogin = { userId: user.id, username: user.username, at: clock().getTime(), client: clientFingerprint(req) };
      await save(req);
    },
    pendingLogin: (req) => {
      const pending = req.session?.pendingLogin;
      if (!pending) return undefined;
      if (clock().getTime() - pending.at > SECOND_FACTOR_TIMEOUT_MS) {
        delete req.session.pendingLogin;
        return undefined;
      }
      return {
        userId: pending.userId,
        username: pending.username,
        key: `${req.sessionID}:${pending.at}`,
        sameClient: pending.client === clientFingerprint(req),
      };
    },
    endPendingLogin: async (req) => {
      delete req.session.pendingLogin;
      await save(req);
    },
    countSessionCode: (key, windowMs) => limiter.countSessionCode(key, windowMs),
    logOut: (req, res) =>
      new Promise((resolve, reject) => {
        req.session.destroy((err) => {
          if (err) return reject(err);
          res.clearCookie(sessions.cookieName, sessions.cookie);
          resolve();
        });
      }),
    close: async () => {
      clearInterval(purge);
      await sessions.close();
    },
  };
}
