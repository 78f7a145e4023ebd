import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestUser, signedInAgent } from "../../tests/helpers/auth";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { eq } from "drizzle-orm";
import { recoveryCodes, users } from "@shared/schema";
import { enrolTwoFactor } from "../../tests/helpers/two-factor";
import { openDatabase, type Database } from "../db";
import { createUsersStorage } from "../storage/users.storage";
import { runAdminCli, type AdminCliDeps } from "./admin";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Runs the CLI on the test database (left open for the next test), collecting what it prints. */
async function run(argv: string[], deps: Partial<AdminCliDeps> = {}) {
  const output: string[] = [];
  let opened = 0;
  const code = await runAdminCli(argv, {
    env: {},
    openDatabase: async () => {
      opened += 1;
      return { ...t.database, close: async () => {} } satisfies Database;
    },
    readHidden: async () => {
      throw new Error("unexpected prompt");
    },
    out: (text) => output.push(text),
    ...deps,
  });
  return { code, output: output.join("\n"), opened };
}

const login = (username: string, password: string) => request(t.app).post("/api/login").send({ username, password });

describe("admin CLI", () => {
  it("creates an administrator with the password from ADMIN_NEW_PASSWORD", async () => {
    const res = await run(["create", "director"], { env: { ADMIN_NEW_PASSWORD: "director-pass-1" } });
    expect(res.code).toBe(0);
    expect(res.output).toContain("관리자 계정을 만들었습니다: director");
    expect(res.output).toContain("Administrator account created: director");
    const user = await createUsersStorage(t.database.db).findByUsername("director");
    expect(user?.role).toBe("admin");
    expect(user?.password).toMatch(/^scrypt\$/);
    expect((await login("director", "director-pass-1")).body.user).toMatchObject({ username: "director", role: "admin" });
  });

  it("refuses a username that exists", async () => {
    const res = await run(["create", "admin"], { env: { ADMIN_NEW_PASSWORD: "another-pass-1" } });
    expect(res.code).toBe(1);
    expect(res.output).toMatch(/이미 존재하는 사용자명입니다.*already exists/);
  });

  it("refuses a password outside 12–128 characters before opening the database", async () => {
    const short = await run(["create", "newbie"], { env: { ADMIN_NEW_PASSWORD: "short" } });
    expect(short.code).toBe(1);
    expect(short.output).toMatch(/12자 이상/);
    expect(short.opened).toBe(0);
    const long = await run(["create", "newbie"], { env: { ADMIN_NEW_PASSWORD: "x".repeat(129) } });
    expect(long.code).toBe(1);
    expect(long.output).toMatch(/128/);
    expect(await createUsersStorage(t.database.db).findByUsername("newbie")).toBeUndefined();
  });

  it("resets a password typed twice, signing the user out everywhere", async () => {
    const user = await createTestUser(t.database.db, { username: "clerk", password: "old-password-1", role: "staff" });
    const agent = await signedInAgent(t.app, user);
    const prompts: string[] = [];
    const res = await run(["reset-password", "clerk"], {
      readHidden: async (questions) => {
        prompts.push(...questions);
        return ["new-password-1", "new-password-1"];
      },
    });
    expect(res.code).toBe(0);
    expect(prompts).toHaveLength(2);
    expect(res.output).toContain("비밀번호를 변경했습니다: clerk");
    expect(res.output).toContain("Password reset for clerk (1 session(s) signed out");
    expect((await agent.get("/api/user")).status).toBe(401);
    expect((await login("clerk", "old-password-1")).status).toBe(401);
    expect((await login("clerk", "new-password-1")).status).toBe(200);
  });

  it("stops when the two typed passwords differ, or the user does not exist", async () => {
    const mismatch = await run(["reset-password", "clerk"], { readHidden: async () => ["new-password-2", "new-password-3"] });
    expect(mismatch.code).toBe(1);
    expect(mismatch.output).toMatch(/일치하지 않습니다.*do not match/);
    const missing = await run(["reset-password", "ghost"], { env: { ADMIN_NEW_PASSWORD: "ghost-password-1" } });
    expect(missing.code).toBe(1);
    expect(missing.output).toMatch(/찾을 수 없습니다.*no such user/);
  });

  it("clears two-factor sign-in with reset-2fa and signs the user out", async () => {
    await createTestUser(t.database.db, { username: "keeper", password: "keeper-password-1", role: "admin" });
    const agent = await signedInAgent(t.app, { username: "keeper", password: "keeper-password-1" });
    await enrolTwoFactor(agent, Date.now(), "keeper-password-1");
    expect((await login("keeper", "keeper-password-1")).body.twoFactorRequired).toBe(true);

    const res = await run(["reset-2fa", "keeper"]);
    expect(res.code).toBe(0);
    expect(res.output).toContain("2단계 인증을 초기화했습니다: keeper (로그인 세션 1개 종료)");
    expect((await agent.get("/api/user")).status).toBe(401);
    const plain = await login("keeper", "keeper-password-1");
    expect(plain.body.user).toMatchObject({ username: "keeper", twoFactorEnabled: false });
    const [row] = await t.database.db.select().from(users).where(eq(users.username, "keeper"));
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null, totpLastStep: null });
    expect(await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, row.id))).toEqual([]);

    const missing = await run(["reset-2fa", "ghost"]);
    expect(missing.code).toBe(1);
    expect(missing.output).toMatch(/찾을 수 없습니다/);
  });

  it("prints the usage for an unknown command", async () => {
    for (const argv of [[], ["delete", "admin"], ["create"]]) {
      const res = await run(argv);
      expect(res.code).toBe(2);
      expect(res.output).toContain("npm run admin -- create <username>");
    }
  });
});

describe("the admin command as a process", () => {
  it("creates an account in the embedded database under DATA_DIR, reading the password from the environment", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "admin-cli-"));
    try {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ["--import", "tsx", "server/cli/admin.ts", "create", "process-admin"],
        {
          env: {
            ...process.env,
            DATA_DIR: dataDir,
            DATABASE_URL: "",
            ADMIN_NEW_PASSWORD: "process-password-1",
            NODE_ENV: "development",
            LOG_LEVEL: "silent",
          },
          timeout: 60_000,
        },
      );
      expect(stdout).toContain("Administrator account created: process-admin");
      const database = await openDatabase({ dataDir: path.join(dataDir, "pglite") });
      try {
        const rows = await database.db.select().from(users);
        expect(rows.map((u) => [u.username, u.role])).toEqual([["process-admin", "admin"]]);
      } finally {
        await database.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
