import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, consultations, users } from "@shared/schema";
import { CATEGORIES } from "@shared/content/categories";
import { createTestDatabase } from "../../tests/helpers/test-database";
import { verifyPassword } from "../lib/password";
import { runSeed } from "../services/seed.service";
import { openDatabase, type Database } from "./index";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const validConsultation = {
  name: "김민수",
  phone: "01012345678",
  caseType: "traffic",
  currentStatus: "suspect",
  urgency: "urgent",
  content: "음주운전 단속 후 출석 요구를 받았습니다.",
};

describe("migrations and seed", () => {
  it("seeds the six categories with their fixed ids and slugs, idempotently", async () => {
    await runSeed(database.db, { adminUsername: "owner", adminPassword: "owner-password-1" });
    await runSeed(database.db, { adminUsername: "owner", adminPassword: "owner-password-1" });
    const rows = await database.db.select().from(categories).orderBy(asc(categories.id));
    expect(rows.map((r) => [r.id, r.slug, r.name])).toEqual(CATEGORIES.map((c) => [c.id, c.slug, c.name]));
    const admins = await database.db.select().from(users);
    expect(admins).toHaveLength(1);
    expect(admins[0].username).toBe("owner");
    expect(admins[0].role).toBe("admin");
    expect(admins[0].password).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword("owner-password-1", admins[0].password)).toBe(true);
  });

  it("moves the category id sequence past the fixed ids", async () => {
    const [row] = await database.db.insert(categories).values({ name: "테스트", slug: "test-category" }).returning();
    expect(row.id).toBe(7);
    await database.db.delete(categories).where(eq(categories.id, row.id));
  });

  it("enforces unique usernames, category names and slugs", async () => {
    await expect(database.db.insert(users).values({ username: "owner", password: "x" })).rejects.toThrow();
    await expect(database.db.insert(categories).values({ name: "성범죄", slug: "other-slug" })).rejects.toThrow();
    await expect(database.db.insert(categories).values({ name: "다른 이름", slug: "fraud" })).rejects.toThrow();
  });

  it("checks enumerated values in the database, not only in zod", async () => {
    await expect(database.db.insert(consultations).values({ ...validConsultation, caseType: "murder" })).rejects.toThrow();
    await expect(database.db.insert(consultations).values({ ...validConsultation, urgency: "asap" })).rejects.toThrow();
    await expect(database.db.insert(consultations).values({ ...validConsultation, currentStatus: "x" })).rejects.toThrow();
    await expect(database.db.insert(consultations).values({ ...validConsultation, consultationType: "video" })).rejects.toThrow();
    await expect(database.db.insert(consultations).values({ ...validConsultation, consultationStatus: "archived" })).rejects.toThrow();
    await expect(database.db.insert(users).values({ username: "x", password: "x", role: "root" })).rejects.toThrow();
    await expect(
      database.db.execute(sql`insert into seo_settings (page_type, title, description) values ('blog', 't', 'd')`),
    ).rejects.toThrow();
    await expect(
      database.db.execute(sql`insert into seo_settings (page_type, title, description, robots) values ('home', 't', 'd', 'all')`),
    ).rejects.toThrow();
    const [ok] = await database.db.insert(consultations).values(validConsultation).returning();
    expect(ok.consultationStatus).toBe("new");
    expect(ok.privacyAgreed).toBe(false);
  });

  it("allows one SEO setting per page type and page id", async () => {
    await database.db.execute(sql`insert into seo_settings (page_type, title, description) values ('home', 't', 'd')`);
    await expect(
      database.db.execute(sql`insert into seo_settings (page_type, title, description) values ('home', 't2', 'd2')`),
    ).rejects.toThrow();
    await database.db.execute(sql`insert into seo_settings (page_type, page_id, title, description) values ('post', '1', 't', 'd')`);
    await database.db.execute(sql`insert into seo_settings (page_type, page_id, title, description) values ('post', '2', 't', 'd')`);
  });
});

describe("administrator bootstrap", () => {
  it("creates admin with a random password once, and never again", async () => {
    const fresh = await createTestDatabase();
    try {
      const first = await runSeed(fresh.db);
      expect(first.created).toBe(true);
      expect(first.username).toBe("admin");
      expect(first.generatedPassword).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      const [row] = await fresh.db.select().from(users);
      expect(await verifyPassword(first.generatedPassword!, row.password)).toBe(true);
      const second = await runSeed(fresh.db);
      expect(second.generatedPassword).toBeUndefined();
      expect(second.created).toBe(false);
      expect(await fresh.db.select().from(users)).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });
});

describe("embedded database on disk", () => {
  it("keeps data and stays idempotent across restarts", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "pglite-"));
    const dataDir = path.join(dir, "nested", "pglite");
    try {
      for (let i = 0; i < 2; i++) {
        const db = await openDatabase({ dataDir });
        await db.migrate();
        await runSeed(db.db, { adminUsername: "owner", adminPassword: "owner-password-1" });
        if (i === 0) await db.db.insert(consultations).values(validConsultation);
        const rows = await db.db.select().from(consultations);
        expect(rows).toHaveLength(1);
        expect(await db.db.select().from(categories)).toHaveLength(6);
        await db.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("an in-memory copy of a snapshot (the test templates)", () => {
  it("starts with the snapshot's rows, and the copy and the original change apart", async () => {
    const count = async (db: Database) => (await db.db.select().from(consultations)).length;
    const before = await count(database);
    const copy = await openDatabase({ initialData: await database.snapshot!() });
    try {
      expect(await count(copy)).toBe(before);
      await copy.db.insert(consultations).values(validConsultation);
      expect([await count(copy), await count(database)]).toEqual([before + 1, before]);
    } finally {
      await copy.close();
    }
    await expect(openDatabase({ initialData: Buffer.alloc(0), dataDir: os.tmpdir() })).rejects.toThrow(/in-memory database only/);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("a Postgres server ending connections", () => {
  it("drops the ended idle connection without crashing, and the next query works", async () => {
    // The pool now holds an idle connection to this test's database; another connection ends it.
    const name = (await database.db.execute<{ d: string }>(sql`select current_database() as d`)).rows[0].d;
    const other = await createTestDatabase();
    try {
      await other.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${name}`);
      await new Promise((r) => setTimeout(r, 200)); // the pool hears the termination
      const after = await database.db.execute<{ one: number }>(sql`select 1 as one`);
      expect(after.rows[0].one).toBe(1);
    } finally {
      await other.close();
    }
  });
});
