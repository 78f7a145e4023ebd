// express-session store on rows kept in the database (the `sessions` table), so sessions survive restarts
// and are shared by every instance. The rows are handed in by whoever builds the store. Expiry follows the
// session cookie, which express-session dates with the real clock, so this store does too.
import session, { type SessionData } from "express-session";
import { describeError, logger } from "./logger";

/** Where the sessions are kept: `sess` is the session as JSON, `expire` when it stops being valid. */
export interface SessionRows {
  /** The session's data, unless it is missing or expired at `now`. */
  find(sid: string, now: Date): Promise<unknown>;
  upsert(sid: string, sess: unknown, expire: Date): Promise<void>;
  setExpire(sid: string, expire: Date): Promise<void>;
  delete(sid: string): Promise<void>;
  /** Deletes the sessions expired at `now`; returns how many. */
  deleteExpired(now: Date): Promise<number>;
}

export interface DbSessionStoreOptions {
  /** How often expired rows are deleted; 0 turns the purge off. Default 15 minutes. */
  purgeIntervalMs?: number;
  /** Lifetime of a session whose cookie has no expiry. Default one day. */
  defaultTtlMs?: number;
}

type Callback<T = void> = (err?: unknown, value?: T) => void;

export class DbSessionStore extends session.Store {
  private readonly storage: SessionRows;
  private readonly defaultTtlMs: number;
  private timer?: NodeJS.Timeout;
  /** The timer's latest purge (close() waits for it: a delete under way would still remove rows). */
  private purging?: Promise<number>;

  constructor(storage: SessionRows, options: DbSessionStoreOptions = {}) {
    super();
    this.storage = storage;
    this.defaultTtlMs = options.defaultTtlMs ?? 24 * 60 * 60 * 1000;
    const every = options.purgeIntervalMs ?? 15 * 60 * 1000;
    if (every > 0) {
      this.timer = setInterval(() => {
        this.purging = this.purge();
      }, every);
      this.timer.unref();
    }
  }

  get(sid: string, callback: (err: unknown, session?: SessionData | null) => void): void {
    settle(
      this.storage.find(sid, new Date()).then((sess) => (sess as SessionData | undefined) ?? null),
      callback,
    );
  }

  set(sid: string, sess: SessionData, callback?: Callback): void {
    settle(this.storage.upsert(sid, sess, this.expiry(sess)), callback);
  }

  touch(sid: string, sess: SessionData, callback?: Callback): void {
    settle(this.storage.setExpire(sid, this.expiry(sess)), callback);
  }

  destroy(sid: string, callback?: Callback): void {
    settle(this.storage.delete(sid), callback);
  }

  /** Deletes expired sessions now; returns how many (0 after a failure, which is logged). */
  async purge(): Promise<number> {
    try {
      return await this.storage.deleteExpired(new Date());
    } catch (err) {
      logger.warn("session purge failed", describeError(err));
      return 0;
    }
  }

  /** Stops the periodic purge (call before closing the database); resolves once a purge under way is done. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.purging;
  }

  private expiry(sess: SessionData): Date {
    const expires = sess.cookie?.expires;
    if (expires) return new Date(expires);
    return new Date(Date.now() + (sess.cookie?.maxAge ?? this.defaultTtlMs));
  }
}

/** Hands a promise's outcome to a node-style callback (a throwing callback is not reported as a store error). */
function settle<T>(promise: Promise<T>, callback?: (err: unknown, value?: T) => void): void {
  promise.then(
    (value) => callback?.(null, value),
    (err: unknown) => callback?.(err),
  );
}
