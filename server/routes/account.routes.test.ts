import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { rateLimits, users } from "@shared/schema";
import { ensureAdministrator } from "../services/admin-bootstrap.service";
import { createTestDatabase } from "../../tests/helpers/test-database";
import { createTestUser, signedInAgent } from "../../tests/helpers/auth";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";

let t: TestApp;
let serial = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.database.db.delete(rateLimits);
});

async function freshAdmin() {
  serial += 1;
  const credentials = { username: `account-${serial}`, password: "account-password-1" };
  await createTestUser(t.database.db, { ...credentials, role: "admin" });
  return credentials;
}

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

async function signInAs(credentials: { username: string; password: string }, userAgent: string) {
  const agent = request.agent(t.app);
  const res = await agent.post("/api/login").set("User-Agent", userAgent).send(credentials);
  expect(res.status).toBe(200);
  return agent;
}

describe("a generated first password", () => {
  it("is marked to be changed when the first administrator is created without a password", async () => {
    const database = await createTestDatabase();
    try {
      const created = await ensureAdministrator(database.db, "first-admin");
      expect(created.generatedPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
      const [row] = await database.db.select().from(users).where(eq(users.id, created.userId));
      expect(row.mustChangePassword).toBe(true);
      // A password given in the environment is the operator's choice: nothing to change.
      const chosen = await ensureAdministrator(database.db, "second-admin", "chosen-password-12");
      const [other] = await database.db.select().from(users).where(eq(users.id, chosen.userId));
      expect(other.mustChangePassword).toBe(false);
    } finally {
      await database.close();
    }
  });

  it("must be changed before anything else: every other admin route answers 403 in Korean with a code", async () => {
    const credentials = await freshAdmin();
    await t.database.db.update(users).set({ mustChangePassword: true }).where(eq(users.username, credentials.username));
    const agent = await signedInAgent(t.app, credentials);
    expect((await agent.get("/api/user")).body).toMatchObject({ username: credentials.username, mustChangePassword: true });
    for (const [method, path] of [
      ["get", "/api/consultations"],
      ["get", "/api/posts"],
      ["get", "/api/account/sessions"],
      ["get", "/api/account/two-factor"],
      ["post", "/api/consultations/export"],
    ] as const) {
      const res = await agent[method](path).send({});
      expect(res.status, path).toBe(403);
      expect(res.body, path).toEqual({
        code: "PASSWORD_CHANGE_REQUIRED",
        message: "처음 발급된 비밀번호를 새 비밀번호로 바꿔주세요. 변경하기 전에는 다른 기능을 이용할 수 없습니다.",
      });
    }
    // The change itself: the usual rules (current password, a different new one) and then everything opens.
    const same = await agent
      .post("/api/account/password")
      .send({ currentPassword: credentials.password, newPassword: credentials.password, confirmPassword: credentials.password });
    expect(same.body.fields).toEqual({ newPassword: ["현재 비밀번호와 다른 비밀번호를 입력해주세요"] });
    const wrong = await agent
      .post("/api/account/password")
      .send({ currentPassword: "not-it-at-all", newPassword: "brand-new-password", confirmPassword: "brand-new-password" });
    expect(wrong.body.fields).toEqual({ currentPassword: ["현재 비밀번호가 올바르지 않습니다"] });
    expect((await agent.get("/api/consultations")).status).toBe(403);
    const changed = await agent
      .post("/api/account/password")
      .send({ currentPassword: credentials.password, newPassword: "brand-new-password", confirmPassword: "brand-new-password" });
    expect(changed.status).toBe(200);
    expect((await agent.get("/api/user")).body.mustChangePassword).toBe(false);
    expect((await agent.get("/api/consultations")).status).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.username, credentials.username));
    expect(row.mustChangePassword).toBe(false);
  });
});

