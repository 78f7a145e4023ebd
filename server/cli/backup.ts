// Encrypted backups of the database and their restore:
//   npm run backup -- <file>     the embedded database's data folder, or pg_dump (custom format) with DATABASE_URL
//   npm run restore -- <file>    back into the configured database, all or nothing
// The file is encrypted with BACKUP_PASSPHRASE (server/lib/backup-file.ts). With the embedded database the
// running server takes the snapshot (server/lib/snapshot-socket.ts), or, when none runs, this command opens
// the folder itself; a restore needs the server stopped. A wrong passphrase or a damaged file changes nothing.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseEnv, pgliteDir } from "../env";
import { BackupFileError, decryptBackup, encryptBackup, type BackupKind } from "../lib/backup-file";
import { isServing, requestSnapshot, snapshotSocketPath } from "../lib/snapshot-socket";

export interface BackupCliDeps {
  env: NodeJS.ProcessEnv;
  out(text: string): void;
  /** The cost of the key derivation (2^logN); lower only in tests. */
  scryptLogN?: number;
}

const USAGE = [
  "사용법 / usage:",
  "  npm run backup -- <file>    암호화된 백업 파일 만들기 / write an encrypted backup",
  "  npm run restore -- <file>   백업 파일로 되돌리기 / restore from a backup",
  "BACKUP_PASSPHRASE(12자 이상)로 암호화합니다. 내장 데이터베이스의 백업은 서버가 실행 중이어도 됩니다. 되돌리기는 서버를 멈춘 뒤 실행하세요.",
  "Encrypted with BACKUP_PASSPHRASE (12+ characters). A backup may run beside the server; stop it before a restore.",
].join("\n");

