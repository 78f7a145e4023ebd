// The version of public content, shared by every instance through the database. Cached pages and
// public JSON are valid only for the version they were made with; a content change bumps it, and
// other instances see the bump within `pollMs`.
import type { Db } from "../db";
import { describeError, logger } from "../lib/logger";
import { createCacheVersionsStorage } from "../storage/cache-versions.storage";

const SCOPE = "content";

export interface ContentVersion {
  current(): number;
  /** Call after any change to published content. */
  bump(): Promise<void>;
  refresh(): Promise<void>;
  stop(): void;
}

export async function createContentVersion(db: Db, pollMs = 2000): Promise<ContentVersion> {
  const storage = createCacheVersionsStorage(db);
  let version = await storage.get(SCOPE);
  const refresh = async () => {
    try {
      version = await storage.get(SCOPE);
    } catch (err) {
      logger.warn("content version poll failed", describeError(err));
    }
  };
  const timer = setInterval(() => void refresh(), pollMs);
  timer.unref();
  return {
    current: () => version,
    bump: async () => {
      version = await storage.bump(SCOPE);
    },
    refresh,
    stop: () => clearInterval(timer),
  };
}
