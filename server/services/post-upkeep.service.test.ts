import { describe, expect, it } from "vitest";
import { startPostUpkeep } from "./post-upkeep.service";

describe("post upkeep", () => {
  it("bumps the content version once a scheduled post is due, and not before", async () => {
    const due = new Date("2026-12-01T00:00:00Z");
    let bumps = 0;
    const upkeep = startPostUpkeep(
      { nextScheduled: async () => due, purgeTrash: async () => 0 },
      { current: () => 1, bump: async () => void bumps++ },
      { tickMs: 60_000 },
    );
    await upkeep.tick(new Date("2026-11-30T23:59:59Z"));
    expect(bumps).toBe(0);
    await upkeep.tick(new Date("2026-12-01T00:00:01Z"));
    expect(bumps).toBe(1);
    await upkeep.stop();
  });

  it("stop() waits for a check still running, so its queries end before the database closes", async () => {
    let finished = false;
    const upkeep = startPostUpkeep(
      {
        nextScheduled: () => new Promise((r) => setTimeout(() => ((finished = true), r(undefined)), 100)),
        purgeTrash: async () => 0,
      },
      { current: () => 1, bump: async () => undefined },
      { tickMs: 60_000 },
    );
    void upkeep.tick();
    await upkeep.stop();
    expect(finished).toBe(true);
  });
});
