// Migration 0009 on a database holding interviews from before it: each existing interview keeps its place
// and date (published_at is its created_at), stays public, and gets no trash date.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";

const DIR = path.resolve(import.meta.dirname, "../../migrations");
const files = readdirSync(DIR)
  .filter((f) => /^\d{4}_.*\.sql$/.test(f))
  .sort();
const run = async (db: PGlite, file: string) => {
  for (const statement of readFileSync(path.join(DIR, file), "utf8").split("--> statement-breakpoint")) {
    if (statement.trim()) await db.exec(statement);
  }
};

const db = new PGlite();
afterAll(async () => {
  await db.close();
});

describe("migration 0009 (interviews in the back office)", () => {
  it("dates every existing interview's publication at its creation", async () => {
    const before = files.filter((f) => f < "0009");
    const migration = files.find((f) => f.startsWith("0009_"))!;
    for (const file of before) await run(db, file);
    await db.exec(`insert into interviews (title, slug, content, created_at) values
      ('오래된 인터뷰', 'old-story', '본문', '2025-05-01T00:00:00Z'),
      ('새 인터뷰', 'new-story', '본문', '2025-07-10T00:00:00Z')`);
    await run(db, migration);
    const { rows } = await db.query<{ slug: string; same: boolean; deleted_at: Date | null }>(
      "select slug, published_at = created_at as same, deleted_at from interviews order by slug",
    );
    expect(rows).toEqual([
      { slug: "new-story", same: true, deleted_at: null },
      { slug: "old-story", same: true, deleted_at: null },
    ]);
  });
});
