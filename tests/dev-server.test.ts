// `npm run dev` from nothing but the repository: a fresh data folder, no environment. The server creates the
// embedded database, migrates, seeds, serves the pages through Vite with the client modules, and stops
// cleanly on SIGTERM. The script runs the server as `node --import tsx`: the `tsx` command puts a process of
// its own in front that, when the server does not confirm a signal within 60 ms (its event loop busy with
// Vite's dependency scan), kills it with SIGKILL and exits 143, skipping the graceful shutdown.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, stopChild, waitFor } from "../scripts/lib/prod-server.mjs";

const root = path.resolve(import.meta.dirname, "..");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "dev-server-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("the development server", () => {
  it("starts on a fresh data folder, serves a page with the Vite client and stops on SIGTERM", async () => {
    const port = await freePort();
    // The dev script run as npm runs it, minus npm itself (which ends by the signal instead of passing on the exit code).
    const [bin, ...args] = (
      JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: { dev: string } }
    ).scripts.dev.split(" ");
    expect(bin).toBe("node");
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    try {
      await waitFor(`http://127.0.0.1:${port}/api/ready`, child, 60_000);
      const home = await (await fetch(`http://127.0.0.1:${port}/`)).text();
      expect(home).toMatch(/<title>[^<]+<\/title>/);
      expect(home).toContain("/@vite/client");
      expect(home).toMatch(/<main[\s>]/);
      expect((await fetch(`http://127.0.0.1:${port}/src/entry-client.tsx`)).status).toBe(200);
      expect(output).toContain("관리자 계정이 생성되었습니다");
    } finally {
      await stopChild(child);
    }
    expect(await exited, output).toBe(0);
    expect(existsSync(path.join(dataDir, "snapshot.sock"))).toBe(false);
  }, 90_000);
});
