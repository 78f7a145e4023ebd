import http from "node:http";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { createResponseCache, jsonCacheKey } from "../lib/response-cache";
import { eq } from "drizzle-orm";
import { posts } from "@shared/schema";
import { contentSeeder } from "../services/content-seed.service";
import { cachedFastPath } from "./cached-fast-path";

describe("the fast path of cached answers", () => {
  it("answers a hit of its paths from the cache, with the headers given, and passes everything else on", async () => {
    const cache = createResponseCache();
    let version = 1;
    cache.set(jsonCacheKey("/api/board-posts?page=2")!, {
      version: 1,
      status: 200,
      contentType: "application/json; charset=utf-8",
      cacheControl: "public, max-age=60",
      raw: Buffer.from('[{"id":1}]'),
    });
    const passedOn: string[] = [];
    const handler = cachedFastPath(
      {
        json: { cache, paths: ["/api/board-posts"] },
        version: () => version,
        headers: new Map([["X-Frame-Options", "DENY"]]),
        draining: () => version === 3,
      },
      (req, res) => {
        passedOn.push(`${req.method} ${req.url}`);
        res.statusCode = 418;
        res.end();
      },
    );
    const server = http.createServer(handler);
    const hit = await request(server).get("/api/board-posts?page=2");
    expect(hit.status).toBe(200);
    expect(hit.body).toEqual([{ id: 1 }]);
    expect(hit.headers["x-frame-options"]).toBe("DENY");
    expect(hit.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect((await request(server).get("/api/board-posts?page=2").set("X-Request-Id", "proxy-id-12345")).headers["x-request-id"]).toBe(
      "proxy-id-12345",
    );
    expect((await request(server).get("/api/board-posts?page=2").set("If-None-Match", hit.headers.etag)).status).toBe(304);
    expect(passedOn).toEqual([]);

    // Another query, another path, another method, or content changed since: Express's.
    for (const r of [
      request(server).get("/api/board-posts"),
      request(server).get("/api/board-posts/x"),
      request(server).post("/api/board-posts?page=2"),
    ])
      expect((await r).status).toBe(418);
    version = 2;
    expect((await request(server).get("/api/board-posts?page=2")).status).toBe(418);
    expect(passedOn).toEqual([
      "GET /api/board-posts",
      "GET /api/board-posts/x",
      "POST /api/board-posts?page=2",
      "GET /api/board-posts?page=2",
    ]);
  });

  it("answers a page from the page cache after the work the page route does for it, and passes a failure of that work on", async () => {
    const json = createResponseCache();
    const pages = createResponseCache();
    const page = (articleId?: number) => ({
      version: 1,
      status: 200,
      contentType: "text/html; charset=utf-8",
      cacheControl: "no-cache",
      raw: Buffer.from("<p>글</p>"),
      articleId,
    });
    pages.set("/board/a/b", page(7));
    pages.set("/about", page());
    pages.set("/api/board-posts", page());
    const seen: string[] = [];
    let fail = false;
    const passedOn: string[] = [];
    const handler = cachedFastPath(
      {
        json: { cache: json, paths: ["/api/board-posts"] },
        pages: {
          cache: pages,
          onPageHit: (req, entry) => {
            if (entry.articleId === undefined) return undefined;
            seen.push(`${req.method} ${req.url} ${entry.articleId}`);
            return fail ? Promise.reject(new Error("database away")) : Promise.resolve();
          },
        },
        version: () => 1,
        headers: new Map([["X-Frame-Options", "DENY"]]),
        draining: () => false,
      },
      (req, res) => {
        passedOn.push(`${req.method} ${req.url}`);
        res.statusCode = 418;
        res.end();
      },
    );
    const server = http.createServer(handler);
    for (const path of ["/board/a/b", "/about"]) {
      const res = await request(server).get(path).set("Accept-Encoding", "br");
      expect(res.status).toBe(200);
      expect(res.headers["content-encoding"]).toBe("br");
      expect(res.headers["x-frame-options"]).toBe("DENY");
      expect(res.text).toBe("<p>글</p>");
    }
    expect((await request(server).head("/board/a/b")).status).toBe(200);
    expect(seen).toEqual(["GET /board/a/b 7", "HEAD /board/a/b 7"]);
    // A parameter the page does not read is no other page: the same entry.
    expect((await request(server).get("/about?x=1")).status).toBe(200);
    // Not cached, a search (never kept), an /api path (never a page), or the route's work failing: Express's.
    for (const path of ["/contact", "/about?q=x", "/api/board-posts"]) expect((await request(server).get(path)).status).toBe(418);
    fail = true;
    expect((await request(server).get("/board/a/b")).status).toBe(418);
    expect(passedOn).toEqual(["GET /contact", "GET /about?q=x", "GET /api/board-posts", "GET /board/a/b"]);
  });
});

describe("in the app", () => {
  const headers = (res: request.Response) =>
    Object.fromEntries(
      Object.entries(res.headers).filter(([name]) => !["date", "x-request-id", "connection", "keep-alive"].includes(name)),
    );
  let t: TestApp;
  beforeAll(async () => {
    // Behind a proxy, as deployed: a visitor is told by X-Forwarded-For.
    t = await createTestApp({ seeders: [contentSeeder], env: { TRUST_PROXY: "loopback" } });
  });
  afterAll(async () => {
    await t.close();
  });

  it("gives a hit the same answer Express gives, headers and bytes", async () => {
    const [interview] = (await request(t.app).get("/api/interviews")).body as { slug: string }[];
    for (const path of [
      "/api/board-posts",
      "/api/interviews",
      `/api/interviews/${interview.slug}`,
      `/api/board-posts?q=${encodeURIComponent("음주")}`,
    ]) {
      const viaExpress = await request(t.app).get(path).set("Accept-Encoding", "gzip");
      const viaFastPath = await request(t.handler).get(path).set("Accept-Encoding", "gzip");
      expect(viaFastPath.status).toBe(200);
      expect(viaFastPath.body).toEqual(viaExpress.body);
      expect(headers(viaFastPath)).toEqual(headers(viaExpress));
      expect(viaFastPath.headers["x-request-id"]).toBeTruthy();
    }
  });

  it("gives a cached page the same answer Express gives, headers and bytes, in every encoding", async () => {
    const [post] = (await request(t.app).get("/api/board-posts")).body as { slug: string; category: string }[];
    for (const path of [
      "/",
      "/board",
      `/board/${post.category}`,
      `/board/${post.category}/${post.slug}`,
      "/interview",
      "/about",
      `/interview?q=${encodeURIComponent("음주")}`,
    ]) {
      // Cached, and its best brotli made (which the first answer starts on the thread pool).
      await request(t.app).get(path);
      await t.compressed();
      for (const encoding of ["br", "gzip", "identity"]) {
        const viaExpress = await request(t.app).get(path).set("Accept-Encoding", encoding);
        const viaFastPath = await request(t.handler).get(path).set("Accept-Encoding", encoding);
        expect(viaFastPath.status, path).toBe(200);
        expect(viaFastPath.text).toBe(viaExpress.text);
        expect(headers(viaFastPath)).toEqual(headers(viaExpress));
        expect((await request(t.handler).get(path).set("If-None-Match", viaExpress.headers.etag)).status).toBe(304);
      }
    }
  });

  it("counts an article's view when the fast path answers it, once per visitor, never an administrator's", async () => {
    const [post] = (await request(t.app).get("/api/board-posts")).body as { slug: string; category: string; id: number }[];
    const path = `/board/${post.category}/${post.slug}`;
    // A page does not wait for its count: each check first waits for the counts under way.
    const views = async () => {
      await t.viewsCounted();
      return (await t.database.db.select({ v: posts.views }).from(posts).where(eq(posts.id, post.id)))[0].v;
    };
    await request(t.app).get(path).set("X-Forwarded-For", "10.40.0.1").set("User-Agent", "a"); // cached now
    const before = await views();
    // Another address with the same browser, the same again, then another browser at that address.
    await request(t.handler).get(path).set("X-Forwarded-For", "10.40.0.2").set("User-Agent", "a");
    expect(await views()).toBe(before + 1);
    await request(t.handler).get(path).set("X-Forwarded-For", "10.40.0.2").set("User-Agent", "a");
    await request(t.handler).get(path).set("X-Forwarded-For", "10.40.0.2").set("User-Agent", "b");
    expect(await views()).toBe(before + 2);
    await request(t.handler).get(path).set("X-Forwarded-For", "10.40.0.3").set("Cookie", "sid=s%3Aanything");
    expect(await views()).toBe(before + 2);
  });
});
