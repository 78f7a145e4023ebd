// Backups of the embedded database while the server runs. One process at a time may open a PGlite folder, so
// `npm run backup` cannot open it beside a running server; instead the server listens on a socket inside its
// data folder (a Unix socket readable by the folder's owner only; a named pipe on Windows) and answers
// "snapshot" with a consistent copy of the database: PGlite's data-folder dump, taken while no query runs.
// The dump leaves this machine only encrypted: the CLI seals it with BACKUP_PASSPHRASE before writing it.
// The socket also tells whether a server is using the folder: a second server or a restore refuses to start.
import { createHash } from "node:crypto";
import { chmodSync, existsSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { describeError, logger } from "./logger";

const REQUEST = "snapshot\n";

/** Where the server holding the embedded database in `pgliteDir` answers. */
export function snapshotSocketPath(pgliteDir: string): string {
  const resolved = path.resolve(pgliteDir);
  if (process.platform === "win32") return `\\\\.\\pipe\\law-office-${createHash("sha256").update(resolved).digest("hex").slice(0, 16)}`;
  return path.join(path.dirname(resolved), "snapshot.sock");
}

export interface SnapshotServer {
  close(): Promise<void>;
}

/** Answers snapshot requests with `snapshot()`'s bytes: a header line `{"bytes":N}` and then N bytes. */
export async function serveSnapshots(socketPath: string, snapshot: () => Promise<Buffer>): Promise<SnapshotServer> {
  // A file left by a process that ended without closing it (a crash, a kill -9); a live server was refused before.
  if (process.platform !== "win32" && existsSync(socketPath)) rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    let received = "";
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on("error", () => socket.destroy());
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
      if (!received.includes("\n")) {
        if (received.length > 64) socket.destroy();
        return;
      }
      socket.removeAllListeners("data");
      socket.setTimeout(0);
      if (received !== REQUEST) return void socket.end(`${JSON.stringify({ error: "unknown request" })}\n`);
      snapshot().then(
        (bytes) => {
          logger.info("database snapshot taken for a backup", { bytes: bytes.length });
          socket.end(Buffer.concat([Buffer.from(`${JSON.stringify({ bytes: bytes.length })}\n`), bytes]));
        },
        (err) => {
          logger.error("database snapshot failed", describeError(err));
          socket.end(`${JSON.stringify({ error: err instanceof Error ? err.message : String(err) })}\n`);
        },
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => {
      server.off("error", reject);
      resolve();
    });
  });
  // Only the owner of the data folder may ask for its contents.
  if (process.platform !== "win32") chmodSync(socketPath, 0o600);
  return { close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Whether a server answers on `socketPath` (a stale file or no file: false). */
export function isServing(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/**
 * Asks the server on `socketPath` for a snapshot. Undefined when no server answers there (then the folder
 * may be opened directly); an error when one answers but cannot take it.
 */
export function requestSnapshot(socketPath: string, timeoutMs = 120_000): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    const chunks: Buffer[] = [];
    let connected = false;
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error("실행 중인 서버가 응답하지 않습니다 (the running server did not answer)")));
    socket.once("connect", () => {
      connected = true;
      socket.write(REQUEST);
    });
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.once("error", (err: NodeJS.ErrnoException) => {
      if (!connected && (err.code === "ENOENT" || err.code === "ECONNREFUSED")) resolve(undefined);
      else reject(err);
    });
    socket.once("end", () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(0x0a);
      try {
        const header = JSON.parse(all.subarray(0, newline).toString()) as { bytes?: number; error?: string };
        const body = all.subarray(newline + 1);
        if (header.error !== undefined) throw new Error(`실행 중인 서버가 스냅숏을 만들지 못했습니다: ${header.error}`);
        if (newline < 0 || body.length !== header.bytes)
          throw new Error("실행 중인 서버의 스냅숏이 중간에 끊겼습니다 (the snapshot was cut short)");
        resolve(body);
      } catch (err) {
        reject(err instanceof SyntaxError ? new Error("실행 중인 서버의 응답을 읽을 수 없습니다 (unreadable answer)") : err);
      }
    });
  });
}
