// Backups that restore: the file is encrypted and authenticated; every table is filled, backed up, wiped and
// restored, and every row compared — for the embedded database and (on the real-Postgres tier) with
// pg_dump/pg_restore. A wrong passphrase or a damaged file leaves the database as it was.
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import * as schema from "@shared/schema";
import { openDatabase } from "../server/db";
import { runBackupCli } from "../server/cli/backup";
import { BackupFileError, decryptBackup, encryptBackup } from "../server/lib/backup-file";
import { appTables, fillEveryTable, snapshot } from "./helpers/fill-tables";

const dir = mkdtempSync(path.join(tmpdir(), "backup-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const PASSPHRASE = "correct horse battery staple";
const LOG_N = 12; // fast key derivation in tests (the CLI uses 2^17)

async function cli(argv: string[], env: Record<string, string | undefined>) {
  const lines: string[] = [];
  const code = await runBackupCli(argv, { env: { NODE_ENV: "test", ...env }, out: (t) => lines.push(t), scryptLogN: LOG_N });
  return { code, output: lines.join("\n") };
}

describe("the backup file", () => {
  it("round-trips and refuses a wrong passphrase, a changed byte, a foreign file and a short passphrase", async () => {
    const dump = randomBytes(5000);
    const sealed = await encryptBackup(dump, "pg", PASSPHRASE, LOG_N);
    expect(sealed.includes(dump.subarray(0, 64))).toBe(false);
    expect(await decryptBackup(sealed, PASSPHRASE)).toEqual({ kind: "pg", dump });
    await expect(decryptBackup(sealed, "wrong passphrase!")).rejects.toThrow(/암호가 다르거나 파일이 손상/);
    for (const at of [10, 40, 60, sealed.length - 1]) {
      const damaged = Buffer.from(sealed);
      damaged[at] ^= 1;
      await expect(decryptBackup(damaged, PASSPHRASE), `byte ${at}`).rejects.toBeInstanceOf(BackupFileError);
    }
    await expect(decryptBackup(Buffer.from("PGDMP not ours"), PASSPHRASE)).rejects.toThrow(/백업 파일이 아닙니다/);
    await expect(encryptBackup(dump, "pg", "short")).rejects.toThrow(/12자 이상/);
  });
});

describe("the embedded database", () => {
  it("comes back row for row after backup, wipe and restore; a wrong passphrase touches nothing", async () => {
    const dataDir = path.join(dir, "data");
    const env = { DATA_DIR: dataDir, BACKUP_PASSPHRASE: PASSPHRASE, DATABASE_URL: "" };
    const db1 = await openDatabase({ dataDir: path.join(dataDir, "pglite") });
    await db1.migrate();
    await fillEveryTable(db1.db);
    const before = await snapshot(db1.db);
    // Every table of the schema has rows (a new table without a row here fails this).
    const declared = Object.values(schema)
      .filter((v) => is(v, PgTable))
      .map((t) => getTableName(t as PgTable))
      .sort();
    expect(await appTables(db1.db)).toEqual(declared);
    for (const table of declared) expect(JSON.parse(before[table]).length, table).toBeGreaterThan(0);
    await db1.close();

    const file = path.join(dir, "embedded.backup");
    const backup = await cli(["backup", file], env);
    expect(backup.code, backup.output).toBe(0);
    expect(readFileSync(file).subarray(0, 8).toString()).toBe("LAWBAK1\n");

    rmSync(path.join(dataDir, "pglite"), { recursive: true, force: true });
    const wrong = await cli(["restore", file], { ...env, BACKUP_PASSPHRASE: "not the passphrase" });
    expect(wrong.code).toBe(1);
    expect(wrong.output).toMatch(/암호가 다르거나 파일이 손상/);
    expect(existsSync(path.join(dataDir, "pglite"))).toBe(false);

    const restore = await cli(["restore", file], env);
    expect(restore.code, restore.output).toBe(0);
    const db2 = await openDatabase({ dataDir: path.join(dataDir, "pglite") });
    try {
      expect(await snapshot(db2.db)).toEqual(before);
    } finally {
      await db2.close();
    }
  }, 60_000);

  it("explains what is missing", async () => {
    expect(
      (await cli(["backup", path.join(dir, "x")], { DATA_DIR: path.join(dir, "nothing-here"), BACKUP_PASSPHRASE: PASSPHRASE })).output,
    ).toMatch(/내장 데이터베이스가 없습니다/);
    expect((await cli(["backup", path.join(dir, "x")], { DATA_DIR: dir })).output).toMatch(/BACKUP_PASSPHRASE를 설정해주세요/);
    expect((await cli(["backup"], {})).code).toBe(2);
    writeFileSync(path.join(dir, "not-a-backup"), "hello");
    expect((await cli(["restore", path.join(dir, "not-a-backup")], { DATA_DIR: dir, BACKUP_PASSPHRASE: PASSPHRASE })).output).toMatch(
      /백업 파일이 아닙니다/,
    );
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!serverUrl)("a Postgres server (pg_dump / pg_restore)", () => {
  it("comes back row for row after backup, wipe and restore", async () => {
    const name = `backup_${randomBytes(6).toString("hex")}`;
    const admin = async (text: string) => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(text);
      await client.end();
    };
    await admin(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const env = { DATABASE_URL: url.toString(), BACKUP_PASSPHRASE: PASSPHRASE, DATA_DIR: dir };
    try {
      const db1 = await openDatabase({ url: url.toString() });
      await db1.migrate();
      await fillEveryTable(db1.db);
      const before = await snapshot(db1.db);
      const file = path.join(dir, "server.backup");
      const backup = await cli(["backup", file], env);
      expect(backup.code, backup.output).toBe(0);
      // Wiped: every table gone.
      await db1.db.execute(sql.raw("drop schema public cascade; create schema public; drop schema if exists drizzle cascade;"));
      expect(await appTables(db1.db)).toEqual([]);
      const restore = await cli(["restore", file], env);
      expect(restore.code, restore.output).toBe(0);
      expect(await snapshot(db1.db)).toEqual(before);
      await db1.close();
    } finally {
      await admin(`drop database if exists ${name} with (force)`);
    }
  }, 60_000);
});
