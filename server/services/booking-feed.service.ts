// The attorney's calendar feed (an iCalendar address the calendar publishes): saved sealed, imported at once and
// then every hour by one instance (the feed's row is claimed), its busy times replacing the blocks of the last
// import within the booking horizon while the manual blocks stay. A busy time over a pending or confirmed booking
// marks it for a new time, as a manual block does, and its requester's messages are written in the import's
// transaction (a failure to write them fails the import). A failed download or an unreadable file is recorded and keeps
// the blocks of the last good import: an error is never read as "no busy times".
import { IcsParseError, parseIcs, type ParsedFeed } from "@shared/booking/ics";
import { toKoreaIso } from "@shared/booking/korea-time";
import type { BookingRow } from "@shared/schema";
import type { Db, Executor } from "../db";
import { systemClock, type Clock } from "../lib/clock";
import { ValidationError } from "../lib/errors";
import { describeError, logger } from "../lib/logger";
import type { SecretBox } from "../lib/secret-box";
import { createBookingFeedStorage } from "../storage/booking-feed.storage";
import { createBookingsStorage } from "../storage/bookings.storage";
import type { SiteSettingsService } from "./site-settings.service";

const SWEEP_MS = 5 * 60_000;
const FIRST_SWEEP_MS = 60_000;
const FETCH_TIMEOUT_MS = 15_000;
const MAX_BYTES = 2 * 1024 * 1024;
/** More busy times than this within the horizon is not a lawyer's calendar: refused rather than half stored. */
const MAX_BLOCKS = 2000;
const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

class FeedError extends Error {}

/** The address to save: https (webcal:// as https), or http on this machine outside production; a Korean 400 otherwise. */
function feedUrl(value: unknown, allowLoopbackHttp: boolean): string {
  const fail = (message: string) => new ValidationError({ url: [message] }, message);
  if (typeof value !== "string" || !value.trim()) throw fail("캘린더 주소(iCal 주소)를 입력해주세요");
  const text = value.trim().replace(/^webcals?:\/\//i, "https://");
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw fail("캘린더 주소가 올바르지 않습니다. 캘린더의 '비공개 iCal 주소'를 그대로 붙여 넣어주세요");
  }
  if (text.length > 2000) throw fail("캘린더 주소가 너무 깁니다");
  if (url.protocol === "https:") return url.toString();
  if (url.protocol === "http:" && allowLoopbackHttp && LOOPBACK.has(url.hostname)) return url.toString();
  throw fail("캘린더 주소는 https://로 시작해야 합니다(암호화되지 않은 주소는 받지 않습니다)");
}

/** What the back office may see of the address: its host only (the rest is the secret). */
const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return "";
  }
};

const when = (d: Date | null) => (d ? toKoreaIso(d.getTime()) : null);