export async function runBackupCli(argv: string[], overrides: Partial<BackupCliDeps> = {}): Promise<number> {
  const deps: BackupCliDeps = { env: process.env, out: (text) => process.stdout.write(`${text}\n`), ...overrides };
  const [command, file, ...rest] = argv;
  if ((command !== "backup" && command !== "restore") || !file || rest.length > 0) {
    deps.out(USAGE);
    return 2;
  }
  try {
    const env = parseEnv({ ...deps.env, LOG_LEVEL: "silent" });
    const passphrase = deps.env.BACKUP_PASSPHRASE;
    if (!passphrase) throw new BackupFileError("BACKUP_PASSPHRASE를 설정해주세요. (BACKUP_PASSPHRASE is required)");
    if (command === "backup") {
      const kind: BackupKind = env.DATABASE_URL ? "pg" : "pglite";
      const dump = kind === "pg" ? await pgDump(env.DATABASE_URL!) : await pgliteDump(pgliteDir(env));
      const sealed = await encryptBackup(dump, kind, passphrase, deps.scryptLogN);
      // Written aside, then moved into place: never a half-written backup under the name asked for.
      const temp = `${file}.${process.pid}.tmp`;
      writeFileSync(temp, sealed, { mode: 0o600 });
      renameSync(temp, file);
      deps.out(
        `백업을 만들었습니다: ${file} (${(sealed.length / 1024).toFixed(0)} KB, ${kind === "pg" ? "pg_dump" : "내장 데이터베이스"})\nBackup written: ${file}`,
      );
    } else {
      // Decrypted (and so authenticated) in full before the database is touched.
      const { kind, dump } = await decryptBackup(readFileSync(file), passphrase);
      if (kind === "pg") {
        if (!env.DATABASE_URL)
          throw new BackupFileError(
            "이 백업은 Postgres 서버(pg_dump)의 것입니다: DATABASE_URL을 설정해주세요. (a pg_dump backup needs DATABASE_URL)",
          );
        await pgRestore(env.DATABASE_URL, dump);
      } else {
        if (env.DATABASE_URL)
          throw new BackupFileError(
            "이 백업은 내장 데이터베이스의 것입니다: DATABASE_URL 없이 실행해주세요. (an embedded-database backup restores without DATABASE_URL)",
          );
        await pgliteRestore(pgliteDir(env), dump);
      }
      deps.out(`백업에서 되돌렸습니다: ${file}\nRestored from ${file}`);
    }
    return 0;
  } catch (err) {
    deps.out(`실패 / failed: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  }
}

/** From the running server when one holds the folder, else read directly. */
async function pgliteDump(dir: string): Promise<Buffer> {
  const fromServer = await requestSnapshot(snapshotSocketPath(dir));
  if (fromServer) return fromServer;
  if (!existsSync(dir)) throw new BackupFileError(`내장 데이터베이스가 없습니다: ${dir} (no embedded database there)`);
  const { PGlite } = await import("@electric-sql/pglite");
  const db = new PGlite(dir);
  try {
    await db.waitReady;
    return Buffer.from(await (await db.dumpDataDir("gzip")).arrayBuffer());
  } finally {
    await db.close();
  }
}

/** Loads the dump into a new folder, checks it opens, then puts it in place (the old one kept beside it). */
async function pgliteRestore(dir: string, dump: Buffer): Promise<void> {
  if (await isServing(snapshotSocketPath(dir))) {
    throw new BackupFileError("서버가 이 데이터베이스를 쓰고 있습니다. 서버를 멈춘 뒤 되돌리세요. (stop the server before a restore)");
  }
  const { PGlite } = await import("@electric-sql/pglite");
  mkdirSync(path.dirname(dir), { recursive: true });
  const incoming = `${dir}.restoring-${process.pid}`;
  rmSync(incoming, { recursive: true, force: true });
  const db = new PGlite(incoming, { loadDataDir: new Blob([new Uint8Array(dump)]) });
  try {
    await db.waitReady;
    await db.query("select 1");
  } finally {
    await db.close();
  }
  if (existsSync(dir)) renameSync(dir, `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`);
  renameSync(incoming, dir);
}

/**
 * How pg_dump / pg_restore reach the database at `url`: the URL without its password on the command line (which
 * every user of the machine can read in the process list), the password in the child's PGPASSWORD.
 */
export function pgConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = parsed.password ? decodeURIComponent(parsed.password) : parsed.searchParams.get("password");
  parsed.password = "";
  parsed.searchParams.delete("password");
  return { dbname: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env } };
}

function run(command: string, args: string[], input?: Buffer, env?: NodeJS.ProcessEnv): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["pipe", "pipe", "pipe"], env });
    const out: Buffer[] = [];
    let errText = "";
    child.stdout.on("data", (d: Buffer) => out.push(d));
    child.stderr.on("data", (d: Buffer) => (errText += d.toString()));
    child.on("error", (err: NodeJS.ErrnoException) =>
      reject(
        err.code === "ENOENT"
          ? new BackupFileError(
              `${command}이(가) 설치되어 있지 않습니다. PostgreSQL 클라이언트 도구를 설치해주세요 (Debian: apt install postgresql-client). (${command} not found)`,
            )
          : err,
      ),
    );
    child.on("close", (code) =>
      code === 0
        ? resolve(Buffer.concat(out))
        : reject(new BackupFileError(`${command} 실패 (exit ${code}): ${errText.trim().slice(0, 500)}`)),
    );
    child.stdin.end(input);
  });
}

/** A custom-format dump of the database at `url`. */
export function pgDump(url: string): Promise<Buffer> {
  const { dbname, env } = pgConnection(url);
  return run("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--dbname=${dbname}`], undefined, env);
}

/** Replaces the database's objects with the dump's, in one transaction (all or nothing). */
export function pgRestore(url: string, dump: Buffer): Promise<void> {
  const { dbname, env } = pgConnection(url);
  return run(
    "pg_restore",
    ["--clean", "--if-exists", "--no-owner", "--no-privileges", "--single-transaction", "--exit-on-error", `--dbname=${dbname}`],
    dump,
    env,
  ).then(() => undefined);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = await runBackupCli(process.argv.slice(2));
}
