import { and, eq, gt, lt, ne, sql } from "drizzle-orm";
import { sessions } from "@shared/schema";
import type { Executor } from "../db";

const ofUser = (userId: number) => sql`${sessions.sess} -> 'passport' ->> 'user' = ${String(userId)}`;

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
      await db.insert(sessions).values({ sid, sess, expire }).onConflictDoUpdate({ target: sessions.sid, set: { sess, expire } });
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
    /**
     * Signs a user out everywhere (passport keeps the user id at sess.passport.user), or everywhere but the
     * session `exceptSid`; returns how many sessions ended.
     */
    async deleteForUser(userId: number, exceptSid?: string): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(and(ofUser(userId), exceptSid === undefined ? undefined : ne(sessions.sid, exceptSid)))
        .returning({ sid: sessions.sid });
      return rows.length;
    },
    /** The user's sessions still valid at `now`. */
    async listForUser(userId: number, now: Date): Promise<{ sid: string; sess: unknown; expire: Date }[]> {
      return db
        .select()
        .from(sessions)
        .where(and(ofUser(userId), gt(sessions.expire, now)));
    },
    /** Ends one session of the user; false when it is not theirs or gone. */
    async deleteOneForUser(userId: number, sid: string): Promise<boolean> {
      const rows = await db
        .delete(sessions)
        .where(and(ofUser(userId), eq(sessions.sid, sid)))
        .returning({ sid: sessions.sid });
      return rows.length > 0;
    },
  };
}
