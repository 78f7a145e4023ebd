// Administrator accounts from the command line:
//   npm run admin -- create <username>
//   npm run admin -- reset-password <username>
//   npm run admin -- reset-2fa <username>
// The password comes from ADMIN_NEW_PASSWORD or is asked twice without echo. With the embedded database,
// stop the server first (PGlite allows one process at a time).
import { randomBytes } from "node:crypto";
import { userInfo } from "node:os";
import path from "node:path";
import readline from "node:readline";
import { pathToFileURL } from "node:url";
import { ZodError } from "zod";
import { newPasswordSchema, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@shared/auth/account-input";
import { openDatabase, type Database } from "../db";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "../lib/common-passwords";
import { securePrivateFolder } from "../lib/private-folder";
import { parseEnv } from "../env";
import { AppError } from "../lib/errors";
import { setLogLevel } from "../lib/logger";
import { createAccountsService } from "../services/accounts.service";
import { createLoginLimiter } from "../services/login-limit.service";
import { createTwoFactorService } from "../services/two-factor.service";
import { createAccessLogsStorage } from "../storage/access-logs.storage";
import { createSecretBox } from "../lib/secret-box";

export interface AdminCliDeps {
  env: NodeJS.ProcessEnv;
  /** Opens the configured database with migrations applied; the CLI closes it when done. */
  openDatabase(env: NodeJS.ProcessEnv): Promise<Database>;
  /** Asks each question and reads one line per question without echoing it. */
  readHidden(questions: string[]): Promise<string[]>;
  out(text: string): void;
}

const USAGE = [
  "사용법 / usage:",
  "  npm run admin -- create <username>           관리자 계정 만들기 / create an administrator",
  "  npm run admin -- reset-password <username>   비밀번호 재설정 / reset a password",
  "  npm run admin -- reset-2fa <username>        2단계 인증 초기화 (로그아웃 포함) / clear two-factor sign-in and sign out",
  `비밀번호는 ADMIN_NEW_PASSWORD 또는 입력 프롬프트로 받습니다 (${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH}자).`,
  `The password is read from ADMIN_NEW_PASSWORD or prompted for (${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} characters).`,
].join("\n");

const COMMANDS = ["create", "reset-password", "reset-2fa"] as const;
type Command = (typeof COMMANDS)[number];

/** Runs one command; returns the process exit code (0 done, 1 failed, 2 usage). */
export async function runAdminCli(argv: string[], overrides: Partial<AdminCliDeps> = {}): Promise<number> {
  const deps: AdminCliDeps = { env: process.env, openDatabase: openConfiguredDatabase, readHidden, out: writeLine, ...overrides };
  const [command, username, ...rest] = argv;
  if (!COMMANDS.includes(command as Command) || !username || rest.length > 0) {
    deps.out(USAGE);
    return 2;
  }
  let database: Database | undefined;
  try {
    if (command === "reset-2fa") {
      database = await deps.openDatabase(deps.env);
      const { user, sessionsEnded } = await createTwoFactorService(
        database.db,
        createLoginLimiter(database.db),
        createSecretBox(randomBytes(32)),
      ).reset(username);
      await recordCli(database, `reset-2fa ${user.username} · 세션 ${sessionsEnded}개 종료`);
      deps.out(
        `2단계 인증을 초기화했습니다: ${user.username} (로그인 세션 ${sessionsEnded}개 종료). 다음 로그인 후 다시 설정해야 합니다.\n` +
          `Two-factor sign-in cleared for ${user.username} (${sessionsEnded} session(s) signed out); set it up again after the next sign-in.`,
      );
      return 0;
    }
    const password = await choosePassword(deps);
    if (isCommonPassword(password, [username])) throw new Error(`${COMMON_PASSWORD_MESSAGE}. (a common or breached password)`);
    database = await deps.openDatabase(deps.env);
    const accounts = createAccountsService(database.db);
    if (command === "create") {
      const user = await accounts.createAdministrator(username, password);
      await recordCli(database, `create ${user.username}`);
      deps.out(`관리자 계정을 만들었습니다: ${user.username}\nAdministrator account created: ${user.username}`);
    } else {
      const { user, sessionsEnded } = await accounts.resetPassword(username, password);
      await recordCli(database, `reset-password ${user.username} · 세션 ${sessionsEnded}개 종료`);
      deps.out(
        `비밀번호를 변경했습니다: ${user.username} (로그인 세션 ${sessionsEnded}개 종료, 로그인 잠금 해제)\n` +
          `Password reset for ${user.username} (${sessionsEnded} session(s) signed out, login lock cleared)`,
      );
    }
    return 0;
  } catch (err) {
    deps.out(`실패 / failed: ${describeFailure(err)}`);
    return 1;
  } finally {
    await database?.close();
  }
}

/** What the command did goes to the access log too, as the server's own account actions do. */
async function recordCli(database: Database, detail: string): Promise<void> {
  let operator = "unknown";
  try {
    operator = userInfo().username;
  } catch {
    // no passwd entry for this uid: stays "unknown"
  }
  await createAccessLogsStorage(database.db).insert({
    userId: null,
    username: `npm run admin (${operator})`,
    action: "account-cli",
    detail,
    ip: null,
  });
}

async function choosePassword(deps: AdminCliDeps): Promise<string> {
  let password = deps.env.ADMIN_NEW_PASSWORD;
  if (!password) {
    const [first, second] = await deps.readHidden(["새 비밀번호 / new password: ", "비밀번호 확인 / repeat password: "]);
    if (first !== second) throw new Error("비밀번호가 일치하지 않습니다. (the passwords do not match)");
    password = first;
  }
  return newPasswordSchema.parse(password);
}

function describeFailure(err: unknown): string {
  if (err instanceof ZodError) return err.issues.map((issue) => issue.message).join("; ");
  if (err instanceof AppError || err instanceof Error) return err.message;
  return String(err);
}

async function openConfiguredDatabase(source: NodeJS.ProcessEnv): Promise<Database> {
  const env = parseEnv(source);
  setLogLevel(env.LOG_LEVEL);
  // The same database the server uses (server/boot.ts), with the same private modes.
  if (!env.DATABASE_URL) securePrivateFolder(env.DATA_DIR);
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: path.join(env.DATA_DIR, "pglite") });
  try {
    await database.migrate();
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}

function writeLine(text: string): void {
  process.stdout.write(`${text}\n`);
}

/** Reads lines from stdin; on a terminal, what is typed is not echoed. */
async function readHidden(questions: string[]): Promise<string[]> {
  const input = process.stdin;
  const output = process.stdout;
  const rl = readline.createInterface({ input, output, terminal: Boolean(input.isTTY) });
  // readline echoes typed characters through this (undocumented but long-stable) method: silence it.
  const echo = rl as unknown as { _writeToOutput(text: string): void };
  let muted = false;
  const write = echo._writeToOutput.bind(rl);
  echo._writeToOutput = (text) => {
    if (!muted) write(text);
  };
  const lines = rl[Symbol.asyncIterator]();
  const answers: string[] = [];
  try {
    for (const question of questions) {
      output.write(question);
      muted = true;
      const next = await lines.next();
      muted = false;
      output.write("\n");
      if (next.done) throw new Error("입력이 없습니다. (no input)");
      answers.push(next.value);
    }
  } finally {
    rl.close();
  }
  return answers;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = await runAdminCli(process.argv.slice(2));
}
