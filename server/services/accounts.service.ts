// Administrator accounts managed from the command line (server/cli/admin.ts): create, reset a password.
import { newAccountSchema, type SessionUser } from "@shared/auth/account-input";
import type { Db } from "../db";
import { ConflictError, NotFoundError } from "../lib/errors";
import { hashPassword } from "../lib/password";
import { createSessionsStorage } from "../storage/sessions.storage";
import { createUsersStorage } from "../storage/users.storage";
import { toSessionUser } from "./auth.service";
import { createLoginLimiter } from "./login-limit.service";

export function createAccountsService(db: Db) {
  const users = createUsersStorage(db);
  return {
    /** Creates an administrator; 409 when the username is taken, 400 for a bad username or password. */
    async createAdministrator(username: string, password: string): Promise<SessionUser> {
      const input = newAccountSchema.parse({ username, password });
      const created = await users.createIfMissing({
        username: input.username,
        password: await hashPassword(input.password),
        role: "admin",
      });
      if (!created) throw new ConflictError("이미 존재하는 사용자명입니다. (username already exists)");
      return toSessionUser(created);
    },

    /**
     * Sets a new password, lifts any login lock on the name and ends the user's open sessions (one
     * transaction), so whoever knew the old password is signed out.
     */
    async resetPassword(username: string, password: string): Promise<{ user: SessionUser; sessionsEnded: number }> {
      const input = newAccountSchema.parse({ username, password });
      const user = await users.findByUsername(input.username);
      if (!user) throw new NotFoundError("해당 사용자를 찾을 수 없습니다. (no such user)");
      // Hashed before the transaction opens (scrypt is slow); the three writes then stand or fall together.
      const passwordHash = await hashPassword(input.password);
      const sessionsEnded = await db.transaction(async (tx) => {
        await createUsersStorage(tx).setPassword(user.id, passwordHash);
        await createLoginLimiter(tx).unlock(user.username);
        return createSessionsStorage(tx).deleteForUser(user.id);
      });
      return { user: toSessionUser(user), sessionsEnded };
    },
  };
}
