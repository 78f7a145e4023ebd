import { describe, expect, it } from "vitest";
import { setLogLevel } from "./logger";
import { createSweeper } from "./sweeper";

/** A sweep that waits for `release()` on each run and counts its runs. */
function gatedSweep() {
  let runs = 0;
  let open: () => void = () => {};
  const sweep = () => {
    runs++;
    return new Promise<void>((resolve) => (open = resolve));
  };
  return { sweep, runs: () => runs, release: () => open() };
}

describe("createSweeper", () => {
  it("never runs twice at once, and runs once more after a run when triggered during it", async () => {
    const gate = gatedSweep();
    const sweeper = createSweeper(gate.sweep, { name: "test" });
    sweeper.trigger();
    sweeper.trigger();
    sweeper.trigger();
    expect(gate.runs()).toBe(1);
    gate.release();
    await new Promise((r) => setTimeout(r, 0));
    // Three triggers during the first run ask for one more run, not three.
    expect(gate.runs()).toBe(2);
    gate.release();
    await new Promise((r) => setTimeout(r, 10));
    expect(gate.runs()).toBe(2);
  });

  it("stops at a safe point: the run under way finishes, none starts after, and the sweep sees `stopped`", async () => {
    const seen: boolean[] = [];
    let open: () => void = () => {};
    const sweeper = createSweeper(
      () =>
        new Promise<void>((resolve) => {
          open = () => {
            seen.push(sweeper.stopped);
            resolve();
          };
        }),
      { name: "test" },
    );
    sweeper.trigger();
    const stopping = sweeper.stop();
    let stopped = false;
    void stopping.then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 10));
    expect(stopped).toBe(false);
    open();
    await stopping;
    expect(seen).toEqual([true]);
    sweeper.trigger();
    await sweeper.flush();
    expect(seen).toEqual([true]);
  });

  it("logs a failed run instead of throwing, and runs again when asked", async () => {
    setLogLevel("silent");
    let runs = 0;
    const sweeper = createSweeper(
      async () => {
        runs++;
        throw new Error("database unavailable");
      },
      { name: "test" },
    );
    await expect(sweeper.flush()).resolves.toBeUndefined();
    await sweeper.flush();
    expect(runs).toBe(2);
    await sweeper.stop();
  });
});
