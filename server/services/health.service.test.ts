import { beforeAll, describe, expect, it } from "vitest";
import { setLogLevel } from "../lib/logger";
import { createHealthService, DATABASE_CHECK_TIMEOUT_MS } from "./health.service";

beforeAll(() => setLogLevel("silent"));

describe("health check", () => {
  it("gives the database 2 seconds to answer", () => {
    expect(DATABASE_CHECK_TIMEOUT_MS).toBe(2000);
  });

  it("is true when the database answers, false when it fails or does not answer in time", async () => {
    expect(await createHealthService({ ping: async () => undefined }).checkDatabase()).toBe(true);
    expect(await createHealthService({ ping: () => Promise.reject(new Error("down")) }).checkDatabase()).toBe(false);
    const hanging = createHealthService({ ping: () => new Promise<void>(() => undefined) }, 20);
    expect(await hanging.checkDatabase()).toBe(false);
  });
});
