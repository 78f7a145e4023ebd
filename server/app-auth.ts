// The sign-in as the app mounts it on /api: sessions in the database, passport, the login limits and the second
// factor. createApp uses it; tests that need the pieces without the whole app do too.
import type { Db } from "./db";
import type { Env } from "./env";
import type { Clock } from "./lib/clock";
import { createSecretBox, secretKey } from "./lib/secret-box";
import { DbSessionStore, type DbSessionStoreOptions } from "./lib/session-store";
import { createAuth, type Auth } from "./middleware/auth";
import { loadSessionSecret } from "./middleware/session";
import { createAccountSecurityService, type AccountSecurityService } from "./services/account-security.service";
import { createAuthService } from "./services/auth.service";
import { createLoginLimiter, type LoginLimiterOptions } from "./services/login-limit.service";
import { createTwoFactorService, type TwoFactorService } from "./services/two-factor.service";
import { createSessionsStorage } from "./storage/sessions.storage";

/** The express-session store on the `sessions` table. */
export function createSessionStore(db: Db, options?: DbSessionStoreOptions): DbSessionStore {
  return new DbSessionStore(createSessionsStorage(db), options);
}

/** Sessions, passport, the login rules and the second factor, wired to the database as the app mounts them on /api. */
export function createAppAuth({
  db,
  env,
  clock,
  onLock,
  onAuthenticatorLock,
  wait,
}: {
  db: Db;
  env: Env;
  clock?: Clock;
  onLock?: LoginLimiterOptions["onLock"];
  onAuthenticatorLock?: LoginLimiterOptions["onAuthenticatorLock"];
  wait?: LoginLimiterOptions["wait"];
}): {
  auth: Auth;
  twoFactor: TwoFactorService;
  accountSecurity: AccountSecurityService;
} {
  const limiter = createLoginLimiter(db, { clock, onLock, onAuthenticatorLock, wait });
  return {
    auth: createAuth({ env, clock, limiter, service: createAuthService(db, limiter), store: createSessionStore(db) }),
    twoFactor: createTwoFactorService(db, limiter, createSecretBox(secretKey(env.TOTP_ENCRYPTION_KEY, loadSessionSecret(env))), clock),
    accountSecurity: createAccountSecurityService(db, limiter, { idleMinutes: env.SESSION_IDLE_MINUTES, clock }),
  };
}
