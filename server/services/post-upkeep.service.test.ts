import { describe, expect, it } from "vitest";
import { scheduledContent, startPostUpkeep } from "./post-upkeep.service";

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

  it("watches interviews as well as posts: the earliest scheduled time of either, and both trashes purged", async () => {
    const purged: string[] = [];
    const both = scheduledContent(
      { nextScheduled: async () => new Date("2026-12-05T00:00:00Z"), purgeTrash: async () => (purged.push("posts"), 1) },
      { nextScheduled: async () => new Date("2026-12-02T00:00:00Z"), purgeTrash: async () => (purged.push("interviews"), 2) },
    );
    expect(await both.nextScheduled()).toEqual(new Date("2026-12-02T00:00:00Z"));
    expect(await both.purgeTrash()).toBe(3);
    expect(purged).toEqual(["posts", "interviews"]);
    expect(await scheduledContent({ nextScheduled: async () => undefined, purgeTrash: async () => 0 }).nextScheduled()).toBeUndefined();
  });
});
