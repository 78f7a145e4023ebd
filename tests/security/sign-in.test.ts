// Adversarial sign-in: locks hold even for the right password, wrong user and wrong password look alike,
// malformed credentials are refused before any hashing, session ids change at every step up, cookies carry
// their flags, a signed-out cookie is dead, and a one-time code works once.
import request, { type Response } from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rateLimits } from "@shared/schema";
import { DEFAULT_PARAMS, type ScryptParams } from "../../server/lib/password";
import { totpCodeAt } from "../../server/lib/totp";
import { createTestUser, signedInAgent } from "../helpers/auth";
import { createTestApp, TEST_ADMIN, type TestApp } from "../helpers/test-app";
import { enrolTwoFactor } from "../helpers/two-factor";
import { decodeMail, startSmtp } from "../helpers/smtp";
import { expectRefused } from "./refusal";

let t: TestApp;
let now = Date.now();
const clock = () => new Date(now);
let serial = 0;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { TRUST_PROXY: "loopback" } });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.database.db.delete(rateLimits);
  now += 60_000;
});

const sidOf = (res: Response) => ([] as string[]).concat(res.headers["set-cookie"] ?? []).find((c) => /^(?:__Host-)?sid=/.test(c));
const pairOf = (res: Response) => sidOf(res)?.split(";")[0];
async function freshUser(cost?: ScryptParams) {
  serial += 1;
  const user = { username: `sec-user-${serial}`, password: "sec-password-1234" };
  await createTestUser(t.database.db, { ...user, role: "admin", cost });
  return user;
}

describe("credentials that are not credentials", () => {
  it.each([
    ["username as an object", { username: { $gt: "" }, password: "x" }],
    ["username as an array", { username: ["admin"], password: "x" }],
    ["password as an object", { username: "admin", password: { $ne: null } }],
    ["a 10 KB password", { username: "admin", password: "p".repeat(10 * 1024) }],
    ["no fields", {}],
    ["NUL in the username", { username: "ad\u0000min", password: "x" }],
  ])("%s: 400 with a Korean message, before the limiter or the hash", async (_label, body) => {
    const res = await request(t.app).post("/api/login").send(body);
    expectRefused(res);
    expect(res.status).not.toBe(500);
    expect(await t.database.db.select().from(rateLimits)).toEqual([]);
  });
});

describe("brute force", () => {
  it("locks after repeated failures, and the right password is refused while locked", async () => {
    const user = await freshUser();
    for (let i = 0; i < 4; i++)
      expectRefused(
        await request(t.app)
          .post("/api/login")
          .send({ ...user, password: `wrong-${i}-password` }),
        401,
      );
    const locked = await request(t.app).post("/api/login").send(user);
    expectRefused(locked, 429);
    expect(locked.body.message).toMatch(/로그인이 잠겨 있습니다/);
    expect(locked.headers["retry-after"]).toBeDefined();
    expect(sidOf(locked)).toBeUndefined();
  });

  it("does not let a stranger's four wrong passwords stop the right password from another address", async () => {
    const user = await freshUser();
    const from = (ip: string) => request(t.app).post("/api/login").set("X-Forwarded-For", ip);
    for (let i = 0; i < 4; i++) expectRefused(await from("203.0.113.7").send({ ...user, password: `wrong-${i}-password` }), 401);
    expectRefused(await from("203.0.113.7").send(user), 429);
    const owner = await from("198.51.100.20").send(user);
    expect(owner.status).toBe(200);
    expect(sidOf(owner)).toBeDefined();
  });

  it("stops parallel guesses at the limit: four are checked, the rest refused", async () => {
    const user = await freshUser();
    const guesses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        request(t.app)
          .post("/api/login")
          .set("X-Forwarded-For", "203.0.113.8")
          .send({ ...user, password: `parallel-guess-${i}` }),
      ),
    );
    const statuses = guesses.map((res) => res.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
  });

  it("throttles the current password when changing it (a stolen session cannot guess it)", async () => {
    const user = await freshUser();
    const agent = await signedInAgent(t.app, user);
    const change = (currentPassword: string) =>
      agent
        .post("/api/account/password")
        .send({ currentPassword, newPassword: "brand-new-password-1", confirmPassword: "brand-new-password-1" });
    for (let i = 0; i < 4; i++) expect((await change(`wrong-current-${i}`)).status).toBe(400);
    const locked = await change(user.password);
    expectRefused(locked, 429);
  });

  it("mails the office when a lock starts, with the source address and nothing of the name or passwords", async () => {
    const smtp = await startSmtp();
    const mailing = await createTestApp({
      env: { SMTP_URL: smtp.url, NOTIFY_EMAIL: "office@example.com", TRUST_PROXY: "loopback", LOCK_NOTICE_GATHER_SECONDS: "0" },
    });
    try {
      for (let i = 0; i < 4; i++)
        await request(mailing.app)
          .post("/api/login")
          .set("X-Forwarded-For", "203.0.113.9")
          .send({ username: TEST_ADMIN.username, password: `wrong-${i}-password` });
      await expect.poll(() => smtp.messages.length, { timeout: 10_000 }).toBe(1);
      const mail = decodeMail(smtp.messages[0]!.raw);
      expect(mail.subject).toBe("[보안] 관리자 계정 로그인 잠김 알림");
      expect(mail.text).toMatch(/접속 주소\(IP\) 203\.0\.113\.9/);
      expect(mail.text).toMatch(/10분 동안 잠금 \(연속 4회 실패\)/);
      expect(mail.text).not.toMatch(new RegExp(`${TEST_ADMIN.username}\\b|wrong-`));
    } finally {
      await mailing.close();
      await smtp.close();
    }
  });

  it("gives an unknown user and a wrong password the same answer in similar time", async () => {
    const user = await freshUser(DEFAULT_PARAMS);
    const timed = async (body: object) => {
      const started = performance.now();
      const res = await request(t.app).post("/api/login").send(body);
      return { res, ms: performance.now() - started };
    };
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      const a = await timed({ username: user.username, password: `wrong-pass-${i}` });
      const b = await timed({ username: `nobody-${serial}-${i}`, password: `wrong-pass-${i}` });
      expect([a.res.status, b.res.status]).toEqual([401, 401]);
      expect(a.res.body).toEqual(b.res.body);
      wrong.push(a.ms);
      unknown.push(b.ms);
      await t.database.db.delete(rateLimits);
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[2];
    // Both paths verify a hash of the server's own cost: an unknown user answered at once would be ~100× faster.
    // The bound leaves room for a busy machine's noise (a neighbour's load can slow either side several-fold).
    expect(median(unknown) / median(wrong)).toBeGreaterThan(0.25);
  });
});

