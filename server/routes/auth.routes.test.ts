import request, { type Response } from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { rateLimits, sessions } from "@shared/schema";
import { createTestUser, signedInAgent } from "../../tests/helpers/auth";
import { createTestApp, sourceRenderer, TEST_ADMIN, type TestApp } from "../../tests/helpers/test-app";
import { createApp } from "../app";
import { parseEnv } from "../env";
import { setLogLevel } from "../lib/logger";
import { DEFAULT_PARAMS } from "../lib/password";

const MINUTE = 60_000;
const INVALID = { message: "사용자명 또는 비밀번호가 올바르지 않습니다.", code: "INVALID_CREDENTIALS" };

let now = Date.now();
const clock = () => new Date(now);
let t: TestApp;
const staff = { username: "staff", password: "staff-password-1" };

beforeAll(async () => {
  t = await createTestApp({ clock });
  await createTestUser(t.database.db, { ...staff, role: "staff" });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  // Each test starts without login counters (per-address window, username locks).
  await t.database.db.delete(rateLimits);
});

const login = (body: object) => request(t.app).post("/api/login").send(body);
const cookiesOf = (res: Response): string[] => ([] as string[]).concat(res.headers["set-cookie"] ?? []);
const sidCookie = (res: Response) => cookiesOf(res).find((c) => /^(?:__Host-)?sid=/.test(c));
const sidPair = (res: Response) => sidCookie(res)?.split(";")[0] ?? "";

describe("POST /api/login", () => {
  it("signs the administrator in and returns the user without the password hash", async () => {
    const agent = request.agent(t.app);
    const res = await agent.post("/api/login").send(TEST_ADMIN);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: "로그인되었습니다.",
      user: {
        id: expect.any(Number),
        username: "admin",
        role: "admin",
        twoFactorEnabled: false,
        mustChangePassword: false,
        twoFactorRequired: false,
      },
    });
    const me = await agent.get("/api/user");
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      id: res.body.user.id,
      username: "admin",
      role: "admin",
      twoFactorEnabled: false,
      mustChangePassword: false,
      twoFactorRequired: false,
    });
  });

  it("gives an unknown username and a wrong password the same answer after the same work", async () => {
    // A user hashed at the server's own cost (the test administrator's hash is a cheap one).
    await createTestUser(t.database.db, { username: "full-cost", password: "full-cost-password", cost: DEFAULT_PARAMS });
    let started = performance.now();
    const wrong = await login({ username: "full-cost", password: "not-the-password" });
    const wrongMs = performance.now() - started;
    started = performance.now();
    const unknown = await login({ username: "nobody", password: "not-the-password" });
    const unknownMs = performance.now() - started;
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.body).toEqual(INVALID);
    expect(unknown.body).toEqual(INVALID);
    // Both verify a full-cost scrypt hash (~0.1-0.5 s); answering an unknown name at once would be ~100× faster.
    expect(unknownMs).toBeGreaterThan(wrongMs / 4);
  });

  it("asks for both fields, and refuses an over-long password before any hashing", async () => {
    for (const body of [{}, { username: "", password: "" }, { username: "   " }]) {
      const res = await login(body);
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ username: ["사용자명을 입력해주세요"], password: ["비밀번호를 입력해주세요"] });
      expect(res.body.message).toBeTruthy();
    }
    const long = await login({ username: "admin", password: "x".repeat(129) });
    expect(long.status).toBe(400);
    expect(long.body.fields).toEqual({ password: ["비밀번호는 128자 이하로 입력해주세요"] });
    const noBody = await request(t.app).post("/api/login");
    expect(noBody.status).toBe(400);
    // Never reached the limiter (nor the password check behind it).
    expect(await t.database.db.select().from(rateLimits)).toEqual([]);
  });

  it("logs a failure without the password or the username", async () => {
    const lines: string[] = [];
    const spy = vi.spyOn(process.stderr, "write").mockImplementation((chunk) => (lines.push(String(chunk)), true));
    setLogLevel("warn");
    try {
      await login({ username: "ceo-kim-private", password: "hunter2-secret-pw" });
    } finally {
      setLogLevel("silent");
      spy.mockRestore();
    }
    const failure = lines.find((l) => l.includes('"login failed"'));
    expect(failure).toBeDefined();
    expect(JSON.parse(failure!).user).toMatch(/^[0-9a-f]{12}$/);
    expect(lines.join("")).not.toMatch(/ceo-kim-private|hunter2-secret-pw/);
  });
});

