// Unauthenticated CPU pressure: the requests that filled the caches and the hashing, run as they were.
//  - /api/board-posts?x=<random> many times: one cache entry, not one per request;
//  - /?page=123 and tracking tags: the page is kept under its path; `page` only on the board's lists, and a page
//    past the last is a 404 (never kept); a search is answered, never kept;
//  - many sign-ins at once: at most HASHING_CONCURRENCY scrypt computations run together.
import express from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PARAMS, HASHING_CONCURRENCY, hashingStats, hashPassword, verifyPassword } from "../../server/lib/password";
import { createResponseCache, pageCacheKey } from "../../server/lib/response-cache";
import { boardListRoutes } from "../../server/routes/board.routes";
import { createBoardService } from "../../server/services/board.service";
import { contentSeeder } from "../../server/services/content-seed.service";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seeders: [contentSeeder] });
});
afterAll(async () => {
  await t?.close();
});

describe("the response caches", () => {
  it("keep one entry for /api/board-posts whatever unknown parameters it gets", async () => {
    const cache = createResponseCache(8 * 1024 * 1024);
    const app = express().use(
      "/api",
      boardListRoutes(createBoardService(t.database.db, { current: () => 1 }), cache, () => 1),
    );
    for (let i = 0; i < 50; i++) expect((await request(app).get(`/api/board-posts?x=${Math.random()}`)).status).toBe(200);
    expect(cache.entryCount()).toBe(1);
    // Numbers written differently are one page; a search is answered and not kept; a page past the last neither.
    for (const query of ["page=1", "page=01", "page=001&utm_source=a"]) await request(app).get(`/api/board-posts?${query}`);
    expect(cache.entryCount()).toBe(2);
    expect((await request(app).get(`/api/board-posts?q=${encodeURIComponent("음주")}`)).status).toBe(200);
    expect((await request(app).get("/api/board-posts?page=90000")).status).toBe(200);
    expect(cache.entryCount()).toBe(2);
  });

  it("key a public page on its path, and on `page` only for the board's lists", () => {
    expect(pageCacheKey("/?page=123")).toBe("/");
    expect(pageCacheKey("/about?x=1&utm_source=naver")).toBe("/about");
    expect(pageCacheKey("/board?page=2&x=9")).toBe("/board?page=2");
    expect(pageCacheKey("/board?page=002")).toBe("/board?page=2");
    expect(pageCacheKey(`/board?q=${encodeURIComponent("음주")}`)).toBeNull();
    // A tool's answer holds the visitor's input: never kept; the empty form is.
    expect(pageCacheKey("/tools/criminal-deadline?kind=appeal&start=2026-12-18")).toBeNull();
    expect(pageCacheKey("/tools/drunk-driving?bac=0.09")).toBeNull();
    expect(pageCacheKey("/tools/criminal-deadline")).toBe("/tools/criminal-deadline");
  });

  it("answer a board page past the last with 404", async () => {
    expect((await request(t.app).get("/board?page=5000")).status).toBe(404);
    expect((await request(t.app).get("/board?page=1")).status).toBe(200);
  });
});

describe("password hashing", () => {
  it("runs at most HASHING_CONCURRENCY computations at once, however many arrive", async () => {
    const cheap = { N: 2 ** 12, r: 8, p: 1 };
    const stored = await hashPassword("a-password-of-length", cheap);
    hashingStats.maxRunning = 0;
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => verifyPassword(i === 0 ? "a-password-of-length" : `guess-${i}-password`, stored)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(hashingStats.maxRunning).toBe(HASHING_CONCURRENCY);
    expect(DEFAULT_PARAMS.N).toBe(2 ** 17);
  });
});
