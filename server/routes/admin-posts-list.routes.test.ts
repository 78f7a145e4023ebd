// The back office's posts list a page at a time: a cursor per sort, filters and counts per status computed
// by the server.
import { describe, expect, it, beforeAll } from "vitest";
import { POST_LIST_PAGE_SIZE, type AdminPostListPage } from "@shared/content/admin-posts";
import { inArray } from "drizzle-orm";
import { consultations, posts } from "@shared/schema";
import { setupAdminApp } from "../../tests/helpers/admin-app";

const app = setupAdminApp();
const COUNT = 45;
beforeAll(async () => {
  const hour = 3600_000;
  // Post n: created n hours ago, n×10 views; every fifth a draft, the 2nd a scheduled one.
  await app.t.database.db.insert(posts).values(
    Array.from({ length: COUNT }, (_, i) => ({
      title: `목록 글 ${i + 1}${i % 3 === 0 ? " 찾을말" : ""}`,
      slug: `list-post-${i + 1}`,
      content: `목록 글 ${i + 1}의 본문`,
      categoryId: (i % 2) + 1,
      authorId: 1,
      status: i % 5 === 4 ? ("draft" as const) : ("published" as const),
      views: (i + 1) * 10,
      createdAt: new Date(Date.now() - (i + 1) * hour),
      publishedAt: i === 1 ? new Date(Date.now() + 24 * hour) : new Date(Date.now() - (i + 1) * hour),
    })),
  );
});

async function list(query: string): Promise<AdminPostListPage> {
  const res = await app.admin.get(`/api/posts${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as AdminPostListPage;
}

/** Every page of a list, following the cursor. */
async function walk(query: string): Promise<{ pages: AdminPostListPage[]; slugs: string[] }> {
  const pages = [await list(query)];
  while (pages[pages.length - 1].nextCursor)
    pages.push(await list(`${query}${query ? "&" : "?"}cursor=${pages[pages.length - 1].nextCursor}`));
  return { pages, slugs: pages.flatMap((p) => p.items.map((i) => i.slug)) };
}

describe("GET /api/posts by cursor", () => {
  it("answers the newest page first, with counts per status and a cursor to the rest", async () => {
    const first = await list("");
    expect(first.items).toHaveLength(POST_LIST_PAGE_SIZE);
    expect(first.items[0].slug).toBe("list-post-1");
    expect(first.nextCursor).toMatch(/^\d+_\d+$/);
    expect(first.counts).toEqual({ all: COUNT, published: 35, draft: 9, scheduled: 1 });
    const { pages, slugs } = await walk("");
    expect(pages).toHaveLength(2);
    expect(pages[1].nextCursor).toBeNull();
    expect(slugs).toEqual(Array.from({ length: COUNT }, (_, i) => `list-post-${i + 1}`));
  });

  it("follows the cursor in every sort without repeating or skipping a post", async () => {
    const byViews = await walk("?sort=views&limit=7");
    expect(byViews.slugs).toEqual(Array.from({ length: COUNT }, (_, i) => `list-post-${COUNT - i}`));
    const byConsultations = await walk("?sort=consultations&limit=10");
    expect(new Set(byConsultations.slugs).size).toBe(COUNT);
    expect(byConsultations.pages[0].nextCursor).toMatch(/^\d+_\d+_\d+$/);
  });

  it("filters by status, category and search on the server, the counts following search and category", async () => {
    const drafts = await walk("?status=draft&limit=4");
    expect(drafts.slugs).toHaveLength(9);
    expect(drafts.pages.every((p) => p.items.every((i) => i.displayStatus === "draft"))).toBe(true);
    const scheduled = await list("?status=scheduled");
    expect(scheduled.items.map((i) => i.slug)).toEqual(["list-post-2"]);
    const res = await app.admin.post("/api/posts/search").send({ search: "찾을말", category: 1 });
    expect(res.status).toBe(200);
    const searched = res.body as AdminPostListPage;
    expect(searched.items.length).toBeGreaterThan(0);
    expect(searched.items.every((i) => i.title.includes("찾을말") && i.categoryId === 1)).toBe(true);
    expect(searched.counts.all).toBe(searched.items.length);
    // The cursor of a search follows in the body too.
    const paged = await app.admin.post("/api/posts/search").send({ search: "찾을말", limit: 5 });
    expect(paged.body.nextCursor).toMatch(/^\d+_\d+$/);
    const next = await app.admin.post("/api/posts/search").send({ search: "찾을말", limit: 5, cursor: paged.body.nextCursor });
    expect(next.status).toBe(200);
    expect(next.body.items.every((i: { title: string }) => i.title.includes("찾을말"))).toBe(true);
  });

  it("never takes search text in a URL (logs and history keep URLs)", async () => {
    const res = await app.admin.get(`/api/posts?search=${encodeURIComponent("찾을말")}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "SEARCH_IN_URL", message: expect.stringContaining("POST /api/posts/search") });
    expect((await app.admin.post("/api/posts/search").send({ search: "가".repeat(101) })).status).toBe(400);
  });

  it("refuses a malformed cursor or one of another sort with a Korean message", async () => {
    const first = await list("?sort=views");
    for (const query of ["?cursor=abc", `?sort=consultations&cursor=${first.nextCursor}`, "?limit=101"]) {
      const res = await app.admin.get(`/api/posts${query}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/[가-힣]/);
    }
  });
});

describe("the posts list's consultation column", () => {
  it("counts the requests each article brought and, of them, the retained ones", async () => {
    const db = app.t.database.db;
    const [first, second] = await db
      .select({ id: posts.id, slug: posts.slug })
      .from(posts)
      .where(inArray(posts.slug, ["list-post-3", "list-post-4"]))
      .orderBy(posts.slug);
    const request = {
      name: "김민수",
      phone: "01012345678",
      caseType: "traffic",
      currentStatus: "suspect",
      urgency: "normal",
      content: "내용",
    };
    await db.insert(consultations).values([
      { ...request, sourcePostId: first.id, outcome: "retained" },
      { ...request, sourcePostId: first.id, outcome: "retained" },
      { ...request, sourcePostId: first.id, outcome: "not_retained", outcomeReason: "수임료 부담" },
      { ...request, sourcePostId: first.id },
      { ...request, sourcePostId: second.id, outcome: "consulted" },
      { ...request, outcome: "retained" },
    ]);
    try {
      const { pages } = await walk("?sort=consultations&limit=10");
      const items = pages.flatMap((p) => p.items);
      expect(items.slice(0, 2).map((i) => [i.slug, i.consultations, i.retained])).toEqual([
        ["list-post-3", 4, 2],
        ["list-post-4", 1, 0],
      ]);
      expect(items.slice(2).every((i) => i.consultations === 0 && i.retained === 0)).toBe(true);
    } finally {
      await db.delete(consultations);
    }
  });
});
