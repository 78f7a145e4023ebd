// Timed work on posts and interviews that no request triggers:
// - a scheduled post or interview becomes public at its time: the content version is bumped then, so every instance drops
//   the cached pages that did not list it (the public queries already hide it until that moment);
// - posts and interviews trashed more than 30 days ago are deleted for good, and uploaded images that no post has used for a
//   day are forgotten, once an hour.
import { describeError, logger } from "../lib/logger";
import type { AdminPostsService } from "./admin-posts.service";
import type { ContentVersion } from "./content-version.service";
import type { UploadsService } from "./uploads.service";

type Scheduled = Pick<AdminPostsService, "nextScheduled" | "purgeTrash">;

/** Several kinds of content as one: the earliest scheduled time of any, and every kind's trash purged. */
export function scheduledContent(...kinds: Scheduled[]): Scheduled {
  return {
    async nextScheduled() {
      const times = (await Promise.all(kinds.map((k) => k.nextScheduled()))).filter((t): t is Date => t !== undefined);
      return times.length ? new Date(Math.min(...times.map((t) => t.getTime()))) : undefined;
    },
    async purgeTrash(now?: Date) {
      let gone = 0;
      for (const kind of kinds) gone += await kind.purgeTrash(now);
      return gone;
    },
  };
}

export interface PostUpkeep {
  /** Checks now (the timer calls it every `tickMs`); exposed for tests. */
  tick(now?: Date): Promise<void>;
  /** Stops the timer and waits for a check still running (its queries must end before the database closes). */
  stop(): Promise<void>;
}

const HOUR = 3600 * 1000;

export function startPostUpkeep(
  posts: Scheduled,
  version: Pick<ContentVersion, "current" | "bump">,
  options: { tickMs?: number; rereadMs?: number; uploads?: Pick<UploadsService, "sweep"> } = {},
): PostUpkeep {
  const tickMs = options.tickMs ?? 1000;
  const rereadMs = options.rereadMs ?? 60_000;
  let next: Date | undefined;
  let seenVersion = -1;
  let readAt = 0;
  let purgedAt = 0;
  let running: Promise<void> | undefined;

  function tick(now = new Date()): Promise<void> {
    running ??= check(now).finally(() => {
      running = undefined;
    });
    return running;
  }

  async function check(now: Date): Promise<void> {
    try {
      // Another instance or an edit may have scheduled a post: read the next time again after each change.
      if (version.current() !== seenVersion || now.getTime() - readAt >= rereadMs) {
        seenVersion = version.current();
        readAt = now.getTime();
        next = await posts.nextScheduled();
      }
      if (next && next.getTime() <= now.getTime()) {
        next = undefined;
        await version.bump();
      }
      if (now.getTime() - purgedAt >= HOUR) {
        purgedAt = now.getTime();
        const gone = await posts.purgeTrash(now);
        if (gone > 0) logger.info("trashed posts and interviews deleted for good", { count: gone });
        const swept = (await options.uploads?.sweep(now)) ?? 0;
        if (swept > 0) logger.info("unused uploaded images removed", { count: swept });
      }
    } catch (err) {
      logger.warn("post upkeep failed", describeError(err));
    }
  }

  const timer = setInterval(() => void tick(), tickMs);
  timer.unref();
  return {
    tick,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
