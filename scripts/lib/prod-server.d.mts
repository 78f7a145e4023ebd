// Types of prod-server.mjs, for the TypeScript that starts the production build (the browser tests).
import type { ChildProcess } from "node:child_process";

export interface ProductionServerOptions {
  /** Use this data folder (kept on stop) instead of a fresh temporary one (removed on stop). */
  dataDir?: string;
  /** Start from a copy of this stopped server's data folder (e.g. a template made once per run), in a fresh temporary one. */
  copyOf?: string;
  /** The password of the administrator "admin"; random when left out (returned either way). */
  adminPassword?: string;
  /** Extra environment for the server, e.g. `{ TRUST_PROXY: "true" }`. */
  env?: Record<string, string>;
  /** Always the embedded database in the data folder, even when DATABASE_URL is set here. */
  freshDatabase?: boolean;
  /** Keep the server's log lines to `output()` instead of also printing them. */
  quiet?: boolean;
  /** Extra flags for node, after the start script's own (e.g. `--cpu-prof`, which NODE_OPTIONS refuses). */
  nodeFlags?: string[];
}

export interface ProductionServer {
  /** http://127.0.0.1:<port>, no trailing slash. */
  url: string;
  /** The server process's id (e.g. to read its memory use). */
  pid: number;
  dataDir: string;
  admin: { username: string; password: string };
  /** Everything the server printed so far. */
  output(): string;
  /** Sends a signal to the server process (e.g. "SIGTERM" to test the graceful shutdown). */
  signal(name: NodeJS.Signals): void;
  /** Resolves when the process has exited, with its exit code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Stops the server; `keepData` leaves a temporary data folder to inspect until this process exits. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

export function startProductionServer(options?: ProductionServerOptions): Promise<ProductionServer>;
export function freePort(): Promise<number>;
/** Resolves once `url` answers 2xx; rejects when `child` exits first or after `timeoutMs` (60 s). */
export function waitFor(url: string, child: ChildProcess, timeoutMs?: number): Promise<void>;
/** SIGTERM, then SIGKILL after 10 s; resolves when the process has exited. */
export function stopChild(child: ChildProcess): Promise<void>;

/** `npm start` as package.json writes it: environment settings, node's flags and the entry (relative to the root). */
export function npmStartCommand(): { env: Record<string, string>; flags: string[]; entry: string };
