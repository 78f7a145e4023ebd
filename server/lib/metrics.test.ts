import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase } from "../db";
import { startSmtp, type TestSmtp } from "../../tests/helpers/smtp";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { createMetrics, routeLabel, type Metrics } from "./metrics";
import { FORM_REQUEST as VALID } from "../../tests/helpers/consultations";

let t: TestApp;
let smtp: TestSmtp;
let metrics: Metrics;
beforeAll(async () => {
  smtp = await startSmtp();
  metrics = createMetrics();
  t = await createTestApp({ metrics, env: { SMTP_URL: smtp.url, NOTIFY_EMAIL: "office@example.com" } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const value = (text: string, line: string) =>
  Number(new RegExp(`^${line.replace(/[{}()[\]|+.?*^$\\]/g, "\\$&")} (\\S+)$`, "m").exec(text)?.[1] ?? NaN);

describe("routeLabel", () => {
  it("names a route by its pattern, a page by its page-map name, never by a raw path", () => {
    expect(routeLabel({ baseUrl: "/api", route: { path: "/consultations/:id" }, path: "/api/consultations/12", method: "PATCH" })).toBe(
      "/api/consultations/:id",
    );
    expect(routeLabel({ baseUrl: "", route: { path: "/{*splat}" }, path: "/board/fraud/some-slug", method: "GET" })).toBe("page:article");
    expect(routeLabel({ baseUrl: "", path: "/uploads/abc.webp", method: "GET" })).toBe("/uploads/:file");
    expect(routeLabel({ baseUrl: "", path: "/api/nothing/here", method: "GET" })).toBe("/api (unmatched)");
    expect(routeLabel({ baseUrl: "", path: "/no/such/page/1234", method: "GET" })).toBe("page:not-found");
  });
});

describe("the app's metrics", () => {
  it("counts requests by route and status, consultations created, the mail queue and failed sends", async () => {
    await request(t.app).get("/").expect(200);
    await request(t.app).get("/api/board-posts").expect(200);
    await request(t.app).get("/api/consultations").expect(401);
    smtp.failNext(1);
    expect((await request(t.app).post("/api/consultations").send(VALID)).status).toBe(201);
    await t.notifier.flush();
    const text = await metrics.registry.metrics();
    expect(value(text, 'http_requests_total{method="GET",route="page:home",status="200"}')).toBe(1);
    expect(value(text, 'http_requests_total{method="GET",route="/api/board-posts",status="200"}')).toBe(1);
    expect(value(text, 'http_requests_total{method="GET",route="/api/consultations",status="401"}')).toBe(1);
    expect(value(text, 'http_request_duration_seconds_count{method="POST",route="/api/consultations",status="201"}')).toBe(1);
    expect(value(text, "consultations_created_total")).toBe(1);
    expect(value(text, "mail_send_failures_total")).toBe(1);
    expect(value(text, "mail_queue_depth")).toBe(1);
    expect(text).not.toContain("김민수");
  });

  it("times database queries (embedded, or the real server when the suite runs on one)", async () => {
    const timed = createMetrics();
    const url = process.env.TEST_DATABASE_URL;
    const database = await openDatabase({ url, observeQuery: timed.observeQuery });
    try {
      await database.ping();
      await database.ping();
      await database.db.transaction(async (tx) => void (await tx.execute(sql`select 1`)));
      const text = await timed.registry.metrics();
      expect(value(text, "db_query_duration_seconds_count")).toBeGreaterThan(1);
      expect(value(text, "db_query_duration_seconds_sum")).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });
});
