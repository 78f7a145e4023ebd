// Structured JSON logs on stdout. Callers pass facts, never personal data (no names, phones, bodies, IPs).
// The level comes from the parsed environment (`LOG_LEVEL` in env.ts): each entry point calls setLogLevel at boot.
// A line written while a request is handled carries that request's id (`requestId`, see request-id.ts), also
// from services that know nothing of the request, so one request's lines can be found together.
import { AsyncLocalStorage } from "node:async_hooks";
type Level = "debug" | "info" | "warn" | "error";
export type LogLevel = Level | "silent";
const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

let threshold: number = ORDER.info;

const context = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `fn` with `requestId` on every log line written inside it (synchronously or after awaits). */
export function withRequestId<T>(requestId: string, fn: () => T): T {
  return context.run({ requestId }, fn);
}

/** The id of the request being handled, if any. */
export function currentRequestId(): string | undefined {
  return context.getStore()?.requestId;
}

/** Messages below `level` are dropped; "info" until set. */
export function setLogLevel(level: LogLevel): void {
  threshold = ORDER[level];
}

function write(level: Level, msg: string, fields?: Record<string, unknown>): void {
  if (ORDER[level] < threshold) return;
  const requestId = context.getStore()?.requestId;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...(requestId ? { requestId } : {}), ...fields });
  (level === "error" || level === "warn" ? process.stderr : process.stdout).write(line + "\n");
}

export const logger = {
  debug: (msg: string, fields?: Record<string, unknown>) => write("debug", msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write("info", msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write("warn", msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write("error", msg, fields),
};

/** An error's class and message, without the stack or any request data. */
export function describeError(err: unknown): Record<string, unknown> {
  if (err instanceof Error) return { error: err.name, detail: err.message.slice(0, 300) };
  return { error: String(err).slice(0, 300) };
}
