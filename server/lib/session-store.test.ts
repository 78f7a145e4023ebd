import type { SessionData } from "express-session";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "@shared/schema";
import { createTestDatabase } from "../../tests/helpers/test-database";
import type { Database } from "../db";
import { createSessionStore } from "../app-auth";
import type { DbSessionStore } from "./session-store";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const sessionExpiring = (ms: number, extra: Record<string, unknown> = {}) =>
  ({
    cookie: { originalMaxAge: ms, expires: new Date(Date.now() + ms), httpOnly: true, path: "/api" },
    ...extra,
  }) as unknown as SessionData;

const get = (store: DbSessionStore, sid: string) =>
  new Promise<SessionData | null | undefined>((resolve, reject) => store.get(sid, (err, s) => (err ? reject(err) : resolve(s))));
const set = (store: DbSessionStore, sid: string, sess: SessionData) =>
  new Promise<void>((resolve, reject) => store.set(sid, sess, (err) => (err ? reject(err) : resolve())));
const touch = (store: DbSessionStore, sid: string, sess: SessionData) =>
  new Promise<void>((resolve) => store.touch(sid, sess, () => resolve()));
const destroy = (store: DbSessionStore, sid: string) =>
  new Promise<void>((resolve, reject) => store.destroy(sid, (err) => (err ? reject(err) : resolve())));
const row = async (sid: string) => (await database.db.select().from(sessions).where(eq(sessions.sid, sid)))[0];

describe("database session store", () => {
  it("stores a session and reads it back, replacing it on the next save", async () => {
    const store = createSessionStore(database.db, { purgeIntervalMs: 0 });
    await set(store, "a", sessionExpiring(60_000, { loginAt: 1, passport: { user: 7 } }));
    expect(await get(store, "a")).toMatchObject({ loginAt: 1, passport: { user: 7 }, cookie: { path: "/api" } });
    await set(store, "a", sessionExpiring(60_000, { loginAt: 2 }));
    expect(await get(store, "a")).toMatchObject({ loginAt: 2 });
    expect(await get(store, "unknown")).toBeNull();
  });

  it("ignores an expired session even before it is purged", async () => {
    const store = createSessionStore(database.db, { purgeIntervalMs: 0 });
    await set(store, "old", sessionExpiring(-1000));
    expect(await row("old")).toBeDefined();
    expect(await get(store, "old")).toBeNull();
  });

  it("moves the expiry forward on touch and forgets a destroyed session", async () => {
    const store = createSessionStore(database.db, { purgeIntervalMs: 0 });
    await set(store, "t", sessionExpiring(1000));
    const before = (await row("t")).expire.getTime();
    await touch(store, "t", sessionExpiring(3_600_000));
    expect((await row("t")).expire.getTime()).toBeGreaterThan(before + 3_000_000);
    await destroy(store, "t");
    expect(await row("t")).toBeUndefined();
    expect(await get(store, "t")).toBeNull();
  });

  it("purges expired rows and keeps live ones", async () => {
    const store = createSessionStore(database.db, { purgeIntervalMs: 0 });
    await set(store, "live", sessionExpiring(60_000));
    await set(store, "dead-1", sessionExpiring(-1000));
    await set(store, "dead-2", sessionExpiring(-1000));
    expect(await store.purge()).toBeGreaterThanOrEqual(2);
    expect(await row("dead-1")).toBeUndefined();
    expect(await row("live")).toBeDefined();
  });

  it("purges on its own timer until closed", async () => {
    const store = createSessionStore(database.db, { purgeIntervalMs: 20 });
    await set(store, "timer-1", sessionExpiring(-1000));
    await expect.poll(() => row("timer-1"), { timeout: 2000, interval: 20 }).toBeUndefined();
    await store.close();
    await set(store, "timer-2", sessionExpiring(-1000));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await row("timer-2")).toBeDefined();
  });
});
