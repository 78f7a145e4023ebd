import { and, eq, gt, lt, sql } from "drizzle-orm";
import { sessions } from "@shared/schema";
import type { Executor } from "../db";

/** Rows of the express-session store: `sess` is the session as JSON, `expire` when it stops being valid. */
export function createSessionsStorage(db: Executor) {
  return {
    /** The session's data, unless it is missing or expired at `now`. */
    async find(sid: string, now: Date): Promise<unknown> {
      const [row] = await db
        .select({ sess: sessions.sess })
        .from(sessions)
        .where(and(eq(sessions.sid, sid), gt(sessions.expire, now)))
        .limit(1);
      return row?.sess;
    },
    async upsert(sid: string, sess: unknown, expire: Date): Promise<void> {
      await db
        .insert(sessions)
        .values({ sid, sess, expire })
        .onConflictDoUpdate({ target: sessions.sid, set: { sess, expire } });
    },
    async setExpire(sid: string, expire: Date): Promise<void> {
      await db.update(sessions).set({ expire }).where(eq(sessions.sid, sid));
    },
    async delete(sid: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.sid, sid));
    },
    /** Deletes expired sessions; returns how many. */
    async deleteExpired(now: Date): Promise<number> {
      const rows = await db.delete(sessions).where(lt(sessions.expire, now)).returning({ sid: sessions.sid });
      return rows.length;
    },
    /** Signs a user out everywhere (passport keeps the user id at sess.passport.user). */
    async deleteForUser(userId: number): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(sql`${sessions.sess} -> 'passport' ->> 'user' = ${String(userId)}`)
        .returning({ sid: sessions.sid });
      return rows.length;
    },
  };
}
export type SessionsStorage = ReturnType<typeof createSessionsStorage>;
