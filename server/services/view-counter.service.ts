// Counts article views: once per visitor (IP + browser) per post within 30 minutes, never for a
// signed-in administrator. The dedupe memory is per instance and bounded; the count is in the database.
// A page does not wait for the count (`count`): under a burst of requests the database's connections are busy,
// and a visitor's page is ready before the increment is stored. `written()` waits for the counts under way
// (the app's close, and tests).
import { createHash } from "node:crypto";
import type { Db } from "../db";
import { describeError, logger } from "../lib/logger";
import { createPostsStorage } from "../storage/posts.storage";

const WINDOW_MS = 30 * 60_000;
const MAX_REMEMBERED = 50_000;

/** Whom a view is counted for (pages.routes.ts `visitor`). */
type Visitor = { ip: string; userAgent: string; isAdmin: boolean };

export function createViewCounter(db: Db, clock: () => number = Date.now) {
  const storage = createPostsStorage(db);
  const seen = new Map<string, number>();
  const writing = new Set<Promise<boolean>>();
  const counter = {
    /** Returns true when the view was counted. */
    async record(postId: number, visitor: Visitor): Promise<boolean> {
      if (visitor.isAdmin) return false;
      const key = createHash("sha1").update(`${postId}|${visitor.ip}|${visitor.userAgent}`).digest("base64url");
      const now = clock();
      const last = seen.get(key);
      if (last !== undefined && now - last < WINDOW_MS) return false;
      if (seen.size >= MAX_REMEMBERED) {
        for (const [k, t] of seen) if (now - t >= WINDOW_MS || seen.size >= MAX_REMEMBERED) seen.delete(k);
      }
      seen.delete(key);
      seen.set(key, now);
      try {
        await storage.incrementViews(postId);
      } catch (err) {
        logger.warn("view count failed", describeError(err));
        return false;
      }
      return true;
    },
    /** Counts the view as `record` does, without the caller waiting for it. */
    count(postId: number, visitor: Visitor): void {
      const counting = counter.record(postId, visitor);
      writing.add(counting);
      void counting.finally(() => writing.delete(counting));
    },
    /** Resolves once every count under way is stored (or its failure logged). */
    async written(): Promise<void> {
      await Promise.all(writing);
    },
  };
  return counter;
}
export type ViewCounter = ReturnType<typeof createViewCounter>;
