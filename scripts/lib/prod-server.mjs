// Starts the production build on a free loopback port with a fresh embedded database (scripts only).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

export async function waitFor(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

export function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", resolve);
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
  });
}

/**
 * Options: `dataDir` reuses a data folder (kept on stop); `adminPassword` fixes the administrator's
 * password (returned either way).
 */
export async function startProductionServer(options = {}) {
  if (!existsSync(path.join(root, "dist/server/index.js"))) throw new Error("dist/ is missing: run `npm run build` first.");
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), "prod-script-"));
  const adminPassword = options.adminPassword ?? randomBytes(12).toString("hex");
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["dist/server/index.js"], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SESSION_SECRET: randomBytes(32).toString("hex"),
      ADMIN_USERNAME: "admin",
      ADMIN_PASSWORD: adminPassword,
      PUBLIC_SITE_URL: url,
      LOG_LEVEL: "warn",
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitFor(`${url}/api/health`, child);
  return {
    url,
    dataDir,
    admin: { username: "admin", password: adminPassword },
    async stop() {
      await stopChild(child);
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