describe("session", () => {
  it("answers GET /api/user with 401 when nobody is signed in", async () => {
    const res = await request(t.app).get("/api/user");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: "UNAUTHORIZED", message: "로그인이 필요합니다." });
  });

  it("sets an HttpOnly, SameSite=Lax cookie for the site, not Secure on http, expiring after the idle time", async () => {
    const res = await login(staff);
    const cookie = sidCookie(res)!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/(;|$)/);
    expect(cookie).not.toMatch(/Secure/);
    const expires = Date.parse(/Expires=([^;]+)/.exec(cookie)![1]);
    expect(Math.abs(expires - (Date.now() + 30 * MINUTE))).toBeLessThan(MINUTE);
    // Rolling: every API answer to a signed-in browser pushes the idle deadline forward.
    const me = await request(t.app).get("/api/user").set("Cookie", sidPair(res));
    expect(sidCookie(me)).toBeDefined();
  });

  it("sets no cookie for anonymous API calls or public pages", async () => {
    expect(cookiesOf(await request(t.app).get("/api/health"))).toEqual([]);
    expect(cookiesOf(await request(t.app).get("/api/user"))).toEqual([]);
    expect(cookiesOf(await request(t.app).get("/"))).toEqual([]);
  });

  it("issues a new session id at login and forgets the old one", async () => {
    const agent = request.agent(t.app);
    const first = await agent.post("/api/login").send(staff);
    const second = await agent.post("/api/login").send(staff);
    expect(sidPair(second)).not.toBe("");
    expect(sidPair(second)).not.toBe(sidPair(first));
    expect((await request(t.app).get("/api/user").set("Cookie", sidPair(first))).status).toBe(401);
    expect((await request(t.app).get("/api/user").set("Cookie", sidPair(second))).status).toBe(200);
  });

  it("signs out: the session is destroyed and the cookie cleared", async () => {
    const agent = request.agent(t.app);
    const signedIn = await agent.post("/api/login").send(staff);
    const res = await agent.post("/api/logout");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: "로그아웃되었습니다." });
    expect(sidCookie(res)).toMatch(/^sid=;.*Expires=Thu, 01 Jan 1970/);
    expect((await agent.get("/api/user")).status).toBe(401);
    expect((await request(t.app).get("/api/user").set("Cookie", sidPair(signedIn))).status).toBe(401);
  });

  it("survives an application restart on the same database", async () => {
    const res = await login(staff);
    const restarted = await createApp({ database: t.database, env: t.env, render: sourceRenderer });
    try {
      const me = await request(restarted.app).get("/api/user").set("Cookie", sidPair(res));
      expect(me.status).toBe(200);
      expect(me.body.username).toBe("staff");
    } finally {
      await restarted.close();
    }
  });

  it("ends a session SESSION_MAX_HOURS after sign-in, however active", async () => {
    const res = await login(staff);
    const cookie = sidPair(res);
    const stored = async () => {
      const sid = decodeURIComponent(cookie).slice("sid=s:".length).split(".")[0];
      return (await t.database.db.select().from(sessions)).some((row) => row.sid === sid);
    };
    now += 7 * 60 * MINUTE;
    expect((await request(t.app).get("/api/user").set("Cookie", cookie)).status).toBe(200);
    expect(await stored()).toBe(true);
    now += 61 * MINUTE;
    expect((await request(t.app).get("/api/user").set("Cookie", cookie)).status).toBe(401);
    expect(await stored()).toBe(false);
  });

  it("marks the cookie Secure when the public address is https", async () => {
    const env = parseEnv({ NODE_ENV: "test", PUBLIC_SITE_URL: "https://www.example.com", TRUST_PROXY: "loopback" });
    const https = await createApp({ database: t.database, env, render: sourceRenderer });
    try {
      const res = await request(https.app).post("/api/login").set("X-Forwarded-Proto", "https").send(staff);
      expect(res.status).toBe(200);
      expect(sidCookie(res)).toMatch(/; Secure/);
    } finally {
      await https.close();
    }
  });
});

