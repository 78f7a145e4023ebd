// The second factor cannot be guessed: the requests that brute-forced it, run the same way (many source
// addresses through the trusted proxy's X-Forwarded-For, several sessions, an SMTP sink counting the mail).
//  - one half-signed-in session ends after 3 wrong codes (the right code on it is refused after that);
//  - only the client (address and browser) that gave the password may give the code;
//  - wrong codes count per account across addresses: the 10th in an hour refuses authenticator codes for an hour
//    (recovery codes still work) and the office gets one e-mail;
//  - the same rules at a step-up check (new recovery codes): the third wrong code ends the session;
//  - addresses count per IPv6 /64, in the sign-in limit and in the consultation form's;
//  - lock notices go only for names that are accounts, at most one an hour, as a summary.
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rateLimits } from "@shared/schema";
import { totpCodeAt } from "../../server/lib/totp";
import { AUTHENTICATOR_LOCK_SUBJECT, LOCK_NOTICE_SUBJECT } from "../../server/services/lock-notice.service";
import { createTestUser, signedInAgent } from "../helpers/auth";
import { FORM_REQUEST } from "../helpers/consultations";
import { decodeMail, startSmtp, type TestSmtp } from "../helpers/smtp";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { enrolTwoFactor } from "../helpers/two-factor";

