import request, { type Response } from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rateLimits, recoveryCodes, users } from "@shared/schema";
import { legacyRecoveryCodeHash } from "../lib/recovery-codes";
import { eq } from "drizzle-orm";
import { createTestUser, signedInAgent } from "../../tests/helpers/auth";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { enrolTwoFactor, signInWithCode } from "../../tests/helpers/two-factor";
import { totpCodeAt } from "../lib/totp";
import { USED_CODE_MESSAGE, WRONG_CODE_MESSAGE } from "../services/two-factor.service";
import { SECOND_FACTOR_EXPIRED_MESSAGE } from "./auth.routes";

const MINUTE = 60_000;
let now = Date.now();
const clock = () => new Date(now);
let t: TestApp;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.database.db.delete(rateLimits);
  // A new 30-second step for every test, so codes of one test are never "already used" in the next.
  now += MINUTE;
});

const sidOf = (res: Response) =>
  ([] as string[])
    .concat(res.headers["set-cookie"] ?? [])
    .find((c) => /^(?:__Host-)?sid=/.test(c))
    ?.split(";")[0];

/** A fresh administrator with two-factor sign-in on (the enrolment step is then spent). */
async function enrolledAdmin() {
  serial += 1;
  const credentials = { username: `tf-admin-${serial}`, password: "tf-password-1234" };
  await createTestUser(t.database.db, { ...credentials, role: "admin" });
  const agent = await signedInAgent(t.app, credentials);
  const { secret, recoveryCodes: codes } = await enrolTwoFactor(agent, now, credentials.password);
  now += 30_000;
  return { credentials, secret, codes, agent };
}

describe("the TOTP secret at rest", () => {
  it("is stored encrypted, never as the base32 the app was shown", async () => {
    const { credentials, secret } = await enrolledAdmin();
    const [row] = await t.database.db.select().from(users).where(eq(users.username, credentials.username));
    expect(row!.totpSecret).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
    expect(row!.totpSecret).not.toContain(secret);
  });

  it("still accepts a secret stored in plain text before, and encrypts it at the next accepted code", async () => {
    const { credentials, secret } = await enrolledAdmin();
    await t.database.db.update(users).set({ totpSecret: secret }).where(eq(users.username, credentials.username));
    await signInWithCode(t.app, credentials, secret, now);
    const [row] = await t.database.db.select().from(users).where(eq(users.username, credentials.username));
    expect(row!.totpSecret).toMatch(/^v1:/);
    now += 30_000;
    await signInWithCode(t.app, credentials, secret, now);
  });
});

describe("two-factor enrolment", () => {
  it("shows a QR code and the secret, and turns on only after a right first code", async () => {
    serial += 1;
    const credentials = { username: `tf-enrol-${serial}`, password: "tf-password-1234" };
    await createTestUser(t.database.db, { ...credentials, role: "admin" });
    const agent = await signedInAgent(t.app, credentials);
    const other = await signedInAgent(t.app, credentials);
    const setup = await agent.post("/api/account/two-factor/setup");
    expect(setup.status).toBe(200);
    expect(setup.headers["cache-control"]).toBe("no-store");
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.uri).toContain(`secret=${setup.body.secret}`);
    expect(setup.body.qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);

    const wrong = await agent.post("/api/account/two-factor/enable").send({ code: "000000", password: credentials.password });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(WRONG_CODE_MESSAGE);
    const notDigits = await agent.post("/api/account/two-factor/enable").send({ code: "12ab", password: credentials.password });
    expect(notDigits.status).toBe(400);
    expect(notDigits.body.fields.code).toEqual(["인증 앱에 표시된 6자리 숫자를 입력해주세요"]);
    expect((await agent.get("/api/user")).body.twoFactorEnabled).toBe(false);

    // The password again: without it, or a wrong one, nothing is turned on (and the right code is not spent).
    const code = totpCodeAt(setup.body.secret, now);
    const withoutPassword = await agent.post("/api/account/two-factor/enable").send({ code });
    expect(withoutPassword.status).toBe(400);
    expect(withoutPassword.body.fields.password).toEqual(["비밀번호를 입력해주세요"]);
    const wrongPassword = await agent.post("/api/account/two-factor/enable").send({ code, password: "not-the-password-1" });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body).toMatchObject({
      code: "VALIDATION_FAILED",
      message: "비밀번호가 올바르지 않습니다.",
      fields: { password: ["비밀번호가 올바르지 않습니다"] },
    });
    expect((await agent.get("/api/user")).body.twoFactorEnabled).toBe(false);

    const enabled = await agent.post("/api/account/two-factor/enable").send({ code, password: credentials.password });
    expect(enabled.status).toBe(200);
    expect(enabled.body.recoveryCodes).toHaveLength(10);
    expect(new Set(enabled.body.recoveryCodes).size).toBe(10);
    for (const code of enabled.body.recoveryCodes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    // Stored as hashes only.
    const [user] = await t.database.db.select().from(users).where(eq(users.username, credentials.username));
    const stored = await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(enabled.body.recoveryCodes.map((c: string) => c.replace("-", ""))).not.toContain(row.codeHash);
    // Salted slow hashes, each with a salt of its own.
    for (const row of stored) expect(row.codeHash).toMatch(/^scrypt\$/);
    expect(new Set(stored.map((row) => row.codeHash.split("$")[4])).size).toBe(10);

    expect((await agent.get("/api/user")).body.twoFactorEnabled).toBe(true);
    const status = await agent.get("/api/account/two-factor");
    expect(status.body).toMatchObject({ enabled: true, recoveryCodesLeft: 10, required: false });
    // The session signed in by password alone elsewhere has ended.
    expect((await other.get("/api/user")).status).toBe(401);
    // A second enrolment is refused.
    expect((await agent.post("/api/account/two-factor/setup")).status).toBe(409);
  });

  it("refuses to confirm without a setup in the session", async () => {
    const agent = await signedInAgent(t.app);
    const res = await agent.post("/api/account/two-factor/enable").send({ code: "123456", password: "test-password-1234" });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("ENROLMENT_EXPIRED");
  });
});

