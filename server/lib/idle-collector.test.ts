import { afterEach, describe, expect, it, vi } from "vitest";
import { createIdleCollector, fullCollection, type HeapSize } from "./idle-collector";
import { setLogLevel } from "./logger";

const MB = 1024 * 1024;
/** Long enough for every round of one quiet spell (six rounds, 250 ms apart). */
const ROUNDS_DONE_MS = 2000;

/**
 * A collector on fake timers over a heap the test sets. `collect` drops what is in use to `live` and the
 * committed size to `live` plus 20 MB, so a quiet spell takes two rounds: the one that shrinks the heap and one
 * that finds nothing more to give back.
 */
function setUp({ live = 60 * MB } = {}) {
  vi.useFakeTimers();
  const state: HeapSize & { runs: number } = { committed: 120 * MB, used: 100 * MB, runs: 0 };
  const collector = createIdleCollector({
    idleMs: 5000,
    minGrowthBytes: 16 * MB,
    collect: () => {
      state.runs++;
      state.used = Math.min(state.used, live);
      state.committed = Math.min(state.committed, live + 20 * MB);
    },
    heap: () => ({ committed: state.committed, used: state.used }),
  });
  return { collector, state };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("createIdleCollector", () => {
  it("never collects on a server no request has reached", () => {
    const { collector, state } = setUp();
    vi.advanceTimersByTime(60_000);
    expect(state.runs).toBe(0);
    collector.stop();
  });

  it("collects idleMs after the last request of a burst, not while requests keep coming", () => {
    const { collector, state } = setUp();
    for (let i = 0; i < 10; i++) {
      collector.noteActivity();
      vi.advanceTimersByTime(2000);
    }
    // Twenty seconds of requests two seconds apart: never five quiet seconds.
    expect(state.runs).toBe(0);
    vi.advanceTimersByTime(2999);
    expect(state.runs).toBe(0);
    vi.advanceTimersByTime(1);
    expect(state.runs).toBe(1);
    // The next round is a task of its own, 250 ms later; it finds nothing more to give back and is the last.
    vi.advanceTimersByTime(ROUNDS_DONE_MS);
    expect(state.runs).toBe(2);
    expect(collector.collections).toBe(1);
    vi.advanceTimersByTime(60_000);
    expect(state.runs).toBe(2);
    collector.stop();
  });

  it("collects after a quiet spell only when the heap in use grew by minGrowthBytes since the last collection", () => {
    const { collector, state } = setUp();
    collector.noteActivity();
    vi.advanceTimersByTime(5000 + ROUNDS_DONE_MS);
    expect(collector.collections).toBe(1);
    // A health check: a little more in use, and a committed size that does not count.
    state.used += 2 * MB;
    state.committed += 40 * MB;
    collector.noteActivity();
    vi.advanceTimersByTime(5000 + ROUNDS_DONE_MS);
    expect(collector.collections).toBe(1);
    // A crawl: 40 MB more in use.
    state.used += 40 * MB;
    collector.noteActivity();
    vi.advanceTimersByTime(5000 + ROUNDS_DONE_MS);
    expect(collector.collections).toBe(2);
    collector.stop();
  });

  it("counts the growth from the least in use seen, when V8 collected by itself after the last collection", () => {
    const { collector, state } = setUp({ live: 80 * MB });
    collector.noteActivity();
    vi.advanceTimersByTime(5000 + ROUNDS_DONE_MS);
    expect(collector.collections).toBe(1);
    state.used = 50 * MB; // V8's own collection
    collector.noteActivity();
    vi.advanceTimersByTime(5000 + ROUNDS_DONE_MS);
    expect(collector.collections).toBe(1);
    state.used = 70 * MB; // 20 MB above the least seen, 10 MB below what the last collection left
    collector.noteActivity();
    vi.advanceTimersByTime(5000 + ROUNDS_DONE_MS);
    expect(collector.collections).toBe(2);
    collector.stop();
  });

  it("collects again while the committed heap shrinks by a megabyte or more, at most six times", () => {
    vi.useFakeTimers();
    const shrinkBy = [40, 30, 10, 2, 0.5, 20];
    let committed = 200 * MB;
    let runs = 0;
    const collector = createIdleCollector({
      idleMs: 1000,
      minGrowthBytes: 0,
      collect: () => (committed -= (shrinkBy[runs++] ?? 20) * MB),
      heap: () => ({ committed, used: 50 * MB }),
    });
    collector.noteActivity();
    vi.advanceTimersByTime(1000 + ROUNDS_DONE_MS);
    // 40, 30, 10 and 2 MB, then 0.5 MB: less than a megabyte, the fifth round is the last.
    expect(runs).toBe(5);
    expect(collector.collections).toBe(1);
    // Always shrinking by 20 MB: six rounds, then it stops anyway.
    runs = 10;
    collector.noteActivity();
    vi.advanceTimersByTime(1000 + ROUNDS_DONE_MS);
    expect(runs).toBe(16);
    expect(collector.collections).toBe(2);
    collector.stop();
  });

  it("ends the rounds when a request arrives between them, and collects again after the next quiet spell", () => {
    vi.useFakeTimers();
    let committed = 200 * MB;
    let runs = 0;
    let collector: ReturnType<typeof createIdleCollector> | undefined = undefined;
    collector = createIdleCollector({
      idleMs: 1000,
      minGrowthBytes: 0,
      collect: () => {
        runs++;
        committed -= 10 * MB;
      },
      heap: () => ({ committed, used: 50 * MB }),
    });
    collector.noteActivity();
    vi.advanceTimersByTime(1000);
    expect(runs).toBe(1);
    // A request between the first round and the second.
    vi.advanceTimersByTime(100);
    collector.noteActivity();
    vi.advanceTimersByTime(500);
    expect(runs).toBe(1);
    expect(collector.collections).toBe(1);
    vi.advanceTimersByTime(1000 + ROUNDS_DONE_MS);
    expect(runs).toBe(7);
    expect(collector.collections).toBe(2);
    collector.stop();
  });

  it("stop() cancels the collection a quiet spell was waiting for", () => {
    const { collector, state } = setUp();
    collector.noteActivity();
    vi.advanceTimersByTime(4000);
    collector.stop();
    vi.advanceTimersByTime(10_000);
    collector.noteActivity();
    vi.advanceTimersByTime(10_000);
    expect(state.runs).toBe(0);
  });

  it("logs a failed collection instead of throwing, and tries again after the next burst", () => {
    vi.useFakeTimers();
    const lines: string[] = [];
    const spy = vi.spyOn(process.stderr, "write").mockImplementation((chunk) => (lines.push(String(chunk)), true));
    setLogLevel("warn");
    let calls = 0;
    const collector = createIdleCollector({
      idleMs: 1000,
      minGrowthBytes: 0,
      collect: () => {
        calls++;
        throw new Error("no collection");
      },
      heap: () => ({ committed: 100 * MB, used: 100 * MB }),
    });
    try {
      collector.noteActivity();
      expect(() => vi.advanceTimersByTime(1000 + ROUNDS_DONE_MS)).not.toThrow();
      collector.noteActivity();
      vi.advanceTimersByTime(1000 + ROUNDS_DONE_MS);
    } finally {
      spy.mockRestore();
      setLogLevel("silent");
      collector.stop();
    }
    // A failed round is the last of its quiet spell.
    expect(calls).toBe(2);
    expect(collector.collections).toBe(0);
    expect(lines.filter((l) => l.includes("idle collection failed"))).toHaveLength(2);
  });
});

describe("fullCollection", () => {
  it("returns V8's full collection, which frees an object nothing refers to any more", async () => {
    const collect = fullCollection();
    expect(collect).toBeTypeOf("function");
    let target: object | undefined = { payload: new Array(1000).fill("x") };
    const ref = new WeakRef(target);
    target = undefined;
    // A WeakRef's target survives at least until the current task ends.
    await new Promise((resolve) => setTimeout(resolve, 0));
    collect!();
    expect(ref.deref()).toBeUndefined();
    // The flag was turned back off: a context made afterwards has no global gc.
    const { runInNewContext } = await import("node:vm");
    expect(runInNewContext("typeof gc")).toBe("undefined");
  });
});
