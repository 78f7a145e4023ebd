import http from "node:http";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { createResponseCache, jsonCacheKey } from "../lib/response-cache";
import { contentSeeder } from "../services/content-seed.service";
import { cachedJsonFastPath } from "./cached-json-fast-path";

describe("the cached public lists' fast path", () => {
  it("answers a hit of its paths from the cache, with the headers given, and passes everything else on", async () => {
    const cache = createResponseCache();
    let version = 1;
    cache.set(jsonCacheKey("/api/board-posts?q=%EC%9D%8C%EC%A3%BC"), { version: 1, status: 200, contentType: "application/json; charset=utf-8", cacheControl: "public, max-age=60", raw: Buffer.from('[{"id":1}]') });
    const passedOn: string[] = [];
    const handler = cachedJsonFastPath(
      { cache, version: () => version, paths: ["/api/board-posts"], headers: new Map([["X-Frame-Options", "DENY"]]), draining: () => version === 3 },
      (req, res) => {
        passedOn.push(`${req.method} ${req.url}`);
        res.statusCode = 418;
        res.end();
      },
    );
    const server = http.createServer(handler);
    const hit = await request(server).get("/api/board-posts?q=%EC%9D%8C%EC%A3%BC");
    expect(hit.status).toBe(200);
    expect(hit.body).toEqual([{ id: 1 }]);
    expect(hit.headers["x-frame-options"]).toBe("DENY");
    expect(hit.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect((await request(server).get("/api/board-posts?q=%EC%9D%8C%EC%A3%BC").set("X-Request-Id", "proxy-id-12345")).headers["x-request-id"]).toBe("proxy-id-12345");
    expect((await request(server).get("/api/board-posts?q=%EC%9D%8C%EC%A3%BC").set("If-None-Match", hit.headers.etag)).status).toBe(304);
    expect(passedOn).toEqual([]);

    // Another query, another path, another method, or content changed since: Express's.
    for (const r of [request(server).get("/api/board-posts"), request(server).get("/api/board-posts/x"), request(server).post("/api/board-posts?q=%EC%9D%8C%EC%A3%BC")]) expect((await r).status).toBe(418);
    version = 2;
    expect((await request(server).get("/api/board-posts?q=%EC%9D%8C%EC%A3%BC")).status).toBe(418);
    expect(passedOn).toEqual(["GET /api/board-posts", "GET /api/board-posts/x", "POST /api/board-posts?q=%EC%9D%8C%EC%A3%BC", "GET /api/board-posts?q=%EC%9D%8C%EC%A3%BC"]);
  });
});

describe("in the app", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seeders: [contentSeeder] });
  });
  afterAll(async () => {
    await t.close();
  });

  it("gives a hit the same answer Express gives, headers and bytes", async () => {
    const [interview] = (await request(t.app).get("/api/interviews")).body as { slug: string }[];
    for (const path of ["/api/board-posts", "/api/interviews", `/api/interviews/${interview.slug}`, `/api/board-posts?q=${encodeURIComponent("음주")}`]) {
      const viaExpress = await request(t.app).get(path).set("Accept-Encoding", "gzip");
      const viaFastPath = await request(t.handler).get(path).set("Accept-Encoding", "gzip");
      expect(viaFastPath.status).toBe(200);
      expect(viaFastPath.body).toEqual(viaExpress.body);
      const headers = (res: request.Response) => Object.fromEntries(Object.entries(res.headers).filter(([name]) => !["date", "x-request-id", "connection", "keep-alive"].includes(name)));
      expect(headers(viaFastPath)).toEqual(headers(viaExpress));
      expect(viaFastPath.headers["x-request-id"]).toBeTruthy();
    }
  });
});