describe("signing in with a second factor", () => {
  it("asks for the code after the password, and the half-signed-in state grants nothing", async () => {
    const { credentials, secret } = await enrolledAdmin();
    const agent = request.agent(t.app);
    const first = await agent.post("/api/login").send(credentials);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, twoFactorRequired: true, message: "인증 앱에 표시된 6자리 코드를 입력해주세요." });
    expect(first.body.user).toBeUndefined();
    const halfSid = sidOf(first);
    expect(halfSid).toBeTruthy();
    for (const path of ["/api/user", "/api/consultations", "/api/posts", "/api/account/two-factor", "/api/account/sessions"]) {
      expect((await agent.get(path)).status, path).toBe(401);
    }
    const second = await agent.post("/api/login/second-factor").send({ code: totpCodeAt(secret, now) });
    expect(second.status).toBe(200);
    expect(second.body.user).toMatchObject({ username: credentials.username, twoFactorEnabled: true });
    // A new session id at the second factor too (session fixation).
    expect(sidOf(second)).toBeTruthy();
    expect(sidOf(second)).not.toBe(halfSid);
    expect((await agent.get("/api/consultations")).status).toBe(200);
  });

  it("refuses a code used once already, within its window", async () => {
    const { credentials, secret } = await enrolledAdmin();
    const code = totpCodeAt(secret, now);
    await signInWithCode(t.app, credentials, secret, now);
    const again = request.agent(t.app);
    await again.post("/api/login").send(credentials);
    const replay = await again.post("/api/login/second-factor").send({ code });
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ code: "INVALID_SECOND_FACTOR", message: USED_CODE_MESSAGE });
    // The next step's code works.
    now += 30_000;
    expect((await again.post("/api/login/second-factor").send({ code: totpCodeAt(secret, now) })).status).toBe(200);
  });

  it("accepts each recovery code once, in any case and with or without the hyphen", async () => {
    const { credentials, codes } = await enrolledAdmin();
    const agent = request.agent(t.app);
    await agent.post("/api/login").send(credentials);
    const used = await agent.post("/api/login/second-factor").send({ code: codes[0].toLowerCase() });
    expect(used.status).toBe(200);
    expect((await agent.get("/api/account/two-factor")).body.recoveryCodesLeft).toBe(9);
    const again = request.agent(t.app);
    await again.post("/api/login").send(credentials);
    const reuse = await again.post("/api/login/second-factor").send({ code: codes[0].replace("-", "") });
    expect(reuse.status).toBe(401);
    expect(reuse.body.message).toBe(WRONG_CODE_MESSAGE);
  });

  it("still accepts, once, a recovery code stored as an unsalted SHA-256 before", async () => {
    const { credentials } = await enrolledAdmin();
    const [user] = await t.database.db.select().from(users).where(eq(users.username, credentials.username));
    const [row] = await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id)).limit(1);
    await t.database.db
      .update(recoveryCodes)
      .set({ codeHash: legacyRecoveryCodeHash("ABCDE23456") })
      .where(eq(recoveryCodes.id, row.id));
    const agent = request.agent(t.app);
    await agent.post("/api/login").send(credentials);
    expect((await agent.post("/api/login/second-factor").send({ code: "abcde-23456" })).status).toBe(200);
    const again = request.agent(t.app);
    await again.post("/api/login").send(credentials);
    expect((await again.post("/api/login/second-factor").send({ code: "ABCDE-23456" })).status).toBe(401);
  });

  it("counts wrong codes toward the same lock as wrong passwords", async () => {
    const { credentials, secret } = await enrolledAdmin();
    const first = request.agent(t.app);
    await first.post("/api/login").send(credentials);
    // Three wrong codes end that half-signed-in session; the fourth failure, after the password again, locks.
    for (let i = 0; i < 3; i++) {
      const res = await first.post("/api/login/second-factor").send({ code: String(100000 + i) });
      expect(res.status).toBe(401);
    }
    const agent = request.agent(t.app);
    expect((await agent.post("/api/login").send(credentials)).status).toBe(200);
    expect((await agent.post("/api/login/second-factor").send({ code: "100003" })).status).toBe(401);
    // Locked: the right code and the right password are both refused now.
    const rightCode = await agent.post("/api/login/second-factor").send({ code: totpCodeAt(secret, now) });
    expect(rightCode.status).toBe(429);
    expect(rightCode.body.message).toMatch(/로그인이 잠겨 있습니다/);
    expect((await request(t.app).post("/api/login").send(credentials)).status).toBe(429);
  });

  it("does not clear earlier failures at the password step", async () => {
    const { credentials, secret } = await enrolledAdmin();
    for (let i = 0; i < 3; i++)
      expect(
        (
          await request(t.app)
            .post("/api/login")
            .send({ ...credentials, password: `wrong-${i}-pass` })
        ).status,
      ).toBe(401);
    // The right password alone does not reset the count: one wrong code locks.
    const agent = request.agent(t.app);
    expect((await agent.post("/api/login").send(credentials)).status).toBe(200);
    expect((await agent.post("/api/login/second-factor").send({ code: "999999" })).status).toBe(401);
    expect((await agent.post("/api/login/second-factor").send({ code: totpCodeAt(secret, now) })).status).toBe(429);
  });

  it("expires the half-signed-in state after five minutes", async () => {
    const { credentials, secret } = await enrolledAdmin();
    const agent = request.agent(t.app);
    await agent.post("/api/login").send(credentials);
    now += 5 * MINUTE + 1000;
    const late = await agent.post("/api/login/second-factor").send({ code: totpCodeAt(secret, now) });
    expect(late.status).toBe(401);
    expect(late.body.message).toBe(SECOND_FACTOR_EXPIRED_MESSAGE);
  });

  it("refuses the second step without a password step, and bad input with a Korean message", async () => {
    const none = await request(t.app).post("/api/login/second-factor").send({ code: "123456" });
    expect(none.status).toBe(401);
    expect(none.body.message).toBe(SECOND_FACTOR_EXPIRED_MESSAGE);
    for (const code of ["", "12345", "abc", { a: 1 }, ["123456"], "1".repeat(41)]) {
      const res = await request(t.app).post("/api/login/second-factor").send({ code });
      expect(res.status, JSON.stringify(code)).toBe(400);
      expect(res.body.message).toMatch(/[가-힣]/);
    }
  });
});

