// @ts-check
// The embedded database's own thread (pglite-thread.ts starts it and speaks to it). PGlite runs every statement
// synchronously (WebAssembly) on the thread that calls it; here that is this worker, so the server's thread keeps
// answering HTTP while a statement runs, and the two use both cores (docs/performance.md, "Intake under load").
// Plain JavaScript, beside the bundle in dist/server/ (scripts/build.mjs copies it): the same file runs in
// development, tests and production.
//
// Each message is one call of PGlite's, made as soon as it arrives, so PGlite's own queue sees the calls in the
// order the server made them, exactly as on the server's thread. A transaction is opened by "begin", its
// statements carry its number, and "end" commits it or rolls it back.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";

/** @typedef {{ id: number, op: "query", sql: string, params?: unknown[], rowMode?: "array" | "object", textTypes?: number[], tx?: number }} QueryCall */
/** @typedef {{ id: number, op: "exec", sql: string, tx?: number }} ExecCall */
/** @typedef {{ id: number, op: "begin", tx: number } | { id: number, op: "end", tx: number, commit: boolean }} TxCall */
/** @typedef {{ id: number, op: "dump" } | { id: number, op: "close" }} OtherCall */
/** @typedef {QueryCall | ExecCall | TxCall | OtherCall} Call */

const port = parentPort;
if (!port) throw new Error("pglite-worker.mjs runs as a worker thread only");
const { dataDir, startParams, initialData } = workerData;

/** An error as plain data: its name, message and the database's fields (code, constraint, detail…), no functions. */
function plainError(error) {
  const out = { name: "Error", message: String(error) };
  if (error && typeof error === "object") {
    for (const [key, value] of Object.entries(error))
      if (value === null || ["string", "number", "boolean"].includes(typeof value)) out[key] = value;
    out.name = error.name ?? "Error";
    out.message = error.message ?? String(error);
    if (typeof error.stack === "string") out.stack = error.stack;
  }
  return out;
}

const reply = (id, result) => port.postMessage({ id, ok: true, result });
const fail = (id, error) => port.postMessage({ id, ok: false, error: plainError(error) });

/** Identity parsers for the given type ids: those values stay the text the database sent (drizzle's dates). */
const textParsers = (oids) => (oids ? Object.fromEntries(oids.map((oid) => [oid, (value) => value])) : undefined);

/** A rollback asked for by the server (the transaction's callback failed there). */
const ROLLBACK = Symbol("rollback");
/** Open transactions by number: PGlite's handle and how to end them. */
const open = new Map();

const db = initialData ? new PGlite({ startParams, loadDataDir: new Blob([initialData]) }) : new PGlite(dataDir, { startParams });

/** Where a statement runs: PGlite itself, or the open transaction numbered `tx`. */
function handleOf(tx) {
  if (tx === undefined) return db;
  const target = open.get(tx)?.tx;
  if (!target) throw new Error(`transaction ${tx} is not open`);
  return target;
}

/** @param {Call} call */
async function handle(call) {
  switch (call.op) {
    case "query":
      return handleOf(call.tx).query(call.sql, call.params, { rowMode: call.rowMode, parsers: textParsers(call.textTypes) });
    case "exec":
      return handleOf(call.tx).exec(call.sql);
    case "begin":
      return new Promise((begun, refused) => {
        const entry = { tx: null, end: null, endId: -1 };
        db.transaction(async (tx) => {
          entry.tx = tx;
          open.set(call.tx, entry);
          begun(null);
          await new Promise((commit, rollback) => (entry.end = { commit, rollback }));
        }).then(
          () => {
            open.delete(call.tx);
            reply(entry.endId, null);
          },
          (error) => {
            open.delete(call.tx);
            if (entry.endId < 0) refused(error);
            else if (error === ROLLBACK) reply(entry.endId, null);
            else fail(entry.endId, error);
          },
        );
      });
    case "end": {
      const entry = open.get(call.tx);
      if (!entry?.end) throw new Error(`transaction ${call.tx} is not open`);
      entry.endId = call.id;
      if (call.commit) entry.end.commit(undefined);
      else entry.end.rollback(ROLLBACK);
      return undefined; // answered when PGlite has committed or rolled back
    }
    case "dump": {
      const blob = await db.dumpDataDir("gzip");
      return new Uint8Array(await blob.arrayBuffer());
    }
    case "close":
      await db.close();
      return null;
  }
}

port.on("message", (/** @type {Call} */ call) => {
  handle(call).then(
    (result) => {
      if (result === undefined) return;
      if (result instanceof Uint8Array) port.postMessage({ id: call.id, ok: true, result }, [result.buffer]);
      else reply(call.id, result);
    },
    (error) => fail(call.id, error),
  );
});

db.waitReady.then(
  () => port.postMessage({ ready: true }),
  (error) => port.postMessage({ ready: false, error: plainError(error) }),
);
