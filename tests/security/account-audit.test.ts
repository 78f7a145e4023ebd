// The access log holds every account action, as the review found it did not: a password change, ending one
// session or all of them, a device trusted after a sign-in with the second factor, and what `npm run admin`
// did on the server.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessLogs } from "@shared/schema";
import { runAdminCli } from "../../server/cli/admin";
import type { Database } from "../../server/db";
import { totpCodeAt } from "../../server/lib/totp";
import { createTestUser, signedInAgent } from "../helpers/auth";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { enrolTwoFactor } from "../helpers/two-factor";

let t: TestApp;
let now = Date.now();
beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date(now) });
});
afterAll(async () => {
  await t?.close();
});

const rows = async (action: string) => (await t.database.db.select().from(accessLogs)).filter((row) => row.action === action);

describe("account actions in the access log", () => {
  it("records the password change, ended sessions and a trusted device, with who and from where", async () => {
    const user = { username: "audit-user", password: "audit-password-1234" };
    await createTestUser(t.database.db, { ...user, role: "admin" });
    const first = await signedInAgent(t.app, user);
    const { secret } = await enrolTwoFactor(first, now, user.password);
    now += 60_000;
    const second = request.agent(t.app);
    await second.post("/api/login").send(user);
    expect((await second.post("/api/login/second-factor").send({ code: totpCodeAt(secret, now) })).status).toBe(200);
    expect(await rows("trusted-device")).toHaveLength(1);
    expect((await rows("trusted-device"))[0]).toMatchObject({ username: "audit-user" });

    const next = "lantern-orbit-maple-7";
    expect(
      (await second.post("/api/account/password").send({ currentPassword: user.password, newPassword: next, confirmPassword: next }))
        .status,
    ).toBe(200);
    expect((await rows("password-change"))[0]).toMatchObject({ username: "audit-user", detail: expect.stringMatching(/비밀번호 변경/) });

    const sessions = (await second.get("/api/account/sessions")).body as { id: string; current: boolean }[];
    expect((await second.delete(`/api/account/sessions/${sessions.find((s) => s.current)!.id}`)).status).toBe(200);
    now += 60_000;
    const third = request.agent(t.app);
    await third.post("/api/login").send({ username: user.username, password: next });
    await third.post("/api/login/second-factor").send({ code: totpCodeAt(secret, now) });
    expect((await third.post("/api/account/sessions/sign-out-all")).status).toBe(200);
    expect((await rows("session-end")).map((row) => row.detail)).toEqual([
      "이 기기의 세션 종료",
      expect.stringMatching(/^모든 기기에서 로그아웃/),
    ]);
    expect((await rows("session-end")).every((row) => row.ip)).toBe(true);
  });

  it("records npm run admin's create, reset-password and reset-2fa", async () => {
    const deps = {
      env: { ADMIN_NEW_PASSWORD: "cli-chosen-pass-42" },
      openDatabase: async () => ({ ...t.database, close: async () => {} }) satisfies Database,
      readHidden: async () => [] as string[],
      out: () => undefined,
    };
    expect(await runAdminCli(["create", "cli-made"], deps)).toBe(0);
    expect(await runAdminCli(["reset-password", "cli-made"], deps)).toBe(0);
    expect(await runAdminCli(["reset-2fa", "cli-made"], deps)).toBe(0);
    expect((await rows("account-cli")).map((row) => row.detail?.split(" ")[0])).toEqual(["create", "reset-password", "reset-2fa"]);
    expect((await rows("account-cli"))[0]!.username).toMatch(/^npm run admin \(/);
  });
});
