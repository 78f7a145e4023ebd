// Signing in: credentials checked against `users` under the brute-force rules of login-limit.service.
// An unknown username and a wrong password cost the same work and get the same answer.
import type { SessionUser } from "@shared/auth/account-input";
import type { User } from "@shared/schema";
import type { Db } from "../db";
import { AppError } from "../lib/errors";
import { logger } from "../lib/logger";
import { dummyPasswordHash, verifyPassword } from "../lib/password";
import { createUsersStorage } from "../storage/users.storage";
import { usernameTag, type LoginClient, type LoginLimiter } from "./login-limit.service";

const INVALID_CREDENTIALS_MESSAGE = "사용자명 또는 비밀번호가 올바르지 않습니다.";

export class InvalidCredentialsError extends AppError {
  constructor() {
    super(401, "INVALID_CREDENTIALS", INVALID_CREDENTIALS_MESSAGE);
  }
}

export function toSessionUser(user: Pick<User, "id" | "username" | "role" | "totpSecret" | "mustChangePassword">): SessionUser {
  return {
    id: user.id,
    username: user.username,
    role: user.role,
    twoFactorEnabled: user.totpSecret !== null,
    mustChangePassword: user.mustChangePassword,
  };
}

export function createAuthService(db: Db, limiter: LoginLimiter) {
  const users = createUsersStorage(db);
  // Computed once, ahead of the first unknown-username attempt, so that attempt is not faster either.
  void dummyPasswordHash().catch(() => undefined);
  return {
    /**
     * The user for these credentials; throws 429 when limited or locked, 401 otherwise. For a user with a
     * second factor the failure count stays until that step succeeds too (two-factor.service).
     */
    async authenticate(username: string, password: string, client: LoginClient): Promise<SessionUser> {
      await limiter.countAttempt(client.ip);
      const attempt = await limiter.admit(username, client);
      const user = await users.findByUsername(username);
      const matches = await verifyPassword(password, user?.password ?? (await dummyPasswordHash()));
      if (!user || !matches) {
        await limiter.failed(username, client, attempt, user !== undefined);
        logger.warn("login failed", { user: usernameTag(username), ip: client.ip, failures: attempt.failures });
        throw new InvalidCredentialsError();
      }
      const sessionUser = toSessionUser(user);
      if (sessionUser.twoFactorEnabled) await limiter.passed(username, client);
      else await limiter.succeeded(username, client);
      logger.info(sessionUser.twoFactorEnabled ? "password accepted, second factor next" : "login succeeded", { userId: user.id });
      return sessionUser;
    },

    /** The user a session points at, or undefined once the account is gone. */
    async findSessionUser(id: number): Promise<SessionUser | undefined> {
      const user = await users.findById(id);
      return user && toSessionUser(user);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
