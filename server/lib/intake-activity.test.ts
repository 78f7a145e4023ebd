import { describe, expect, it } from "vitest";
import { batchSize, BUSY_BATCH, createIntakeActivity } from "./intake-activity";

const timed = async (run: () => Promise<boolean>) => {
  const start = performance.now();
  const quiet = await run();
  return { quiet, ms: performance.now() - start };
};

describe("intake activity: the senders make way while requests are in progress", () => {
  it("is quiet at once when no request has come", async () => {
    const activity = createIntakeActivity({ quietMs: 20, maxWaitMs: 2000 });
    const r = await timed(() => activity.quiet());
    expect(r.quiet).toBe(true);
    expect(r.ms).toBeLessThan(500); // not the longest wait
  });

  it("gives up after the longest wait while a request is still being stored, and says so", async () => {
    const activity = createIntakeActivity({ quietMs: 20, maxWaitMs: 120 });
    const stored = activity.arrived();
    const r = await timed(() => activity.quiet());
    expect(r.quiet).toBe(false);
    expect(r.ms).toBeGreaterThanOrEqual(115);
    stored();
  });

  it("is quiet once the last request in progress is stored and no other came for quietMs", async () => {
    const activity = createIntakeActivity({ quietMs: 20, maxWaitMs: 2000 });
    const first = activity.arrived();
    const second = activity.arrived();
    setTimeout(first, 30);
    setTimeout(second, 60);
    const r = await timed(() => activity.quiet());
    expect(r.quiet).toBe(true);
    expect(r.ms).toBeGreaterThanOrEqual(75); // 60 ms until the second is stored, then 20 quiet
    expect(r.ms).toBeLessThan(1000);
  });

  it("counts a request once however often its end is reported", async () => {
    const activity = createIntakeActivity({ quietMs: 10, maxWaitMs: 100 });
    // (b's end is reported below; until then every wait is the longest)
    const a = activity.arrived();
    const b = activity.arrived();
    a();
    a();
    expect((await timed(() => activity.quiet())).quiet).toBe(false); // b is still in progress
    b();
    await new Promise((resolve) => setTimeout(resolve, 15));
    expect((await timed(() => activity.quiet())).quiet).toBe(true);
  });

  it("shrinks a sender's batch during a burst only", () => {
    expect(batchSize(true, 25)).toBe(25);
    expect(batchSize(false, 25)).toBe(BUSY_BATCH);
    expect(batchSize(false, 2)).toBe(2);
  });
});
