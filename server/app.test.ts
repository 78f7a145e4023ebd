import request, { type Response } from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../tests/helpers/test-app";
import { captureLogs } from "../tests/helpers/logs";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("request ids", () => {
  it("puts an X-Request-Id on every kind of answer", async () => {
    for (const path of ["/", "/api/health", "/api/board-posts", "/sitemap.xml", "/no-such-page"]) {
      const res = await request(t.app).get(path);
      expect(res.headers["x-request-id"], path).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("tags the log lines of services with the id of the request they served", async () => {
    let res: Response | undefined;
    const lines = await captureLogs(async () => {
      res = await request(t.app).post("/api/login").send({ username: "admin", password: "not-the-password" });
    });
    expect(res!.status).toBe(401);
    expect(lines.find((l) => l.msg === "login failed")).toMatchObject({ requestId: res!.headers["x-request-id"] });
    expect(JSON.stringify(lines)).not.toContain("not-the-password");
  });
});

describe("server basics", () => {
  it("answers the health check with the database state", async () => {
    const res = await request(t.app).get("/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok", db: "ok", lawWatch: expect.objectContaining({ enabled: false, lastError: null }) });
  });

  it("answers unknown API paths with a JSON 404, never the app", async () => {
    const res = await request(t.app).get("/api/does-not-exist");
    expect(res.status).toBe(404);
    expect(res.type).toBe("application/json");
    expect(res.body).toEqual({ message: "요청한 API를 찾을 수 없습니다.", code: "NOT_FOUND" });
  });

  it("refuses a state-changing API request whose body is not JSON", async () => {
    const res = await request(t.app).post("/api/health").set("Content-Type", "text/plain").send("hello");
    expect(res.status).toBe(415);
    expect(res.body.code).toBe("UNSUPPORTED_MEDIA_TYPE");
    expect(res.body.message).toMatch(/JSON/);
  });

  it("answers malformed JSON with 400 and an oversized body with 413", async () => {
    const bad = await request(t.app).post("/api/anything").set("Content-Type", "application/json").send("{bad");
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("INVALID_JSON");
    const big = await request(t.app)
      .post("/api/anything")
      .set("Content-Type", "application/json")
      .send(JSON.stringify({ text: "가".repeat(60_000) }));
    expect(big.status).toBe(413);
    expect(big.body.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("does not announce Express", async () => {
    const res = await request(t.app).get("/api/health");
    expect(res.headers["x-powered-by"]).toBeUndefined();
  });

  it("serves robots.txt as plain text with the sitemap address", async () => {
    const res = await request(t.app).get("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.type).toBe("text/plain");
    expect(res.text).toContain("Sitemap: http://localhost:5000/sitemap.xml");
    expect(res.text).toContain("Disallow: /admin");
  });
});

describe("server-side rendering", () => {
  it("sends the home page content and head tags in the HTML", async () => {
    const res = await request(t.app).get("/");
    expect(res.status).toBe(200);
    expect(res.type).toBe("text/html");
    expect(res.text).toContain("형사사건, 혼자 고민하지 마세요");
    expect(res.text).toMatch(/<title>[^<]*형사사건 변호사[^<]*<\/title>/);
    expect(res.text).toContain('<link rel="canonical" href="http://localhost:5000/"');
    expect(res.text).toContain('property="og:title"');
    expect(res.text).toContain('name="twitter:card"');
    expect(res.text).toContain('<script id="__APP_STATE__" type="application/json">');
  });

  it("answers unknown pages with the 404 card and HTTP 404", async () => {
    const res = await request(t.app).get("/no/such/page");
    expect(res.status).toBe(404);
    expect(res.type).toBe("text/html");
    expect(res.text).toContain("404 Page Not Found");
    expect(res.text).toContain('content="noindex,follow"');
  });

  it("compresses HTML for clients that accept it", async () => {
    const res = await request(t.app).get("/").set("Accept-Encoding", "gzip");
    expect(res.headers["content-encoding"]).toBe("gzip");
  });
});