let t: TestApp;
let smtp: TestSmtp;
let now = Date.now();
const clock = () => new Date(now);
let serial = 0;
const OFFICE = "office@example.com";

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({
    clock,
    // The per-username delay (≤10 s an attempt, measured in the sign-in tests) would only slow these down.
    loginWait: async () => undefined,
    env: { TRUST_PROXY: "loopback", SMTP_URL: smtp.url, NOTIFY_EMAIL: OFFICE, LOCK_NOTICE_GATHER_SECONDS: "1" },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(async () => {
  await t.database.db.delete(rateLimits);
  smtp.messages.length = 0;
  now += 60 * 60_000;
});

const from = (ip: string, agent: ReturnType<typeof request.agent> | typeof t.app = t.app) => ({
  post: (path: string) =>
    (typeof agent === "function" ? request(agent) : agent).post(path).set("X-Forwarded-For", ip).set("User-Agent", "test-browser"),
});

/** A user with an authenticator (enrolled at `now`) and recovery codes. */
async function enrolledUser() {
  serial += 1;
  const user = { username: `mfa-user-${serial}`, password: "mfa-password-1234" };
  await createTestUser(t.database.db, { ...user, role: "admin" });
  const enrolment = await enrolTwoFactor(await signedInAgent(t.app, user), now, user.password);
  now += 60_000; // the enrolment's code step is spent
  await t.database.db.delete(rateLimits);
  return { ...user, ...enrolment };
}

/** A six-digit code no authenticator of `secret` shows around `now`. */
function wrongCode(secret: string, salt = 0): string {
  const near = new Set([-30_000, 0, 30_000].map((d) => totpCodeAt(secret, now + d)));
  for (let n = salt; ; n++) {
    const code = String((n * 7919) % 1_000_000).padStart(6, "0");
    if (!near.has(code)) return code;
  }
}

async function passwordStep(user: { username: string; password: string }, ip: string) {
  const agent = request.agent(t.app);
  const res = await from(ip, agent).post("/api/login").send({ username: user.username, password: user.password });
  expect(res.status).toBe(200);
  expect(res.body.twoFactorRequired).toBe(true);
  return agent;
}

describe("one half-signed-in session", () => {
  it("ends after 3 wrong codes: the right code on it is then refused, and the password is needed again", async () => {
    const user = await enrolledUser();
    const agent = await passwordStep(user, "127.0.0.51");
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push(
        await from("127.0.0.51", agent)
          .post("/api/login/second-factor")
          .send({ code: wrongCode(user.secret, i) }),
      );
    expect(answers.map((r) => r.status)).toEqual([401, 401, 401]);
    expect(answers[2]!.body.code).toBe("SECOND_FACTOR_ENDED");
    expect(answers[2]!.body.message).toMatch(/처음부터 다시 로그인/);
    const right = await from("127.0.0.51", agent)
      .post("/api/login/second-factor")
      .send({ code: totpCodeAt(user.secret, now) });
    expect(right.status).toBe(401);
    expect((await agent.get("/api/user")).status).toBe(401);
    // The password again, and the right code, sign in.
    const again = await passwordStep(user, "127.0.0.51");
    expect(
      (
        await from("127.0.0.51", again)
          .post("/api/login/second-factor")
          .send({ code: totpCodeAt(user.secret, now) })
      ).status,
    ).toBe(200);
  });

  it("stops parallel guesses on one session at 3 checked codes", async () => {
    const user = await enrolledUser();
    const agent = await passwordStep(user, "127.0.0.53");
    const cookie = (await agent.get("/api/user")).request.cookies;
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        from("127.0.0.53")
          .post("/api/login/second-factor")
          .set("Cookie", cookie)
          .send({ code: wrongCode(user.secret, i) }),
      ),
    );
    expect(guesses.filter((r) => r.body.code === "INVALID_SECOND_FACTOR").length).toBeLessThanOrEqual(2);
    expect(guesses.every((r) => r.status === 401)).toBe(true);
  });

  it("takes the code only from the address and browser that gave the password", async () => {
    const user = await enrolledUser();
    const agent = await passwordStep(user, "127.0.0.54");
    const code = totpCodeAt(user.secret, now);
    const otherAddress = await from("198.51.100.60", agent).post("/api/login/second-factor").send({ code });
    expect(otherAddress.status).toBe(401);
    expect(otherAddress.body.message).toMatch(/다른 곳에서 보낸 인증 코드/);
    const otherBrowser = await agent
      .post("/api/login/second-factor")
      .set("X-Forwarded-For", "127.0.0.54")
      .set("User-Agent", "another-browser")
      .send({ code });
    expect(otherBrowser.status).toBe(401);
    // The owner's own client still signs in with the same code.
    expect((await from("127.0.0.54", agent).post("/api/login/second-factor").send({ code })).status).toBe(200);
  });

  it("gives 60 wrong codes from 60 addresses on one session nothing to try", async () => {
    const user = await enrolledUser();
    const agent = await passwordStep(user, "127.0.0.55");
    for (let i = 0; i < 60; i++) {
      const res = await from(`203.0.113.${i + 1}`, agent)
        .post("/api/login/second-factor")
        .send({ code: wrongCode(user.secret, i) });
      expect(res.status).toBe(401);
      expect(res.body.code).not.toBe("INVALID_SECOND_FACTOR");
    }
  });
});

describe("wrong codes on one account, across addresses", () => {
  it("40 addresses × 3 rounds: from the 10th wrong code authenticator codes are refused, recovery codes work, the office is mailed once", async () => {
    const user = await enrolledUser();
    const statuses: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 40; i++) {
        const ip = `2001:db8:${round}:${i}::1`;
        const agent = await passwordStep(user, ip);
        const res = await from(ip, agent)
          .post("/api/login/second-factor")
          .send({ code: wrongCode(user.secret, round * 40 + i) });
        statuses.push(res.status);
      }
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    // The owner's right authenticator code is refused for the hour; a recovery code signs in.
    const owner = await passwordStep(user, "192.0.2.10");
    const refused = await from("192.0.2.10", owner)
      .post("/api/login/second-factor")
      .send({ code: totpCodeAt(user.secret, now) });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/복구 코드로 로그인/);
    expect((await from("192.0.2.10", owner).post("/api/login/second-factor").send({ code: user.recoveryCodes[0] })).status).toBe(200);
    await expect.poll(() => smtp.messages.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const notices = smtp.messages.map((m) => decodeMail(m.raw)).filter((m) => m.subject === AUTHENTICATOR_LOCK_SUBJECT);
    expect(notices).toHaveLength(1);
    expect(smtp.messages[0]!.to).toEqual([OFFICE]);
    expect(notices[0]!.text).toMatch(/10회/);
    expect(notices[0]!.text).not.toContain(user.username);
    // An hour later the authenticator works again.
    now += 61 * 60_000;
    const later = await passwordStep(user, "192.0.2.10");
    expect(
      (
        await from("192.0.2.10", later)
          .post("/api/login/second-factor")
          .send({ code: totpCodeAt(user.secret, now) })
      ).status,
    ).toBe(200);
  }, 60_000);
});

