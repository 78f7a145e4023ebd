// Gives memory back when the server goes quiet. After a burst of requests (a crawler's visit, the attorney's
// session) V8 keeps the burst's garbage and the room it grew into until its own memory reducer runs, which on an
// idle server took from 15 s to over a minute (docs/performance.md). Once no request has come for `idleMs` after
// at least one did, this runs full collections until the heap stops shrinking: a few pauses of some tens of
// milliseconds that no visitor is waiting on, after which V8 has returned its emptied pages to the system. At
// most once per quiet spell, and only when the heap in use has grown by `minGrowthBytes` since the last time:
// a load balancer's health check every few seconds does not buy a collection each time, and a server nobody
// visits is never woken.
import v8 from "node:v8";
import vm from "node:vm";
import { describeError, logger } from "./logger";

export type CollectGarbage = () => void;

/**
 * V8's full collection: the global `gc` when node runs with --expose-gc, otherwise the same function taken from
 * a new context after turning the flag on (the way test runners such as Jest's leak detector reach it). The flag
 * is turned off again so that no other context gets a global `gc`. Undefined where neither works.
 */
export function fullCollection(): CollectGarbage | undefined {
  const exposed = (globalThis as { gc?: unknown }).gc;
  if (typeof exposed === "function") return () => void exposed();
  try {
    v8.setFlagsFromString("--expose-gc");
    const gc: unknown = vm.runInNewContext("gc");
    v8.setFlagsFromString("--no-expose-gc");
    return typeof gc === "function" ? () => void gc() : undefined;
  } catch {
    return undefined;
  }
}

export interface IdleCollector {
  /** Called for every request: the server is busy, and will be quiet again `idleMs` after the last one. */
  noteActivity(): void;
  /** No more collections (shutdown, tests). */
  stop(): void;
  /** Quiet spells in which it collected (one or more rounds each). */
  readonly collections: number;
}

export interface IdleCollectorOptions {
  /** Quiet time after the last request before collecting. */
  idleMs: number;
  /** Growth of V8's heap in use (live objects and garbage) since the last collection that makes the next one worth it. */
  minGrowthBytes: number;
  collect: CollectGarbage;
  now?: () => number;
  heap?: () => HeapSize;
}

/** V8's heap: the memory it holds from the system, and the part of it that objects (live or garbage) fill. */
export interface HeapSize {
  committed: number;
  used: number;
}

const SHRINK_STEP_BYTES = 1024 * 1024;
const MAX_ROUNDS = 6;
// Between rounds V8's helper threads finish sweeping and unmapping what the last one freed.
const ROUND_GAP_MS = 250;

function v8Heap(): HeapSize {
  const { total_heap_size, used_heap_size } = v8.getHeapStatistics();
  return { committed: total_heap_size, used: used_heap_size };
}

export function createIdleCollector({
  idleMs,
  minGrowthBytes,
  collect,
  now = Date.now,
  heap = v8Heap,
}: IdleCollectorOptions): IdleCollector {
  let lastActivity = 0;
  // Zero at first: the first quiet spell after start collects the start-up's garbage.
  let usedAfterLast = 0;
  let busy = false;
  let collections = 0;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  function check(): void {
    timer = undefined;
    if (stopped || !busy) return;
    const quietFor = now() - lastActivity;
    if (quietFor < idleMs) {
      schedule(idleMs - quietFor);
      return;
    }
    busy = false;
    const { used, committed } = heap();
    // V8 may have collected by itself meanwhile: growth counts from the least in use seen.
    usedAfterLast = Math.min(usedAfterLast, used);
    if (used - usedAfterLast < minGrowthBytes) return;
    collectRounds(committed, 0, performance.now());
  }

  // V8 gives back only part of the emptied room per collection (on a 200 MB heap of mostly garbage the first one
  // returned 58 MB, the next three 42, 40 and 15 MB more): collect again while the heap still shrinks by
  // SHRINK_STEP_BYTES. Each round is its own task, ROUND_GAP_MS after the last, so a request that arrives waits
  // for one round at most, and ends the rounds.
  function collectRounds(size: number, rounds: number, started: number): void {
    let after: number;
    try {
      collect();
      const measured = heap();
      after = measured.committed;
      usedAfterLast = measured.used;
    } catch (err) {
      logger.warn("idle collection failed", describeError(err));
      return;
    }
    const done = () => {
      collections++;
      logger.debug("idle collection", {
        elapsedMs: Math.round(performance.now() - started),
        rounds: rounds + 1,
        heapMb: Math.round(after / 1048576),
      });
    };
    if (size - after < SHRINK_STEP_BYTES || rounds + 1 >= MAX_ROUNDS) return done();
    setTimeout(() => (busy || stopped ? done() : collectRounds(after, rounds + 1, started)), ROUND_GAP_MS).unref();
  }

  function schedule(ms: number): void {
    // One timer per quiet spell, not one per request: it re-arms itself while requests keep coming.
    timer = setTimeout(check, ms);
    timer.unref();
  }

  return {
    noteActivity() {
      if (stopped) return;
      lastActivity = now();
      busy = true;
      if (!timer) schedule(idleMs);
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
    get collections() {
      return collections;
    },
  };
}
