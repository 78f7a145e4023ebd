// Starts the production build (dist/) on a free loopback port with a fresh embedded database: the one launcher
// of the browser tests (e2e/fixtures/suite.ts) and the scripts (bench, bench:admin, lighthouse).
// Types: prod-server.d.mts beside this file.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const ADMIN_USERNAME = "office-admin"; // a production server refuses well-known names like admin (server/env.ts)
const START_TIMEOUT_MS = 60_000;

export const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on("error", reject);
  });

/**
 * `npm start` as package.json writes it: its environment settings, node's flags and the entry. Every script and
 * test that starts the production build starts it so, which makes what they measure what people run.
 */
export function npmStartCommand() {
  const words = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"))
    .scripts.start.trim()
    .split(/\s+/);
  const env = {};
  while (/^[A-Z_][A-Z0-9_]*=/.test(words[0])) {
    const [name, ...value] = words.shift().split("=");
    env[name] = value.join("=");
  }
  if (words.shift() !== "node") throw new Error("package.json: the start script must run node");
  const flags = [];
  while (words[0]?.startsWith("--")) flags.push(words.shift());
  if (words.length !== 1) throw new Error("package.json: the start script must end with the server's entry, and nothing after it");
  return { env, flags, entry: words[0] };
}

/** True once the process has ended, by exiting or by a signal (then exitCode stays null). */
const ended = (child) => child.exitCode !== null || child.signalCode !== null;

export async function waitFor(url, child, timeoutMs = START_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (ended(child)) throw new Error(`${url}: process exited`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer in ${timeoutMs / 1000} s`);
}

export function stopChild(child) {
  return new Promise((resolve) => {
    if (ended(child)) return resolve();
    child.once("exit", resolve);
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
  });
}

/** See ProductionServerOptions in prod-server.d.mts. */
export async function startProductionServer(options = {}) {
  const start = npmStartCommand();
  const entry = path.join(root, start.entry);
  if (!existsSync(entry)) throw new Error("dist/ is missing: run `npm run build` first (npm test does it).");
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), "prod-server-"));
  if (options.copyOf && !options.dataDir) cpSync(options.copyOf, dataDir, { recursive: true });
  const adminPassword = options.adminPassword ?? randomBytes(12).toString("hex");
  const databaseUrl = options.freshDatabase ? undefined : process.env.DATABASE_URL;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...start.flags, ...(options.nodeFlags ?? []), entry], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      ...start.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SESSION_SECRET: randomBytes(32).toString("hex"),
      ADMIN_USERNAME,
      ADMIN_PASSWORD: adminPassword,
      PUBLIC_SITE_URL: url,
      LOG_LEVEL: "warn",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const removeData = () => {
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  // A script that dies (an uncaught error, its output piped into `head`) must not leave its server running.
  const killOnExit = () => {
    child.kill("SIGKILL");
    removeData();
  };
  process.once("exit", killOnExit);
  let output = "";
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => {
    output += d;
    if (!options.quiet) process.stderr.write(d);
  });
  try {
    await waitFor(`${url}/api/health`, child);
  } catch (error) {
    process.off("exit", killOnExit);
    killOnExit();
    throw new Error(`the production server did not start (${error.message}):\n${output}`);
  }
  return {
    url,
    pid: child.pid,
    dataDir,
    admin: { username: ADMIN_USERNAME, password: adminPassword },
    output: () => output,
    signal: (name) => child.kill(name),
    exited,
    async stop({ keepData = false } = {}) {
      await stopChild(child);
      process.off("exit", killOnExit);
      if (keepData) process.once("exit", removeData);
      else removeData();
    },
  };
}
