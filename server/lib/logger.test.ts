import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** A fresh logger module (its level is module state) with stdout and stderr captured. */
async function freshLogger() {
  vi.resetModules();
  const lines: string[] = [];
  const capture = (chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  };
  vi.spyOn(process.stdout, "write").mockImplementation(capture);
  vi.spyOn(process.stderr, "write").mockImplementation(capture);
  const mod = await import("./logger");
  return { ...mod, lines };
}

describe("logger level", () => {
  const saved = process.env.LOG_LEVEL;
  beforeEach(() => {
    delete process.env.LOG_LEVEL;
  });
  afterEach(() => {
    vi.restoreAllMocks();
    if (saved === undefined) delete process.env.LOG_LEVEL;
    else process.env.LOG_LEVEL = saved;
  });

  it("writes info and above until a level is set, whatever the process environment says", async () => {
    process.env.LOG_LEVEL = "silent";
    const { logger, lines } = await freshLogger();
    logger.debug("hidden");
    logger.info("shown", { n: 1 });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ level: "info", msg: "shown", n: 1 });
  });

  it("follows the level given at boot", async () => {
    const { logger, setLogLevel, lines } = await freshLogger();
    setLogLevel("warn");
    logger.info("hidden");
    logger.warn("shown");
    setLogLevel("silent");
    logger.error("hidden too");
    expect(lines.map((l) => JSON.parse(l).msg)).toEqual(["shown"]);
  });
});