describe("changing the password", () => {
  it("needs the current password, and ends every other session of the user", async () => {
    const credentials = await freshAdmin();
    const here = await signedInAgent(t.app, credentials);
    const elsewhere = await signedInAgent(t.app, credentials);
    const wrong = await here
      .post("/api/account/password")
      .send({ currentPassword: "not-it-at-all", newPassword: "brand-new-password", confirmPassword: "brand-new-password" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ currentPassword: ["현재 비밀번호가 올바르지 않습니다"] });

    const res = await here
      .post("/api/account/password")
      .send({ currentPassword: credentials.password, newPassword: "brand-new-password", confirmPassword: "brand-new-password" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, sessionsEnded: 1 });
    expect(res.body.message).toBe("비밀번호를 변경했습니다. 다른 기기의 로그인 1개를 종료했습니다.");
    expect((await here.get("/api/user")).status).toBe(200);
    expect((await elsewhere.get("/api/user")).status).toBe(401);
    expect((await request(t.app).post("/api/login").send(credentials)).status).toBe(401);
    expect(
      (
        await request(t.app)
          .post("/api/login")
          .send({ ...credentials, password: "brand-new-password" })
      ).status,
    ).toBe(200);
  });

  it.each([
    [{ newPassword: "brand-new-password", confirmPassword: "brand-new-password" }, "currentPassword", "현재 비밀번호를 입력해주세요"],
    [
      { currentPassword: "account-password-1", newPassword: "short", confirmPassword: "short" },
      "newPassword",
      "비밀번호는 12자 이상이어야 합니다",
    ],
    [
      { currentPassword: "account-password-1", newPassword: "brand-new-password", confirmPassword: "brand-new-passwore" },
      "confirmPassword",
      "새 비밀번호가 일치하지 않습니다",
    ],
    [
      { currentPassword: "account-password-1", newPassword: "account-password-1", confirmPassword: "account-password-1" },
      "newPassword",
      "현재 비밀번호와 다른 비밀번호를 입력해주세요",
    ],
    [
      { currentPassword: "account-password-1", newPassword: "x".repeat(129), confirmPassword: "x".repeat(129) },
      "newPassword",
      "비밀번호는 128자 이하여야 합니다",
    ],
  ])("refuses %j with a message on %s", async (body, field, message) => {
    const agent = await signedInAgent(t.app, await freshAdmin());
    const res = await agent.post("/api/account/password").send(body);
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toEqual([message]);
  });

  it("is closed without a session", async () => {
    const res = await request(t.app).post("/api/account/password").send({});
    expect(res.status).toBe(401);
  });
});

describe("the list of signed-in sessions", () => {
  it("shows each session's device, address and last activity, this one first", async () => {
    const credentials = await freshAdmin();
    const phone = await signInAs(credentials, IPHONE);
    await signInAs(credentials, WINDOWS);
    const res = await phone.get("/api/account/sessions");
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body).toHaveLength(2);
    expect(res.body[0]).toMatchObject({ device: "사파리 · 아이폰", current: true, ip: expect.stringMatching(/127\.0\.0\.1/) });
    expect(res.body[1]).toMatchObject({ device: "크롬 · 윈도우", current: false });
    for (const session of res.body) {
      expect(session.id).toMatch(/^[0-9a-f]{32}$/);
      expect(Date.parse(session.lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(Date.parse(session.signedInAt)).toBeGreaterThan(Date.now() - 60_000);
    }
    // Another administrator's sessions are not listed.
    const other = await signedInAgent(t.app, await freshAdmin());
    expect((await other.get("/api/account/sessions")).body).toHaveLength(1);
  });

  it("signs out one chosen session, and not another user's", async () => {
    const credentials = await freshAdmin();
    const phone = await signInAs(credentials, IPHONE);
    const desktop = await signInAs(credentials, WINDOWS);
    const [, desktopSession] = (await phone.get("/api/account/sessions")).body;
    const intruder = await signedInAgent(t.app, await freshAdmin());
    expect((await intruder.delete(`/api/account/sessions/${desktopSession.id}`)).status).toBe(404);
    expect((await desktop.get("/api/user")).status).toBe(200);

    const res = await phone.delete(`/api/account/sessions/${desktopSession.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, signedOut: false });
    expect((await desktop.get("/api/user")).status).toBe(401);
    expect((await phone.get("/api/user")).status).toBe(200);
    expect((await phone.delete(`/api/account/sessions/${desktopSession.id}`)).status).toBe(404);
    for (const bad of ["abc", "-1", "1e3", "../x", "0".repeat(33)]) {
      const badRes = await phone.delete(`/api/account/sessions/${encodeURIComponent(bad)}`);
      expect(badRes.status, bad).toBe(400);
      expect(badRes.body.message).toBe("잘못된 세션 번호입니다.");
    }
  });

  it("signs out everywhere, this session included", async () => {
    const credentials = await freshAdmin();
    const phone = await signInAs(credentials, IPHONE);
    const desktop = await signInAs(credentials, WINDOWS);
    const res = await phone.post("/api/account/sessions/sign-out-all");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, signedOut: true });
    expect((await phone.get("/api/user")).status).toBe(401);
    expect((await desktop.get("/api/user")).status).toBe(401);
  });
});