export function createBookingFeed(deps: {
  db: Db;
  box: SecretBox;
  settings: Pick<SiteSettingsService, "current">;
  allowLoopbackHttp: boolean;
  clock?: Clock;
  fetch?: typeof fetch;
  /** Sweep period; tests pass 0 for no timer and call `sweep()` themselves. */
  sweepMs?: number;
  /**
   * The bookings its busy times now cover (their requesters are asked to move): `prepare` runs before the import's
   * transaction opens and answers the step that writes in it; `committed` runs after the commit.
   */
  onCovered?: {
    prepare: () => Promise<(tx: Executor, marked: BookingRow[]) => Promise<void>>;
    committed: () => void;
  };
}) {
  const clock = deps.clock ?? systemClock;
  const get = deps.fetch ?? fetch;
  const storage = createBookingFeedStorage(deps.db);
  let running: Promise<void> | undefined;
  let stopped = false;

  function open(sealed: string): string {
    try {
      return deps.box.open(sealed);
    } catch (error) {
      logger.warn("calendar feed address unreadable; set it again in the back office", describeError(error));
      return "";
    }
  }

  async function download(url: string): Promise<string> {
    let res: Response;
    try {
      res = await get(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { Accept: "text/calendar" } });
    } catch (error) {
      if (error instanceof Error && error.name === "TimeoutError")
        throw new FeedError(`캘린더 주소가 ${FETCH_TIMEOUT_MS / 1000}초 안에 답하지 않았습니다`);
      throw new FeedError("캘린더 주소에 연결하지 못했습니다");
    }
    if (!res.ok) throw new FeedError(`캘린더 서버가 오류로 답했습니다(HTTP ${res.status})`);
    const body = Buffer.from(await res.arrayBuffer());
    if (body.length > MAX_BYTES) throw new FeedError("캘린더 파일이 너무 큽니다(2MB 초과)");
    return body.toString("utf8");
  }

  /** Downloads, reads and stores the feed's busy times within the horizon; throws FeedError on any failure. */
  async function importFeed(url: string, now: Date): Promise<ParsedFeed & { stored: number }> {
    const text = await download(url);
    let feed: ParsedFeed;
    try {
      feed = parseIcs(text);
    } catch (error) {
      if (error instanceof IcsParseError) throw new FeedError(`캘린더 파일을 읽지 못했습니다: ${error.message}`);
      throw error;
    }
    const { horizonDays } = await deps.settings.current("booking");
    const from = now;
    const to = new Date(now.getTime() + (horizonDays + 1) * 86_400_000);
    const within = feed.busy.filter((b) => b.start < to.getTime() && b.end > from.getTime());
    if (within.length > MAX_BLOCKS) throw new FeedError(`예약 가능 기간 안의 일정이 ${MAX_BLOCKS}개를 넘습니다`);
    // Read before the transaction: inside it, only the transaction's own connection may be used.
    const writeCovered = await deps.onCovered?.prepare();
    const covered = await deps.db.transaction(async (tx) => {
      const bookings = createBookingsStorage(tx);
      const feedStorage = createBookingFeedStorage(tx);
      await bookings.lock();
      await feedStorage.removeImported(from, to);
      await feedStorage.addImported(
        within.map((b) => ({
          startAt: new Date(b.start),
          endAt: new Date(b.end),
          label: `캘린더: ${b.summary || "일정"}`.slice(0, 60),
          feedUid: b.uid.slice(0, 300),
        })),
      );
      const marked: BookingRow[] = [];
      for (const b of within) marked.push(...(await bookings.markNeedsReschedule(new Date(b.start), new Date(b.end))));
      if (marked.length > 0) await writeCovered?.(tx, marked);
      return marked;
    });
    if (covered.length > 0) deps.onCovered?.committed();
    return { ...feed, stored: within.length };
  }

  /** Runs the import when it is due (or at once after a save); one instance gets each run. */
  async function runDue(): Promise<void> {
    const now = clock();
    const row = await createBookingFeedStorage(deps.db).claimDue(now);
    if (!row) return;
    const url = open(row.urlSealed);
    try {
      if (!url) throw new FeedError("저장된 캘린더 주소를 읽을 수 없습니다. 주소를 다시 저장해주세요");
      const result = await importFeed(url, now);
      await storage.finish(row.urlSealed, {
        lastStatus: "ok",
        lastSuccessAt: now,
        lastCount: result.stored,
        recurring: result.recurring,
        otherZones: result.otherZones,
        lastError: null,
      });
      logger.info("calendar feed imported", { busy: result.stored, recurring: result.recurring });
    } catch (error) {
      const message = error instanceof FeedError ? error.message : "캘린더를 가져오는 중 오류가 났습니다";
      await storage.finish(row.urlSealed, { lastStatus: "failed", lastError: message.slice(0, 300) });
      logger.warn("calendar feed import failed; the last import's blocks stay", { message, ...describeError(error) });
    }
  }

  function sweep(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) return running;
    running = runDue()
      .catch((err) => logger.error("calendar feed sweep failed", describeError(err)))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  async function view() {
    const row = await storage.get();
    if (!row) return { configured: false as const };
    return {
      configured: true as const,
      host: hostOf(open(row.urlSealed)),
      lastRunAt: when(row.lastRunAt),
      lastSuccessAt: when(row.lastSuccessAt),
      lastStatus: row.lastStatus,
      lastCount: row.lastCount,
      recurring: row.recurring,
      otherZones: row.otherZones,
      lastError: row.lastError,
      nextRunAt: when(row.nextRunAt),
    };
  }

  const period = deps.sweepMs ?? SWEEP_MS;
  const first = period > 0 ? setTimeout(() => void sweep(), Math.min(FIRST_SWEEP_MS, period)) : undefined;
  const timer = period > 0 ? setInterval(() => void sweep(), period) : undefined;
  first?.unref();
  timer?.unref();

  return {
    view,
    sweep,
    /** Saves the address (null removes the feed) and imports it at once; the state after that import. */
    async save(body: unknown) {
      const value = (body as { url?: unknown } | null)?.url;
      if (value === null) return this.remove();
      const url = feedUrl(value, deps.allowLoopbackHttp);
      await storage.set(deps.box.seal(url), clock());
      while (running) await running;
      await sweep();
      return view();
    },
    /** Stops the imports and removes the busy times they stored from now on (they would never be refreshed). */
    async remove() {
      await deps.db.transaction(async (tx) => {
        const feedStorage = createBookingFeedStorage(tx);
        await feedStorage.remove();
        await feedStorage.removeImported(clock(), new Date("9999-01-01T00:00:00Z"));
      });
      return view();
    },
    stop: async () => {
      stopped = true;
      if (first) clearTimeout(first);
      if (timer) clearInterval(timer);
      while (running) await running;
    },
  };
}
export type BookingFeed = ReturnType<typeof createBookingFeed>;
