// IndexNow (used by Naver and Bing): when INDEXNOW_KEY is set, the addresses of published, changed or deleted
// posts are announced so the engines re-crawl them soon. It runs in the background and never delays or fails a
// save: announcements are queued, sent in batches, and retried with growing delays when the endpoint is down
// or busy (5xx, 429, a network error or a 10 s timeout). A refusal (other 4xx) is logged and dropped.
import { absoluteUrl } from "@shared/pages/page-map";
import { describeError, logger } from "../lib/logger";

export interface IndexNow {
  /** The key file's path ("/{key}.txt") and body, or undefined when IndexNow is off. */
  keyFile?: { path: string; body: string };
  /** Queues site paths (as the page map builds them) to announce. Returns at once. */
  announce(paths: string[]): void;
  /** Resolves when nothing is queued or being sent (tests, shutdown). */
  idle(): Promise<void>;
  stop(): void;
}

export interface IndexNowOptions {
  key?: string;
  endpoint: string;
  siteUrl: string;
  /** Waits before each retry; the default gives up after about two minutes. */
  retryDelaysMs?: number[];
  timeoutMs?: number;
}

const OFF: IndexNow = { announce: () => undefined, idle: async () => undefined, stop: () => undefined };

export function createIndexNow({
  key,
  endpoint,
  siteUrl,
  retryDelaysMs = [2_000, 10_000, 60_000],
  timeoutMs = 10_000,
}: IndexNowOptions): IndexNow {
  if (!key) return OFF;
  const host = new URL(siteUrl).host;
  const keyLocation = `${siteUrl}/${key}.txt`;
  const queue = new Set<string>();
  let running: Promise<void> | undefined;
  let stopped = false;

  async function send(urlList: string[]): Promise<"sent" | "retry" | "refused"> {
    try {
      const res = await fetch(endpoint, {
        method: "POST",
        headers: { "content-type": "application/json; charset=utf-8" },
        body: JSON.stringify({ host, key, keyLocation, urlList }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (res.ok) return "sent";
      if (res.status === 429 || res.status >= 500) return "retry";
      logger.warn("IndexNow refused the announcement", { status: res.status, count: urlList.length });
      return "refused";
    } catch (err) {
      logger.warn("IndexNow announcement failed", describeError(err));
      return "retry";
    }
  }

  async function drain(): Promise<void> {
    while (queue.size > 0 && !stopped) {
      const batch = [...queue].slice(0, 10_000);
      batch.forEach((u) => queue.delete(u));
      for (let attempt = 0; ; attempt++) {
        const result = await send(batch);
        if (result !== "retry" || stopped) break;
        if (attempt >= retryDelaysMs.length) {
          logger.warn("IndexNow announcement dropped after retries", { count: batch.length });
          break;
        }
        await new Promise((r) => setTimeout(r, retryDelaysMs[attempt]).unref());
      }
    }
  }

  /** Starts sending unless already sending; what arrives meanwhile is picked up when the current run ends. */
  function kick(): void {
    if (running || stopped || queue.size === 0) return;
    running = drain().finally(() => {
      running = undefined;
      kick();
    });
  }

  return {
    keyFile: { path: `/${key}.txt`, body: key },
    announce(paths) {
      for (const path of paths) queue.add(absoluteUrl(siteUrl, encodeURI(path)));
      kick();
    },
    async idle() {
      while (running) await running;
    },
    stop() {
      stopped = true;
    },
  };
}
