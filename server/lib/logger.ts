// Structured JSON logs on stdout. Callers pass facts, never personal data (no names, phones, bodies, IPs).
// The level comes from the parsed environment (`LOG_LEVEL` in env.ts): each entry point calls setLogLevel at boot.
type Level = "debug" | "info" | "warn" | "error";
export type LogLevel = Level | "silent";
const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

let threshold: number = ORDER.info;

/** Messages below `level` are dropped; "info" until set. */
export function setLogLevel(level: LogLevel): void {
  threshold = ORDER[level];
}

function write(level: Level, msg: string, fields?: Record<string, unknown>): void {
  if (ORDER[level] < threshold) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
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
