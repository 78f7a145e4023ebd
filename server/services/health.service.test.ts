import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/helpers/test-database";
import { setLogLevel } from "../lib/logger";
import { createHealthService, DATABASE_CHECK_TIMEOUT_MS } from "./health.service";

beforeAll(() => setLogLevel("silent"));

const up = { ping: async () => undefined, migrationsApplied: async () => true };

describe("health check", () => {
  it("gives the database 2 seconds to answer", () => {
    expect(DATABASE_CHECK_TIMEOUT_MS).toBe(2000);
  });

  it("is true when the database answers, false when it fails or does not answer in time", async () => {
    expect(await createHealthService(up).checkDatabase()).toBe(true);
    expect(await createHealthService({ ...up, ping: () => Promise.reject(new Error("down")) }).checkDatabase()).toBe(false);
    const hanging = createHealthService({ ...up, ping: () => new Promise<void>(() => undefined) }, { timeoutMs: 20 });
    expect(await hanging.checkDatabase()).toBe(false);
  });
});

describe("readiness", () => {
  it("is ready with the database up and migrated, and not while draining, down or behind on migrations", async () => {
    let draining = false;
    expect(await createHealthService(up, { draining: () => draining }).readiness()).toEqual({ ready: true });
    draining = true;
    expect(await createHealthService(up, { draining: () => draining }).readiness()).toEqual({ ready: false, reason: "draining" });
    expect(await createHealthService({ ...up, ping: () => Promise.reject(new Error("down")) }).readiness()).toEqual({
      ready: false,
      reason: "database",
    });
    expect(await createHealthService({ ...up, migrationsApplied: async () => false }).readiness()).toEqual({
      ready: false,
      reason: "migrations",
    });
  });

  it("reads the applied migrations from a real database against the build's journal", async () => {
    const database = await createTestDatabase();
    try {
      expect(await database.migrationsApplied()).toBe(true);
      await database.db.execute(
        sql.raw("delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)"),
      );
      expect(await database.migrationsApplied()).toBe(false);
    } finally {
      await database.close();
    }
  });
});