describe("step-up checks", () => {
  it("ends a signed-in session after 3 wrong codes for new recovery codes", async () => {
    const user = await enrolledUser();
    const agent = await passwordStep(user, "127.0.0.56");
    expect(
      (
        await from("127.0.0.56", agent)
          .post("/api/login/second-factor")
          .send({ code: totpCodeAt(user.secret, now) })
      ).status,
    ).toBe(200);
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await agent.post("/api/account/two-factor/recovery-codes").send({ code: wrongCode(user.secret, i) })).status);
    expect(statuses).toEqual([400, 400, 401]);
    expect((await agent.get("/api/user")).status).toBe(401);
  });
});

describe("addresses per IPv6 /64", () => {
  it("counts sign-in attempts from one /64 together", async () => {
    const statuses = [];
    for (let i = 0; i < 12; i++) {
      statuses.push(
        (
          await from(`2001:db8:aaaa:1::${(i + 1).toString(16)}`)
            .post("/api/login")
            .send({ username: `ghost-${i}`, password: "not-the-password-1" })
        ).status,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it("counts consultation requests from one /64 together", async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (
          await from(`2001:db8:bbbb:2::${(i + 1).toString(16)}`)
            .post("/api/consultations")
            .send({ ...FORM_REQUEST, name: `요청자${i}` })
        ).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe("lock notices", () => {
  // The office's e-mails about new requests (an earlier test's) share the sink.
  const lockNotices = () => smtp.messages.map((m) => decodeMail(m.raw)).filter((m) => m.subject === LOCK_NOTICE_SUBJECT);

  it("mails nothing for locks on names that are no account", async () => {
    for (const [n, name] of ["ghostA", "ghostB", "ghostC"].entries()) {
      for (let i = 0; i < 4; i++) {
        const res = await from(`198.51.100.${n + 1}`)
          .post("/api/login")
          .send({ username: name, password: `wrong-${i}-password` });
        expect(res.status).toBe(401);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(lockNotices()).toHaveLength(0);
  });

  it("mails one summary for an account's locks from three addresses, and nothing more within the hour", async () => {
    serial += 1;
    const user = { username: `locked-user-${serial}`, password: "locked-password-1234" };
    await createTestUser(t.database.db, { ...user, role: "admin" });
    const lockFrom = async (ip: string) => {
      for (let i = 0; i < 4; i++)
        await from(ip)
          .post("/api/login")
          .send({ username: user.username, password: `wrong-${i}-password` });
    };
    for (const ip of ["198.51.100.11", "198.51.100.12", "198.51.100.13"]) await lockFrom(ip);
    await expect.poll(() => lockNotices().length, { timeout: 10_000 }).toBe(1);
    const mail = lockNotices()[0]!;
    expect(mail.subject).toBe(LOCK_NOTICE_SUBJECT);
    expect(mail.text).toMatch(/\(3건\)/);
    for (const ip of ["198.51.100.11", "198.51.100.12", "198.51.100.13"]) expect(mail.text).toContain(ip);
    expect(mail.text).not.toContain(user.username);
    now += 10 * 60_000;
    await lockFrom("198.51.100.14");
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(lockNotices()).toHaveLength(1);
  });
});
