// The signed-in administrator's own account: change the password (every other session ends), see the
// sessions signed in as them (device, address, last seen) and end one or all of them.
import { createHash } from "node:crypto";
import type { SessionData } from "express-session";
import { describeDevice } from "@shared/auth/device";
import type { AccountSession } from "@shared/auth/account-input";
import type { Db } from "../db";
import { systemClock, type Clock } from "../lib/clock";
import { NotFoundError, UnauthorizedError, ValidationError } from "../lib/errors";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "../lib/common-passwords";
import { logger } from "../lib/logger";
import { hashPassword, verifyPassword } from "../lib/password";
import { createSessionsStorage } from "../storage/sessions.storage";
import { createUsersStorage } from "../storage/users.storage";
import type { LoginClient, LoginLimiter } from "./login-limit.service";

/** The public handle of a session id. */
function sessionHandle(sid: string): string {
  return createHash("sha256").update(`session:${sid}`).digest("hex").slice(0, 32);
}

export function createAccountSecurityService(
  db: Db,
  limiter: Pick<LoginLimiter, "admit" | "failed" | "succeeded">,
  options: { idleMinutes: number; clock?: Clock },
) {
  const clock = options.clock ?? systemClock;
  const users = createUsersStorage(db);
  const sessions = createSessionsStorage(db);

  return {
    /**
     * Checks the current password and sets the new one; every other session of the user ends in the same
     * transaction. The current password is checked under the sign-in limits (a stolen session cannot guess it).
     */
    async changePassword(
      userId: number,
      current: string,
      next: string,
      keepSid: string,
      client: LoginClient,
    ): Promise<{ sessionsEnded: number }> {
      const user = await users.findById(userId);
      if (!user) throw new UnauthorizedError();
      // Checked against the local list of common and breached passwords (no network call).
      if (isCommonPassword(next, [user.username]))
        throw new ValidationError({ newPassword: [COMMON_PASSWORD_MESSAGE] }, `${COMMON_PASSWORD_MESSAGE}.`);
      const attempt = await limiter.admit(user.username, client);
      if (!(await verifyPassword(current, user.password))) {
        await limiter.failed(user.username, client, attempt);
        throw new ValidationError({ currentPassword: ["현재 비밀번호가 올바르지 않습니다"] }, "현재 비밀번호가 올바르지 않습니다.");
      }
      await limiter.succeeded(user.username, client);
      const passwordHash = await hashPassword(next);
      const sessionsEnded = await db.transaction(async (tx) => {
        await createUsersStorage(tx).setPassword(userId, passwordHash);
        return createSessionsStorage(tx).deleteForUser(userId, keepSid);
      });
      logger.info("password changed", { userId, sessionsEnded });
      return { sessionsEnded };
    },

    /** The user's signed-in sessions, the most recently used first. */
    async listSessions(userId: number, currentSid: string): Promise<AccountSession[]> {
      const idleMs = options.idleMinutes * 60_000;
      const rows = await sessions.listForUser(userId, clock());
      return rows
        .map(({ sid, sess, expire }) => {
          const data = sess as SessionData;
          return {
            id: sessionHandle(sid),
            device: describeDevice(data.userAgent),
            ip: data.ip ?? null,
            signedInAt: data.loginAt ? new Date(data.loginAt).toISOString() : null,
            // The store moves `expire` to idle-timeout after every request, so the last request was then.
            lastSeenAt: new Date(expire.getTime() - idleMs).toISOString(),
            current: sid === currentSid,
          };
        })
        .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
    },

    /** Ends the user's session with this handle; returns whether it was the caller's own. 404 when none. */
    async endSession(userId: number, handle: string, currentSid: string): Promise<{ wasCurrent: boolean }> {
      const rows = await sessions.listForUser(userId, new Date(0));
      const target = rows.find((row) => sessionHandle(row.sid) === handle);
      if (!target || !(await sessions.deleteOneForUser(userId, target.sid))) {
        throw new NotFoundError("해당 로그인 세션을 찾을 수 없습니다. 이미 로그아웃되었을 수 있습니다.");
      }
      return { wasCurrent: target.sid === currentSid };
    },

    /** Ends the user's sessions but this one (after enrolment, sessions signed in by password alone). */
    async endOtherSessions(userId: number, keepSid: string): Promise<number> {
      return sessions.deleteForUser(userId, keepSid);
    },

    /** Ends every session of the user, this one included. */
    async endAllSessions(userId: number): Promise<number> {
      const ended = await sessions.deleteForUser(userId);
      logger.info("signed out everywhere", { userId, sessionsEnded: ended });
      return ended;
    },
  };
}
export type AccountSecurityService = ReturnType<typeof createAccountSecurityService>;
