// The trash's 30 days, and content-file articles deleted for good staying deleted across restarts.
import { eq } from "drizzle-orm";
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
