// The scripts (check:bundle, bench, lighthouse) and the browser tests start the production server through
// scripts/lib/prod-server.mjs. A script that dies without stopping it (an uncaught error, its output piped into
// `head`) must not leave the server running and its temporary data folder behind.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

/** Whether a process is still alive (a zombie waiting to be reaped counts as gone). */
function alive(pid: number): boolean {
  try {
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, "utf8"));
  } catch {
    return false;
  }
}

describe("a script that dies", () => {
  it("takes its production server and the server's data folder with it", async () => {
    const script = `
      import { startProductionServer } from ${JSON.stringify(path.join(root, "scripts/lib/prod-server.mjs"))};
      const server = await startProductionServer({ freshDatabase: true, quiet: true });
      console.log(JSON.stringify({ pid: server.pid, dataDir: server.dataDir }));
      throw new Error("the script fails before stopping its server");
    `;
    const child = spawn(process.execPath, ["--input-type=module", "-e", script], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).not.toBe(0);
    const { pid, dataDir } = JSON.parse(output.trim().split("\n")[0]) as { pid: number; dataDir: string };
    try {
      const deadline = Date.now() + 5_000;
      while (alive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(alive(pid)).toBe(false);
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      // Left running when this test fails: not by the next tests too.
      if (alive(pid)) process.kill(pid, "SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
