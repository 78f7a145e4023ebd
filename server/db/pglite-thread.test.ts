// The embedded database on its own thread (pglite-thread.ts, pglite-worker.mjs), as the server runs it: drizzle's
// reads and writes, transactions committed and rolled back, the database's errors with their fields, the order of
// statements around a transaction, a snapshot, and what happens after close.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, consultations } from "@shared/schema";
import { openDatabase, type Database } from "./index";
import { openThreadedPglite } from "./pglite-thread";

const request = (name: string) => ({
  name,
  phone: "01012345678",
  caseType: "traffic",
  currentStatus: "suspect",
  urgency: "urgent",
  content: "음주운전 단속 후 출석 요구를 받았습니다.",
});

let dir: string;
let database: Database;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "pglite-thread-"));
  database = await openDatabase({ dataDir: path.join(dir, "db"), thread: true });
  await database.migrate();
}, 120_000);
afterAll(async () => {
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the embedded database on its own thread", () => {
  it("migrates, writes and reads through drizzle, timestamps as the database gave them", async () => {
    expect(await database.migrationsApplied()).toBe(true);
    const [row] = await database.db.insert(consultations).values(request("스레드 일")).returning();
    expect(row.id).toBeGreaterThan(0);
    expect(row.createdAt).toBeInstanceOf(Date);
    const [read] = await database.db.select().from(consultations).where(eq(consultations.id, row.id));
    expect(read.name).toBe("스레드 일");
    expect(read.createdAt.getTime()).toBe(row.createdAt.getTime());
    const raw = await database.db.execute(sql`select ${row.id}::int as id, now() > '2026-01-01'::timestamptz as later`);
    expect(raw.rows).toEqual([{ id: row.id, later: true }]);
  });

  it("commits a transaction's writes together, and rolls them all back when it fails", async () => {
    const committed = await database.db.transaction(async (tx) => {
      const [a] = await tx.insert(consultations).values(request("함께 하나")).returning();
      const [b] = await tx.insert(consultations).values(request("함께 둘")).returning();
      return [a.id, b.id];
    });
    const stored = await database.db
      .select({ id: consultations.id })
      .from(consultations)
      .where(sql`${consultations.id} in ${committed}`);
    expect(stored).toHaveLength(2);

    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(consultations).values(request("사라질 신청"));
        throw new Error("the caller failed");
      }),
    ).rejects.toThrow("the caller failed");
    const gone = await database.db.select().from(consultations).where(eq(consultations.name, "사라질 신청"));
    expect(gone).toEqual([]);
  });

  it("answers a refused statement with the database's error fields (code, constraint), and the connection goes on", async () => {
    await database.db.insert(categories).values({ name: "스레드 분류", slug: "thread-category" });
    const error = await database.db
      .insert(categories)
      .values({ name: "다른 이름", slug: "thread-category" })
      .then(
        () => null,
        (e: unknown) => e,
      );
    // drizzle wraps the database's error: its cause is what the worker sent back.
    const cause = (error as { cause?: { code?: string; constraint?: string; message?: string } }).cause;
    expect(cause?.code).toBe("23505");
    expect(cause?.constraint).toMatch(/slug/);
    expect(cause?.message).toMatch(/duplicate key/);
    expect((await database.db.execute(sql`select 1 as one`)).rows).toEqual([{ one: 1 }]);
  });

  it("runs a statement sent during another caller's transaction after it, as PGlite does on one thread", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    const tx = database.db.transaction(async (t) => {
      await t.insert(consultations).values(request("되돌릴 신청"));
      inserted();
      await held;
      throw new Error("rolled back");
    });
    await insertedYet;
    // Sent while the transaction is open: run inside it, it would see the row the rollback then removes.
    const outside = database.db.select().from(consultations).where(eq(consultations.name, "되돌릴 신청"));
    release();
    await expect(tx).rejects.toThrow("rolled back");
    expect(await outside).toEqual([]);
  });

  it("takes a snapshot that opens as a database of its own with the same rows", async () => {
    const snapshot = await database.snapshot!();
    expect(snapshot.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b])); // gzip
    const copy = await openDatabase({ initialData: snapshot, thread: true });
    try {
      const rows = await copy.db.select().from(consultations).where(eq(consultations.name, "스레드 일"));
      expect(rows).toHaveLength(1);
    } finally {
      await copy.close();
    }
  }, 60_000);
});

describe("the thread itself", () => {
  it("refuses a parser that would change a value (a function cannot cross to the thread)", async () => {
    const client = await openThreadedPglite({ startParams: PGlite.defaultStartParams });
    try {
      expect(() => client.query("select 1", [], { parsers: { 1184: (v: string) => new Date(v) } })).toThrow(/keep the text/);
      expect((await client.query("select 2 as two")).rows).toEqual([{ two: 2 }]);
    } finally {
      await client.close();
    }
  }, 60_000);

  it("fails every call after close instead of hanging", async () => {
    const client = await openThreadedPglite({ startParams: PGlite.defaultStartParams });
    await client.close();
    await expect(client.query("select 1")).rejects.toThrow(/closed/);
    await client.close(); // a second close is harmless
  }, 60_000);

  it("reports a database that cannot start", async () => {
    const file = path.join(dir, "not-a-folder");
    writeFileSync(file, "");
    await expect(openThreadedPglite({ dataDir: file, startParams: PGlite.defaultStartParams })).rejects.toThrow();
  }, 60_000);
});
