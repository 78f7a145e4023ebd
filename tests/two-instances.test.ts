// What docs/deploy.md promises for several instances on one Postgres, proven with two production processes
// started at the same moment on one fresh database of the real server (TEST_DATABASE_URL; the real-Postgres
// tier of `npm test` and CI runs it — the embedded database serves one process only, so it is skipped there).
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProductionServer, type ProductionServer } from "../scripts/lib/prod-server.mjs";
import { decodeMail, startSmtp, type TestSmtp } from "./helpers/smtp";

const serverUrl = process.env.TEST_DATABASE_URL;
const built = existsSync(path.resolve(import.meta.dirname, "../dist/server/index.js"));
const ADMIN_PASSWORD = "two-instances-pass-1";

async function query<Row>(connectionString: string, text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query(text)).rows as Row[];
  } finally {
    await client.end();
  }
}
const adminQuery = (text: string) => query(serverUrl!, text);

describe.skipIf(!serverUrl || !built)("two instances on one Postgres", () => {
  const name = `two_${randomBytes(6).toString("hex")}`;
  let a: ProductionServer;
  let b: ProductionServer;
  let smtp: TestSmtp;
  let databaseUrl: string;

  beforeAll(async () => {
    await adminQuery(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    smtp = await startSmtp();
    const env = {
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: randomBytes(32).toString("hex"),
      TRUST_PROXY: "loopback",
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL: "office@example.com",
      // Both instances look for expired personal data every second (an hour in production).
      RETENTION_SWEEP_SECONDS: "1",
    };
    // Started together: both apply the migrations and the seed at the same moment.
    [a, b] = await Promise.all([
      startProductionServer({ env, adminPassword: ADMIN_PASSWORD, quiet: true }),
      startProductionServer({ env, adminPassword: ADMIN_PASSWORD, quiet: true }),
    ]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await smtp?.close();
    await adminQuery(`drop database if exists ${name} with (force)`);
  });

  const login = (server: ProductionServer, password = ADMIN_PASSWORD, ip = "198.51.100.1") =>
    fetch(`${server.url}/api/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url, "X-Forwarded-For": ip },
      body: JSON.stringify({ username: server.admin.username, password }),
    });
  const cookieOf = (res: Response) => res.headers.get("set-cookie")!.split(";")[0];
  const send = (server: ProductionServer, method: string, path: string, cookie: string, body?: unknown) =>
    fetch(server.url + path, {
      method,
      headers: { "Content-Type": "application/json", Origin: server.url, Cookie: cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it("applied the migrations exactly once", async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query("select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash");
      expect(rows.length).toBeGreaterThan(5);
      expect(rows.every((r) => r.n === 1)).toBe(true);
      const admins = await client.query("select count(*)::int as n from users where username = $1", [a.admin.username]);
      expect(admins.rows[0].n).toBe(1);
    } finally {
      await client.end();
    }
  });

  it("accepts a session made on one instance on the other, and a sign-out on one ends it on both", async () => {
    const res = await login(a);
    expect(res.status).toBe(200);
    const cookie = cookieOf(res);
    expect((await send(b, "GET", "/api/user", cookie)).status).toBe(200);
    expect((await send(b, "POST", "/api/logout", cookie)).status).toBe(200);
    expect((await send(a, "GET", "/api/user", cookie)).status).toBe(401);
  });

  it("counts login failures across both: four from one address lock the name for that address on the other, not for others", async () => {
    for (let i = 0; i < 2; i++) expect((await login(a, `wrong-${i}-password`, "198.51.100.2")).status).toBe(401);
    for (let i = 2; i < 4; i++) expect((await login(b, `wrong-${i}-password`, "198.51.100.2")).status).toBe(401);
    expect((await login(a, ADMIN_PASSWORD, "198.51.100.2")).status).toBe(429);
    // A stranger's guesses do not lock the attorney out: the right password from another address signs in.
    expect((await login(b, ADMIN_PASSWORD, "198.51.100.4")).status).toBe(200);
    // The lock lives in rate_limits: cleared for the next tests.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query("delete from rate_limits");
    await client.end();
  });

  it("counts one address's submissions across both instances", async () => {
    const submit = (server: ProductionServer, i: number) =>
      fetch(`${server.url}/api/consultations`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: server.url, "X-Forwarded-For": "203.0.113.50" },
        body: JSON.stringify({
          name: `방문자${i}`,
          phone: "010-1111-2222",
          caseType: "other",
          currentStatus: "suspect",
          urgency: "normal",
          content: `상담 ${i}`,
          privacyAgreed: true,
          sensitiveAgreed: true,
          ageConfirmed: true,
        }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await submit(i % 2 === 0 ? a : b, i)).status);
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it("sends each office e-mail once, whichever instance sweeps the queue", async () => {
    // Five requests were stored above; each instance's queue runs after a submission it received.
    const deadline = Date.now() + 15_000;
    // The office also got one mail about the sign-in lock above; only the requests' mails count here.
    const requestMails = () => smtp.messages.filter((m) => decodeMail(m.raw).subject.includes("새 상담 신청"));
    while (requestMails().length < 5 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    await new Promise((r) => setTimeout(r, 1000));
    const subjects = requestMails().map((m) => /접수번호 (\d+)/.exec(decodeMail(m.raw).subject)?.[1]);
    expect(subjects.every(Boolean)).toBe(true);
    expect(subjects).toHaveLength(5);
    expect(new Set(subjects).size).toBe(5);
  });

  it("shows a post published through one instance on the other within the content-version poll", async () => {
    const cookie = cookieOf(await login(a));
    const created = await send(a, "POST", "/api/posts", cookie, {
      title: "두 서버 게시 확인",
      content: "본문입니다. ".repeat(30),
      categoryId: 4,
    });
    expect(created.status).toBe(201);
    const started = Date.now();
    let seenAfter = -1;
    while (Date.now() - started < 5000) {
      const list = (await (await fetch(`${b.url}/api/board-posts`)).json()) as { title: string }[];
      if (list.some((p) => p.title === "두 서버 게시 확인")) {
        seenAfter = Date.now() - started;
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    console.log(`a post published on one instance appeared on the other after ${seenAfter} ms`);
    expect(seenAfter).toBeGreaterThanOrEqual(0);
    expect(seenAfter).toBeLessThan(4000); // the poll is every 2 s; the rest is room for a busy machine
  });

  it("shows a search setting saved through one instance on the other's pages within the poll", async () => {
    const cookie = cookieOf(await login(b));
    const saved = await send(b, "POST", "/api/seo-settings", cookie, {
      pageType: "about",
      title: "변호사 소개 — 두 서버 확인",
      description: "설명입니다.",
    });
    expect(saved.status).toBe(201);
    const started = Date.now();
    let seenAfter = -1;
    while (Date.now() - started < 5000) {
      if ((await (await fetch(`${a.url}/about`)).text()).includes("<title>변호사 소개 — 두 서버 확인</title>")) {
        seenAfter = Date.now() - started;
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    console.log(`a search setting saved on one instance showed on the other after ${seenAfter} ms`);
    expect(seenAfter).toBeGreaterThanOrEqual(0);
    expect(seenAfter).toBeLessThan(4000); // the poll is every 2 s; the rest is room for a busy machine
  });

  it("shows the office's facts saved through one instance on every page of the other within the poll", async () => {
    const cookie = cookieOf(await login(a));
    const current = await (await send(a, "GET", "/api/site-settings", cookie)).json();
    const saved = await send(a, "PUT", "/api/site-settings", cookie, {
      ...current,
      officeName: "두 서버 형사법률사무소",
      phone: "02-777-8888",
    });
    expect(saved.status).toBe(200);
    const started = Date.now();
    let seenAfter = -1;
    while (Date.now() - started < 5000) {
      const page = await (await fetch(`${b.url}/contact`)).text();
      if (page.includes("02-777-8888") && page.includes("두 서버 형사법률사무소")) {
        seenAfter = Date.now() - started;
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    console.log(`office facts saved on one instance showed on the other after ${seenAfter} ms`);
    expect(seenAfter).toBeGreaterThanOrEqual(0);
    expect(seenAfter).toBeLessThan(4000); // the poll is every 2 s; the rest is room for a busy machine
    const home = await (await fetch(`${b.url}/`)).text();
    expect(home).toContain('href="tel:027778888"');
    expect(home).toContain('"telephone":"02-777-8888"');
  });

  it("destroys expired requests once, though both instances run the retention job every second", async () => {
    // Three requests received four years ago (already notified, so the mail queue leaves them alone).
    await query(
      databaseUrl,
      `insert into consultations (name, phone, case_type, current_status, urgency, content, notified_at, created_at)
       select '보관기간 경과 ' || n, '010-0000-000' || n, 'other', 'suspect', 'normal', '오래된 상담 신청입니다.', now() - interval '4 years', now() - interval '4 years'
       from generate_series(1, 3) as n`,
    );
    const remaining = () =>
      query<{ n: number }>(databaseUrl, "select count(*)::int as n from consultations where name like '보관기간 경과%'");
    const deadline = Date.now() + 10_000;
    while ((await remaining())[0].n > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect((await remaining())[0].n).toBe(0);
    // Several more runs of both jobs, none of which may record the work again.
    await new Promise((r) => setTimeout(r, 2500));
    const records = await query<{ count: number }>(
      databaseUrl,
      "select count from destruction_records where rule = 'consultation-retention'",
    );
    expect(records).toEqual([{ count: 3 }]);
    const others = await query<{ n: number }>(databaseUrl, "select count(*)::int as n from consultations");
    expect(others[0].n).toBeGreaterThan(0); // the requests of the tests above are within their period
  });
});
