// Something a whole test run shares, made by whichever test process asks first: it holds a lock folder while
// `build` runs and then leaves a `ready` mark (or a `failed` one with the error); the others wait for the mark.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export async function buildOnce(dir: string, name: string, build: () => Promise<void>, timeoutMs = 180_000): Promise<void> {
  const ready = path.join(dir, `${name}.ready`);
  const failed = path.join(dir, `${name}.failed`);
  try {
    mkdirSync(path.join(dir, `${name}.building`));
  } catch {
    return waitForMark(name, ready, failed, timeoutMs);
  }
  try {
    await build();
    writeFileSync(ready, "");
  } catch (error) {
    writeFileSync(failed, error instanceof Error ? (error.stack ?? error.message) : String(error));
    throw error;
  }
}

async function waitForMark(name: string, ready: string, failed: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(ready)) {
    if (existsSync(failed)) throw new Error(`building ${name} for this test run failed:\n${readFileSync(failed, "utf8")}`);
    if (Date.now() > deadline) throw new Error(`${name} was not built for this test run after ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