describe("brute-force protection", () => {
  it("locks a username after 4 failures, even for the right password, until the lock passes", async () => {
    for (let i = 0; i < 4; i++) expect((await login({ ...TEST_ADMIN, password: `wrong-${i}` })).status).toBe(401);
    const locked = await login(TEST_ADMIN);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ code: "TOO_MANY_REQUESTS", message: "로그인이 잠겨 있습니다. 10분 후 다시 시도해주세요." });
    expect(locked.headers["retry-after"]).toBe("600");

    now += 10 * MINUTE + 1000;
    expect((await login(TEST_ADMIN)).status).toBe(200);
    // The success cleared the count: one more failure does not lock again.
    expect((await login({ ...TEST_ADMIN, password: "wrong-again" })).status).toBe(401);
    expect((await login(TEST_ADMIN)).status).toBe(200);
  });

  it("doubles the lock with each failure after it", async () => {
    const wrong = { username: staff.username, password: "wrong-password" };
    for (let i = 0; i < 4; i++) await login(wrong);
    expect((await login(staff)).headers["retry-after"]).toBe("600");
    now += 10 * MINUTE + 1000;
    expect((await login(wrong)).status).toBe(401);
    const second = await login(staff);
    expect(second.status).toBe(429);
    expect(second.headers["retry-after"]).toBe("1200");
    now += 20 * MINUTE + 1000;
    await login(wrong);
    expect((await login(staff)).headers["retry-after"]).toBe("2400");
  });

  it("refuses the 11th attempt from one address within 3 minutes", async () => {
    for (let i = 0; i < 10; i++) expect((await login(staff)).status).toBe(200);
    const res = await login(staff);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ code: "TOO_MANY_REQUESTS", message: "로그인 시도가 너무 많습니다. 3분 후 다시 시도해주세요." });
    expect(res.headers["retry-after"]).toBe("180");
    now += 3 * MINUTE;
    expect((await login(staff)).status).toBe(200);
  });
});

describe("cross-site request protection", () => {
  const post = () => request(t.app).post("/api/login").send({});

  it("refuses a state-changing request from another site's page", async () => {
    for (const origin of ["https://evil.example", "http://localhost:5001", "null"]) {
      const res = await post().set("Origin", origin);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: "CROSS_SITE_REQUEST", message: "다른 사이트에서 보낸 요청은 처리할 수 없습니다." });
    }
    expect((await post().set("Sec-Fetch-Site", "cross-site")).status).toBe(403);
    expect((await request(t.app).post("/api/logout").set("Origin", "https://evil.example")).status).toBe(403);
  });

  it("lets through the site itself, the host addressed, and clients that send neither header", async () => {
    // 400 = reached the login route (empty credentials).
    expect((await post().set("Origin", "http://localhost:5000")).status).toBe(400);
    expect((await post().set("Host", "admin.internal:8080").set("Origin", "http://admin.internal:8080")).status).toBe(400);
    expect((await post().set("Sec-Fetch-Site", "same-origin")).status).toBe(400);
    expect((await post()).status).toBe(400);
    expect((await request(t.app).get("/api/user").set("Origin", "https://evil.example")).status).toBe(401);
  });
});

describe("signed-in agent helper", () => {
  it("returns an agent that carries the session", async () => {
    const agent = await signedInAgent(t.app, staff);
    expect((await agent.get("/api/user")).body.role).toBe("staff");
  });
});
