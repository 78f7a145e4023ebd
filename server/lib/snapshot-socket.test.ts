import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { isServing, requestSnapshot, serveSnapshots, snapshotSocketPath } from "./snapshot-socket";

const dir = mkdtempSync(path.join(os.tmpdir(), "snap-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(process.platform === "win32")("the snapshot socket", () => {
  it("lies beside the database folder, answers its owner only, and hands over the bytes whole", async () => {
    const socketPath = snapshotSocketPath(path.join(dir, "pglite"));
    expect(socketPath).toBe(path.join(dir, "snapshot.sock"));
    writeFileSync(socketPath, "left by a crashed process");
    const bytes = Buffer.alloc(3 * 1024 * 1024, 7);
    const server = await serveSnapshots(socketPath, async () => bytes);
    try {
      expect(statSync(socketPath).mode & 0o777).toBe(0o600);
      expect(await isServing(socketPath)).toBe(true);
      expect((await requestSnapshot(socketPath))?.equals(bytes)).toBe(true);
    } finally {
      await server.close();
    }
    expect(await isServing(socketPath)).toBe(false);
    expect(await requestSnapshot(socketPath)).toBeUndefined();
  });

  it("passes on the server's failure instead of a broken file", async () => {
    const socketPath = path.join(dir, "failing.sock");
    const server = await serveSnapshots(socketPath, async () => {
      throw new Error("disk full");
    });
    try {
      await expect(requestSnapshot(socketPath)).rejects.toThrow(/스냅숏을 만들지 못했습니다: disk full/);
    } finally {
      await server.close();
    }
  });
});