describe("recovery codes and turning it off", () => {
  it("issues new recovery codes after a current code, and the old ones stop working", async () => {
    const { credentials, secret, codes } = await enrolledAdmin();
    const agent = await signInWithCode(t.app, credentials, secret, now);
    now += 30_000;
    const renewed = await agent.post("/api/account/two-factor/recovery-codes").send({ code: totpCodeAt(secret, now) });
    expect(renewed.status).toBe(200);
    expect(renewed.body.recoveryCodes).toHaveLength(10);
    const again = request.agent(t.app);
    await again.post("/api/login").send(credentials);
    expect((await again.post("/api/login/second-factor").send({ code: codes[1] })).status).toBe(401);
    expect((await again.post("/api/login/second-factor").send({ code: renewed.body.recoveryCodes[0] })).status).toBe(200);
  });

  it("turns off after the password on a plain-http local site", async () => {
    const { credentials, secret } = await enrolledAdmin();
    const agent = await signInWithCode(t.app, credentials, secret, now);
    const wrong = await agent.delete("/api/account/two-factor").send({ password: "not-my-password" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ password: ["비밀번호가 올바르지 않습니다"] });
    expect((await agent.delete("/api/account/two-factor").send({ password: credentials.password })).status).toBe(200);
    const plain = await request.agent(t.app).post("/api/login").send(credentials);
    expect(plain.body.user).toMatchObject({ twoFactorEnabled: false });
  });
});

