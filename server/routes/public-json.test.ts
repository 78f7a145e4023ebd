import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("cached public JSON", () => {
  it("carries the same security headers as the rest of the API", async () => {
    const cached = await request(t.app).get("/api/board-posts");
    const other = await request(t.app).get("/api/health");
    for (const name of ["x-content-type-options", "referrer-policy", "x-frame-options", "cross-origin-opener-policy"]) {
      expect(cached.headers[name], name).toBeDefined();
      expect(cached.headers[name], name).toBe(other.headers[name]);
    }
    expect(cached.headers["x-powered-by"]).toBeUndefined();
  });

  it("is served compressed, with an ETag that answers 304", async () => {
    const first = await request(t.app).get("/api/board-posts").set("Accept-Encoding", "br, gzip");
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.body).toEqual([]);
    const again = await request(t.app).get("/api/board-posts").set("If-None-Match", first.headers.etag);
    expect(again.status).toBe(304);
    const gz = await request(t.app).get("/api/board-posts").set("Accept-Encoding", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
  });
});
