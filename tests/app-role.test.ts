// The app under a database role that cannot erase the access log (docs/deploy.md and docs/sql/app-role.sql):
// start-up, the public form, signing in, the back office's reads and changes and the retention job all work,
// while the role's own DELETE, UPDATE and TRUNCATE of access-log rows are refused, and the retention function
// never deletes a row younger than two years. Real-Postgres tier only (roles do not exist in the embedded one).
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessLogs } from "@shared/schema";
import { createApp, type AppHandle } from "../server/app";
import { openDatabase, type Database } from "../server/db";
import { parseEnv } from "../server/env";
import { setLogLevel } from "../server/lib/logger";
import { createRetentionService } from "../server/services/retention.service";
import { runSeed } from "../server/services/seed.service";
import { signedInAgent } from "./helpers/auth";
import { FORM_REQUEST } from "./helpers/consultations";
import { sourceRenderer } from "./helpers/test-app";

const serverUrl = process.env.TEST_DATABASE_URL;
const ADMIN = { username: "role-admin", password: "role-admin-pass-1" };
const YEAR = 365 * 24 * 3600 * 1000;

describe.skipIf(!serverUrl)("the app under a role that cannot erase the access log", () => {
  const suffix = randomBytes(6).toString("hex");
  const name = `role_${suffix}`;
  const role = `app_${suffix}`;
  const password = randomBytes(12).toString("hex");
  let owner: Database;
  let app: Database;
  let handle: AppHandle;

  const urlOf = (user?: { name: string; password: string }) => {
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    if (user) {
      url.username = user.name;
      url.password = user.password;
    }
    return url.toString();
  };
  const run = async (url: string, text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await client.query(text, values);
    } finally {
      await client.end();
    }
  };
  /** The SQLSTATE a statement run as the app's role fails with ("" when it succeeds). */
  const refusal = (text: string) =>
    run(urlOf({ name: role, password }), text).then(
      () => "",
      (err: { code?: string }) => err.code ?? "?",
    );
  const logCount = async () => (await run(urlOf(), "select count(*)::int as n from access_logs")).rows[0].n as number;

  beforeAll(async () => {
    setLogLevel("silent");
    await run(serverUrl!, `create database ${name}`);
    owner = await openDatabase({ url: urlOf() });
    await owner.migrate();
    await runSeed(owner.db, { adminUsername: ADMIN.username, adminPassword: ADMIN.password });
    await run(serverUrl!, `create role ${role} login password '${password}'`);
    const grants = (await readFile("docs/sql/app-role.sql", "utf8"))
      .replaceAll("lawfirm_app", role)
      .replaceAll("DATABASE lawfirm", `DATABASE ${name}`);
    await run(urlOf(), grants);

    app = await openDatabase({ url: urlOf({ name: role, password }) });
    // Start-up as the app does it: migrations (all applied by the owner: nothing to do), the seed, the app.
    await app.migrate();
    await runSeed(app.db, { adminUsername: ADMIN.username, adminPassword: ADMIN.password });
    handle = await createApp({
      database: app,
      env: parseEnv({ NODE_ENV: "test", PUBLIC_SITE_URL: "http://localhost:5000" }),
      render: sourceRenderer,
    });
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    await app?.close();
    await owner?.close();
    await run(serverUrl!, `drop database if exists ${name} with (force)`);
    await run(serverUrl!, `drop role if exists ${role}`);
  });

  it("takes a request, signs in, reads, changes and deletes it, and logs each access", async () => {
    const submitted = await request(handle.app).post("/api/consultations").send(FORM_REQUEST);
    expect(submitted.status).toBe(201);
    const agent = await signedInAgent(handle.app, ADMIN);
    const list = await agent.get("/api/consultations");
    expect(list.status).toBe(200);
    const id = list.body.items[0].id as number;
    expect(
      (await agent.patch(`/api/consultations/${id}`).send({ consultationStatus: "in_progress", assignedTo: "담당 변호사" })).status,
    ).toBe(200);
    expect((await agent.get(`/api/consultations/${id}/history`)).status).toBe(200);
    expect((await agent.get("/api/access-logs")).status).toBe(200);
    expect((await agent.delete(`/api/consultations/${id}`)).status).toBeLessThan(300);
    expect((await agent.post("/api/logout")).status).toBeLessThan(300);
    const actions = (await run(urlOf(), "select action from access_logs order by id")).rows.map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(["list", "update", "view", "delete"]));
  });

  it("refuses the role's own DELETE, UPDATE and TRUNCATE of access-log rows", async () => {
    const before = await logCount();
    expect(before).toBeGreaterThan(0);
    expect(await refusal("delete from access_logs")).toBe("42501");
    expect(await refusal("update access_logs set username = 'someone else'")).toBe("42501");
    expect(await refusal("truncate access_logs")).toBe("42501");
    expect(await refusal("select 1 from access_logs limit 1")).toBe("");
    expect(await logCount()).toBe(before);
  });

  it("lets the retention job delete rows past two years, and nothing younger, even when asked to", async () => {
    const now = Date.now();
    await owner.db.insert(accessLogs).values([
      { username: ADMIN.username, action: "list", createdAt: new Date(now - 3 * YEAR) },
      { username: ADMIN.username, action: "list", createdAt: new Date(now - 1.5 * YEAR) },
    ]);
    const before = await logCount();
    expect(await createRetentionService(app.db, { accessLogYears: 2 }).run()).toMatchObject({ ran: true, accessLogs: 1 });
    expect(await logCount()).toBe(before - 1);
    // The function is the role's only way in, and it keeps the last two years whatever cutoff it is given.
    expect((await run(urlOf({ name: role, password }), "select purge_access_logs_before(now() + interval '1 day') as n")).rows[0].n).toBe(
      0,
    );
    expect(await logCount()).toBe(before - 1);
  });
});
