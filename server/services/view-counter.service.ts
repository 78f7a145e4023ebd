// Counts article views: once per visitor (IP + browser) per post within 30 minutes, never for a
// signed-in administrator. The dedupe memory is per instance and bounded; the count is in the database.
import { createHash } from "node:crypto";
import type { Db } from "../db";
import { describeError, logger } from "../lib/logger";
import { createPostsStorage } from "../storage/posts.storage";

const WINDOW_MS = 30 * 60_000;
const MAX_REMEMBERED = 50_000;

export function createViewCounter(db: Db, clock: () => number = Date.now) {
  const storage = createPostsStorage(db);
  const seen = new Map<string, number>();
  return {
    /** Returns true when the view was counted. */
    async record(postId: number, visitor: { ip: string; userAgent: string; isAdmin: boolean }): Promise<boolean> {
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
  };
}
export type ViewCounter = ReturnType<typeof createViewCounter>;