describe("sessions", () => {
  it("gives a new session id at every sign-in, and the old one stops working", async () => {
    const agent = request.agent(t.app);
    const first = await agent.post("/api/login").send(TEST_ADMIN);
    const again = await agent.post("/api/login").send(TEST_ADMIN);
    expect(pairOf(first)).toBeTruthy();
    expect(pairOf(again)).not.toBe(pairOf(first));
    expect((await request(t.app).get("/api/user").set("Cookie", pairOf(first)!)).status).toBe(401);
    expect((await request(t.app).get("/api/user").set("Cookie", pairOf(again)!)).status).toBe(200);
  });

  it("marks the cookie HttpOnly, SameSite=Lax, Path=/ (and Secure, named __Host-, with HSTS on https)", async () => {
    const res = await request(t.app).post("/api/login").send(TEST_ADMIN);
    const cookie = sidOf(res)!;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/; Secure/);
    const https = await createTestApp({ env: { PUBLIC_SITE_URL: "https://www.example.com", TRUST_PROXY: "loopback" } });
    try {
      const secure = await request(https.app).post("/api/login").set("X-Forwarded-Proto", "https").send(TEST_ADMIN);
      expect(sidOf(secure)).toMatch(/^__Host-sid=.*; Path=\/;.*; Secure/);
      expect(sidOf(secure)).toMatch(/; HttpOnly/);
      expect(sidOf(secure)).not.toMatch(/Domain=/i);
      expect(secure.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    } finally {
      await https.close();
    }
  });

  it("refuses a cookie after sign-out, on /api/user and on administrator routes", async () => {
    const login = await request(t.app).post("/api/login").send(TEST_ADMIN);
    const cookie = pairOf(login)!;
    expect((await request(t.app).post("/api/logout").set("Cookie", cookie)).status).toBe(200);
    for (const path of ["/api/user", "/api/consultations", "/api/access-logs", "/api/account/sessions"]) {
      expectRefused(await request(t.app).get(path).set("Cookie", cookie), 401);
    }
  });
});

describe("the second factor", () => {
  it("changes the session id at the code step, and refuses a code used once already", async () => {
    const user = await freshUser();
    const { secret } = await enrolTwoFactor(await signedInAgent(t.app, user), now, user.password);
    now += 30_000;
    const agent = request.agent(t.app);
    const password = await agent.post("/api/login").send(user);
    const code = totpCodeAt(secret, now);
    const second = await agent.post("/api/login/second-factor").send({ code });
    expect(second.status).toBe(200);
    expect(pairOf(second)).toBeTruthy();
    expect(pairOf(second)).not.toBe(pairOf(password));
    // The same code again, on a new password step, within its window.
    const replayer = request.agent(t.app);
    await replayer.post("/api/login").send(user);
    const replay = await replayer.post("/api/login/second-factor").send({ code });
    expectRefused(replay, 401);
    expect(replay.body.message).toMatch(/이미 사용한 인증 코드/);
  });
});

describe("new passwords", () => {
  it("refuses a common or breached password (checked locally) with a Korean message, and takes one of the person's own", async () => {
    const user = await freshUser();
    const agent = await signedInAgent(t.app, user);
    const change = (newPassword: string) =>
      agent.post("/api/account/password").send({ currentPassword: user.password, newPassword, confirmPassword: newPassword });
    for (const weak of ["123456789012", "password1234", "qwertyqwerty", "iloveyou2026!"]) {
      const res = await change(weak);
      expect(res.status, weak).toBe(400);
      expect(res.body.fields.newPassword[0]).toMatch(/흔히 쓰이거나 유출된 적이 있는 비밀번호/);
    }
    expect((await change("lantern-orbit-maple-7")).status).toBe(200);
  });
});
