// A backup of the embedded database while the production server runs and visitors keep submitting: the
// running server takes the snapshot (one process at a time may open the folder), the restored copy opens and
// holds every request answered before the backup began. While the server runs, a second server on the same
// folder refuses to start and a restore refuses to touch it.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../server/db";
import { startProductionServer, type ProductionServer } from "../scripts/lib/prod-server.mjs";
import { FORM_REQUEST } from "../tests/helpers/consultations";
import { raiseIntakeBudgets } from "./fixtures/sign-in";

const root = path.resolve(import.meta.dirname, "..");
const work = mkdtempSync(path.join(os.tmpdir(), "online-backup-"));
const dataDir = path.join(work, "data");
const PASSPHRASE = "online backup passphrase";
let server: ProductionServer;

beforeAll(async () => {
  server = await startProductionServer({ dataDir, freshDatabase: true, quiet: true, env: { TRUST_PROXY: "loopback" } });
  // Steady submissions for a while: more than the site-wide ceiling lets through in 10 minutes by default.
  await raiseIntakeBudgets(server.url, server.admin);
});
afterAll(async () => {
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
});

/** `npm run backup` / `npm run restore` as an operator runs them. */
function backupCli(
  command: "backup" | "restore",
  file: string,
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "server/cli/backup.ts", command, file], {
      cwd: root,
      env: { PATH: process.env.PATH, BACKUP_PASSPHRASE: PASSPHRASE, LOG_LEVEL: "silent", ...env },
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

let sent = 0;
async function submit(): Promise<{ status: number; requestId: string }> {
  const requestId = randomUUID();
  const n = sent++;
  const res = await fetch(`${server.url}/api/consultations`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url, "X-Forwarded-For": `10.9.${Math.floor(n / 200)}.${n % 200}` },
    body: JSON.stringify({ ...FORM_REQUEST, name: `백업시험${n}`, requestId }),
  });
  await res.arrayBuffer();
  return { status: res.status, requestId };
}

describe("a backup of the embedded database while the server runs", () => {
  it("is taken by the running server during steady submissions and restores every request stored before it", async () => {
    const before: string[] = [];
    for (let i = 0; i < 10; i++) {
      const { status, requestId } = await submit();
      expect(status).toBe(201);
      before.push(requestId);
    }
    // Submissions keep arriving, two at a time, while the backup runs.
    let stop = false;
    const during: number[] = [];
    const traffic = Promise.all(
      [0, 1].map(async () => {
        while (!stop) during.push((await submit()).status);
      }),
    );
    const file = path.join(work, "running.backup");
    const backup = await backupCli("backup", file, { DATA_DIR: dataDir });
    stop = true;
    await traffic;
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/백업을 만들었습니다/);
    expect(during.length).toBeGreaterThan(0);
    expect(during.every((s) => s === 201)).toBe(true);
    expect(readFileSync(file).subarray(0, 8).toString()).toBe("LAWBAK1\n");

    // A restore refuses to replace the folder under the running server, and leaves it as it was.
    const refused = await backupCli("restore", file, { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/서버를 멈춘 뒤 되돌리세요/);
    expect((await submit()).status).toBe(201);

    // Restored elsewhere: it opens, and every request answered before the backup began is there, whole.
    const restoredDir = path.join(work, "restored");
    const restore = await backupCli("restore", file, { DATA_DIR: restoredDir });
    expect(restore.code, restore.output).toBe(0);
    const copy = await openDatabase({ dataDir: path.join(restoredDir, "pglite") });
    try {
      const result = await copy.db.execute(
        sql.raw("select request_id, content, privacy_agreed from consultations where name like '백업시험%'"),
      );
      const rows = (result as unknown as { rows: { request_id: string; content: string; privacy_agreed: boolean }[] }).rows;
      const ids = new Set(rows.map((r) => r.request_id));
      for (const id of before) expect(ids.has(id), id).toBe(true);
      expect(rows.every((r) => r.content === FORM_REQUEST.content && r.privacy_agreed)).toBe(true);
      console.log(
        `online backup: ${rows.length} requests in the copy (${before.length} before, ${during.length} submitted during the backup)`,
      );
    } finally {
      await copy.close();
    }
  }, 120_000);

  it("keeps a second server off the folder while the first runs", async () => {
    await expect(startProductionServer({ dataDir, freshDatabase: true, quiet: true })).rejects.toThrow(
      /Another server is using the embedded database/,
    );
    expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
  });
});
