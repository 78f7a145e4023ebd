// The embedded database on a thread of its own: a stand-in for PGlite with the calls drizzle and this server make
// (query, exec, transaction, dumpDataDir, close), each sent to pglite-worker.mjs and answered from there.
// Why: PGlite runs each statement synchronously on the thread that calls it. On the server's thread a burst of
// submissions kept it busy half the time with the database, and every other request waited behind each statement;
// on its own thread the statements run on the second core while this one answers HTTP (docs/performance.md).
import { Worker } from "node:worker_threads";
import { describeError, logger } from "../lib/logger";

/** PGlite's query options as drizzle passes them: the row shape, and parsers that keep some types as text. */
interface QueryOptions {
  rowMode?: "array" | "object";
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
}

interface QueryResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

interface Queryable {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult>;
  exec(sql: string): Promise<QueryResult[]>;
}

export interface ThreadedPglite extends Queryable {
  transaction<T>(run: (tx: Queryable) => Promise<T>): Promise<T>;
  dumpDataDir(compression: "gzip"): Promise<Blob>;
  close(): Promise<void>;
}

interface Answer {
  id: number;
  ok: boolean;
  result?: unknown;
  error?: Record<string, unknown> & { name: string; message: string };
}

export interface ThreadOptions {
  dataDir?: string;
  startParams: string[];
  /** In memory only: start as a copy of this snapshot. */
  initialData?: Buffer;
}

/** An error from the worker as the server's code expects it: an Error with the database's fields (code, constraint…). */
function revive(error: NonNullable<Answer["error"]>): Error {
  const { message, name, stack, ...fields } = error;
  const revived = Object.assign(new Error(message), fields);
  revived.name = name;
  if (typeof stack === "string") revived.stack = stack;
  return revived;
}

/**
 * The type ids of the parsers, which must each return the text unchanged (drizzle's: dates stay strings); a
 * function cannot cross to the worker, so any other parser is refused rather than silently dropped.
 */
function textTypes(parsers: QueryOptions["parsers"]): number[] | undefined {
  if (!parsers) return undefined;
  return Object.entries(parsers).map(([oid, parse]) => {
    if (parse("2026-01-02 03:04:05+00", Number(oid)) !== "2026-01-02 03:04:05+00")
      throw new Error(`the embedded database's thread takes only parsers that keep the text (type ${oid})`);
    return Number(oid);
  });
}

/** Starts the worker and resolves once its database is ready (or rejects with the reason it could not start). */
export async function openThreadedPglite(options: ThreadOptions): Promise<ThreadedPglite> {
  const worker = new Worker(new URL("./pglite-worker.mjs", import.meta.url), {
    workerData: {
      dataDir: options.dataDir,
      startParams: options.startParams,
      initialData: options.initialData ? new Uint8Array(options.initialData) : undefined,
    },
  });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  let nextTx = 1;
  let dead: Error | null = null;

  const ready = new Promise<void>((resolve, reject) => {
    worker.once("message", (first: { ready: boolean; error?: Answer["error"] }) => {
      if (first.ready) resolve();
      else reject(revive(first.error ?? { name: "Error", message: "the embedded database did not start" }));
    });
    worker.once("error", reject);
  });

  const stop = (error: Error) => {
    dead ??= error;
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };
  // An end nobody asked for (close() marks the thread dead first): every call fails from now on, and the log says why.
  const ended = (error: Error) => {
    if (!dead) logger.error("embedded database thread ended", describeError(error));
    stop(error);
  };
  worker.on("error", ended);
  worker.on("exit", (code) => ended(new Error(`the embedded database's thread ended (exit ${code})`)));

  try {
    await ready;
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  worker.on("message", (answer: Answer) => {
    const call = pending.get(answer.id);
    if (!call) return;
    pending.delete(answer.id);
    if (answer.ok) call.resolve(answer.result);
    else call.reject(revive(answer.error ?? { name: "Error", message: "unknown error" }));
  });

  const send = <T>(message: Record<string, unknown>): Promise<T> => {
    if (dead) return Promise.reject(dead);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...message, id });
    });
  };

  const on = (tx?: number): Queryable => ({
    query: (sql, params, options) =>
      send({ op: "query", sql, params, rowMode: options?.rowMode, textTypes: textTypes(options?.parsers), tx }),
    exec: (sql) => send({ op: "exec", sql, tx }),
  });

  return {
    ...on(),
    async transaction(run) {
      const tx = nextTx++;
      await send({ op: "begin", tx });
      let result;
      try {
        result = await run(on(tx));
      } catch (error) {
        await send({ op: "end", tx, commit: false }).catch(() => undefined);
        throw error;
      }
      await send({ op: "end", tx, commit: true });
      return result;
    },
    async dumpDataDir() {
      const bytes = await send<Uint8Array<ArrayBuffer>>({ op: "dump" });
      return new Blob([bytes]);
    },
    async close() {
      if (dead) return;
      try {
        await send({ op: "close" });
      } finally {
        stop(new Error("database closed"));
        await worker.terminate();
      }
    },
  };
}
