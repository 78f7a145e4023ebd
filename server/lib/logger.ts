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

/** What a pg or PGlite error says about where it happened: names of things, never values. */
const DATABASE_FIELDS = ["code", "severity", "schema", "table", "column", "constraint", "routine"] as const;

/** A query error wrapped by Drizzle: its message holds the SQL text and the bound parameters. */
function isWrappedQueryError(err: Error): boolean {
  return "query" in err && "params" in err;
}

/** An error raised by the database server (pg's DatabaseError, PGlite's): it has a SQLSTATE code and a severity. */
function isDatabaseError(err: Error): boolean {
  const { code, severity } = err as { code?: unknown; severity?: unknown };
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) && typeof severity === "string";
}

/**
 * A database error's class, SQLSTATE and the names it gives, and its message with every quoted part blanked out
 * ('invalid input syntax for type integer: "…"' can quote a bound value). Its `query`, `params`, `detail`
 * ("Key (phone)=(…) already exists") and `where` are left out.
 */
function describeDatabaseError(err: Error): Record<string, unknown> {
  const named = err as Error & Partial<Record<(typeof DATABASE_FIELDS)[number], unknown>>;
  const fields: Record<string, unknown> = { error: err.name, detail: err.message.replace(/"[^"]*"/g, '"…"').slice(0, 300) };
  for (const key of DATABASE_FIELDS) if (typeof named[key] === "string") fields[key === "code" ? "sqlState" : key] = named[key];
  return fields;
}

/**
 * An error's class and message, without the stack or any request data. A failed query is described by the
 * database's own error, never by the SQL text or the values bound to it (they can be a requester's name or phone).
 */
export function describeError(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { error: String(err).slice(0, 300) };
  // PGlite's own errors carry `query` and `params` too: they are database errors first.
  if (isDatabaseError(err)) return describeDatabaseError(err);
  if (isWrappedQueryError(err)) {
    const cause = err.cause instanceof Error ? describeError(err.cause) : {};
    return { ...cause, error: "DrizzleQueryError", ...(cause.error ? { cause: cause.error } : {}) };
  }
  return { error: err.name, detail: err.message.replace(/\bparams: [\s\S]*$/, "params: …").slice(0, 300) };
}