describe("a deployed (https) site", () => {
  let https: TestApp;
  beforeAll(async () => {
    https = await createTestApp({ env: { PUBLIC_SITE_URL: "https://www.example.com", TRUST_PROXY: "loopback" }, clock });
  });
  afterAll(async () => {
    await https.close();
  });
  /** A client behind the https proxy; it keeps the Secure cookie by hand (supertest's jar holds it back over http). */
  const secure = () => {
    let cookie = "";
    const keep = (res: Response) => {
      cookie = sidOf(res) ?? cookie;
      return res;
    };
    const send = (method: "get" | "post" | "delete", path: string, body?: object) =>
      request(https.app)
        [method](path)
        .set("X-Forwarded-Proto", "https")
        .set("Origin", "https://www.example.com")
        .set("Cookie", cookie)
        .send(body)
        .then(keep);
    return {
      get: (path: string) => send("get", path),
      post: (path: string, body: object = {}) => send("post", path, body),
      delete: (path: string, body: object = {}) => send("delete", path, body),
    };
  };

  it("sends an administrator without a second factor to enrolment and opens nothing else until it is done", async () => {
    await https.database.db.delete(rateLimits);
    const agent = secure();
    const login = await agent.post("/api/login", { username: "admin", password: "test-password-1234" });
    expect(login.status).toBe(200);
    const me = await agent.get("/api/user");
    expect(me.body).toMatchObject({ twoFactorEnabled: false, twoFactorRequired: true });
    for (const path of ["/api/consultations", "/api/posts", "/api/access-logs", "/api/account/sessions"]) {
      const res = await agent.get(path);
      expect(res.status, path).toBe(403);
      expect(res.body.code).toBe("TWO_FACTOR_ENROLMENT_REQUIRED");
    }
    expect((await agent.get("/api/account/two-factor")).body).toMatchObject({ enabled: false, required: true });
    const setup = await agent.post("/api/account/two-factor/setup");
    expect(setup.status).toBe(200);
    expect(
      (await agent.post("/api/account/two-factor/enable", { code: totpCodeAt(setup.body.secret, now), password: "test-password-1234" }))
        .status,
    ).toBe(200);
    expect((await agent.get("/api/consultations")).status).toBe(200);
    // It cannot be turned off here.
    const off = await agent.delete("/api/account/two-factor", { password: "test-password-1234" });
    expect(off.status).toBe(403);
    expect(off.body.code).toBe("TWO_FACTOR_REQUIRED");
  });

  it("asks a generated first password to be changed first, and the enrolment after it", async () => {
    await https.database.db.delete(rateLimits);
    const user = await createTestUser(https.database.db, { username: "tf-generated", password: "generated-password-1", role: "admin" });
    await https.database.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, user.id));
    const agent = secure();
    expect((await agent.post("/api/login", { username: user.username, password: user.password })).status).toBe(200);
    for (const [method, path] of [
      ["get", "/api/consultations"],
      ["get", "/api/account/two-factor"],
      ["post", "/api/account/two-factor/setup"],
    ] as const) {
      const res = await agent[method](path);
      expect(res.status, path).toBe(403);
      expect(res.body.code, path).toBe("PASSWORD_CHANGE_REQUIRED");
    }
    const changed = await agent.post("/api/account/password", {
      currentPassword: user.password,
      newPassword: "chosen-password-12",
      confirmPassword: "chosen-password-12",
    });
    expect(changed.status).toBe(200);
    expect((await agent.get("/api/user")).body).toMatchObject({ mustChangePassword: false, twoFactorEnabled: false });
    expect((await agent.get("/api/consultations")).body.code).toBe("TWO_FACTOR_ENROLMENT_REQUIRED");
    expect((await agent.post("/api/account/two-factor/setup")).status).toBe(200);
  });
});
