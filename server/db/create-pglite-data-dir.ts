// Creating an embedded database (PGlite's initdb) takes some 400 MB, which the instance that ran it keeps until
// V8 collects it, and an idle server may not for a long time (measured after a first start: 673 MB still 15 s
// later, against 240 MB after a restart onto the same folder). Run in a worker thread, it goes with the thread.
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

// The worker's own code: open the folder (PGlite runs initdb on an empty one), then close it.
const CREATE = `
const { workerData } = require("node:worker_threads");
const { PGlite } = require(workerData.pglite);
const db = new PGlite(workerData.dir, { startParams: workerData.startParams });
db.waitReady.then(() => db.close());
`;

/** Creates the database in `dir` (absolute; its parent must exist) and resolves once the thread has ended. */
export function createPgliteDataDir(dir: string, startParams: string[]): Promise<void> {
  const pglite = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  return new Promise((resolve, reject) => {
    const worker = new Worker(CREATE, { eval: true, workerData: { dir, startParams, pglite } });
    let failure: unknown;
    worker.once("error", (error) => (failure = error));
    worker.once("exit", (code) => (code === 0 && !failure ? resolve() : reject(failure ?? new Error(`creating the embedded database failed (exit ${code})`))));
  });
}
