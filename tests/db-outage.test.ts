// The database goes away mid-run (here: a proxy between the app and the real Postgres server cuts every
// connection and refuses new ones) and comes back. Submissions answer 503 with the Korean message within 5 s,
// nothing is half-written, a retry with the same request id stores exactly one row, and the app recovers without
// a restart. Real-Postgres tier only (the embedded database cannot go away).
import { randomBytes, randomUUID } from "node:crypto";
import pg from "pg";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp, type AppHandle } from "../server/app";
import { openDatabase, type Database } from "../server/db";
import { parseEnv } from "../server/env";
import { DATABASE_UNAVAILABLE_MESSAGE } from "../server/lib/errors";
import { setLogLevel } from "../server/lib/logger";
import { runSeed } from "../server/services/seed.service";
import { startTcpProxy, type TcpProxy } from "../scripts/lib/tcp-proxy.mjs";
import { sourceRenderer } from "./helpers/test-app";

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("a database outage", () => {
  const name = `outage_${randomBytes(6).toString("hex")}`;
  let proxy: TcpProxy;
  let database: Database;
  let handle: AppHandle;
  const direct = () => {
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    return url;
  };
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(text);
    await client.end();
  };
  const rowsWith = async (requestId: string) => {
    const client = new pg.Client({ connectionString: direct().toString() });
    await client.connect();
    const { rows } = await client.query("select count(*)::int as n from consultations where request_id = $1", [requestId]);
    await client.end();
    return rows[0].n as number;
  };

  beforeAll(async () => {
    setLogLevel("silent");
    await admin(`create database ${name}`);
    const target = new URL(serverUrl!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = direct();
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    database = await openDatabase({ url: viaProxy.toString() });
    await database.migrate();
    await runSeed(database.db, { adminUsername: "admin", adminPassword: "outage-admin-pass-1" });
    const env = parseEnv({ NODE_ENV: "test", PUBLIC_SITE_URL: "http://localhost:5000" });
    handle = await createApp({ database, env, render: sourceRenderer });
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    await database?.close();
    await proxy?.close();
    await admin(`drop database if exists ${name} with (force)`);
  });

  const submit = (requestId: string) =>
    request(handle.app).post("/api/consultations").send({
      requestId,
      name: "장애 확인",
      phone: "010-3333-4444",
      caseType: "other",
      currentStatus: "suspect",
      urgency: "normal",
      content: "데이터베이스 장애 중 신청",
      privacyAgreed: true,
      sensitiveAgreed: true,
      ageConfirmed: true,
    });

  it("answers 503 within 5 s while it is away, stores one row on the retry, and recovers by itself", async () => {
    expect((await submit(randomUUID())).status).toBe(201);
    proxy.cut();
    const requestId = randomUUID();
    const started = performance.now();
    const during = await submit(requestId);
    const ms = performance.now() - started;
    console.log(`database away: submission answered ${during.status} after ${Math.round(ms)} ms`);
    expect(during.status).toBe(503);
    expect(during.body).toEqual({ code: "DB_UNAVAILABLE", message: DATABASE_UNAVAILABLE_MESSAGE });
    expect(during.headers["retry-after"]).toBe("5");
    expect(ms).toBeLessThan(5000);
    const page = await request(handle.app).get("/board");
    expect([200, 503]).toContain(page.status); // cached pages may still be served
    expect((await request(handle.app).get("/api/ready")).status).toBe(503);

    proxy.restore();
    expect(await rowsWith(requestId)).toBe(0);
    // The form kept the text and its request id: the retry (twice, as an impatient visitor) stores one row.
    let retried = await submit(requestId);
    for (let i = 0; i < 20 && retried.status === 503; i++) {
      await new Promise((r) => setTimeout(r, 250));
      retried = await submit(requestId);
    }
    expect(retried.status).toBe(201);
    expect((await submit(requestId)).status).toBe(201);
    expect(await rowsWith(requestId)).toBe(1);
    expect((await request(handle.app).get("/api/ready")).status).toBe(200);
  }, 60_000);
});
