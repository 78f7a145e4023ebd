// The trash's 30 days, and content-file articles deleted for good staying deleted across restarts.
import { eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentTombstones, posts } from "@shared/schema";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { loadContentFiles } from "./content-loader";
import { createAdminPostsService } from "./admin-posts.service";
import { contentSeeder, seedContent } from "./content-seed.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seeders: [contentSeeder] });
});
afterAll(async () => {
  await t?.close();
});

const DAY = 24 * 3600 * 1000;

describe("purgeTrash", () => {
  it("keeps a trashed post for 30 days, then deletes it for good, and the seed does not bring a content-file article back", async () => {
    let bumps = 0;
    const service = createAdminPostsService(t.database.db, { bump: async () => void bumps++ });
    const [seeded] = await t.database.db.select().from(posts).limit(1);
    expect(seeded.seedHash).not.toBeNull();
    await service.remove(seeded.id);
    const trashedAt = (await service.get(seeded.id)).deletedAt!;

    expect(await service.purgeTrash(new Date(Date.parse(trashedAt) + 29 * DAY))).toBe(0);
    expect(await service.get(seeded.id)).toBeTruthy();

    expect(await service.purgeTrash(new Date(Date.parse(trashedAt) + 31 * DAY))).toBe(1);
    expect(await t.database.db.select().from(posts).where(eq(posts.id, seeded.id))).toEqual([]);
    expect(await t.database.db.select().from(contentTombstones)).toEqual([expect.objectContaining({ kind: "post", slug: seeded.slug })]);
    expect(bumps).toBeGreaterThanOrEqual(2);

    const admin = (await t.database.db.select().from(posts).limit(1))[0].authorId;
    const report = await seedContent(t.database.db, loadContentFiles(), admin);
    expect(report.posts.inserted).toEqual([]);
    expect(report.posts.deletedForGood).toEqual([seeded.slug]);
  });
});

describe("an administrator's edit and the content seed", () => {
  it("an edit through the service marks the row, so a changed content file no longer overwrites it", async () => {
    const service = createAdminPostsService(t.database.db, { bump: async () => undefined });
    const files = loadContentFiles();
    const [row] = await t.database.db.select().from(posts).where(isNotNull(posts.seedHash)).limit(1);
    const index = files.articles.findIndex((a) => a.frontMatter.slug === row.slug);
    const current = await service.get(row.id);
    await service.update(
      row.id,
      { ...current, title: "관리자가 고친 제목", slug: null, publishDate: null, status: "published" } as Parameters<
        typeof service.update
      >[1],
      { id: row.authorId, username: "admin" },
    );
    const changed = {
      ...files,
      articles: files.articles.map((a, i) => (i === index ? { ...a, hash: "changed-file", body: a.body + "\n\n추가 문단" } : a)),
    };
    const report = await seedContent(t.database.db, changed, row.authorId);
    expect(report.posts.keptEdited).toContain(row.slug);
    expect((await service.get(row.id)).title).toBe("관리자가 고친 제목");
  });
});
