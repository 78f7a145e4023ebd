// The real entry point (server/index.ts) refusing a configuration that would fail open: it exits 1 before
// opening a database or a port, and says why in one line.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "start-up-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function start(env: Record<string, string>) {
  return spawnSync(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      SESSION_SECRET: "s".repeat(40),
      DATA_DIR: dataDir,
      PORT: "1",
      LOG_LEVEL: "error",
      ...env,
    },
    encoding: "utf8",
    timeout: 30_000,
  });
}

describe("start-up in production", () => {
  it("refuses an http PUBLIC_SITE_URL that is not loopback, naming the variable in one line", () => {
    const res = start({ PUBLIC_SITE_URL: "http://law.example.kr" });
    expect(res.status).toBe(1);
    expect(res.stderr).toMatch(
      /^ {2}- PUBLIC_SITE_URL: PUBLIC_SITE_URL must be https in production \(http:\/\/law\.example\.kr\); plain http only on localhost, 127\.0\.0\.1 or \[::1\] for a local trial$/m,
    );
  });

  it("refuses TRUST_PROXY=true and an https site without its administrator name", () => {
    const res = start({ PUBLIC_SITE_URL: "https://law.example.kr", TRUST_PROXY: "true", TOTP_ENCRYPTION_KEY: "ab".repeat(32) });
    expect(res.status).toBe(1);
    expect(res.stderr).toMatch(/TRUST_PROXY must be a hop count/);
    expect(res.stderr).toMatch(/ADMIN_USERNAME is required in production/);
  });
});
