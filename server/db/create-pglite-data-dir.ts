// Creating an embedded database (PGlite's initdb) takes some 400 MB, which the process that ran it keeps (V8's
// garbage, the allocator's arenas, the WebAssembly code compiled for it). Run in a child process, it all goes
// with that process. A first start, 15 s after ready: 242–272 MB this way, 380–392 MB with a worker thread (whose
// heap went with it, but not what it had taken from the allocator), 673 MB in the server's own thread.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";

// The child's own code: open the folder (PGlite runs initdb on an empty one), then close it.
const CREATE = `
const [pglite, dir, startParams] = JSON.parse(process.argv[1]);
const { PGlite } = require(pglite);
const db = new PGlite(dir, { startParams });
db.waitReady.then(() => db.close()).then(() => process.exit(0), (error) => { console.error(String(error)); process.exit(1); });
`;

/** Creates the database in `dir` (absolute; its parent must exist) and resolves once the child has ended. */
export function createPgliteDataDir(dir: string, startParams: string[]): Promise<void> {
  const pglite = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["-e", CREATE, JSON.stringify([pglite, dir, startParams])], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.once("error", reject);
    child.once("exit", (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`creating the embedded database failed (${signal ?? `exit ${code}`}): ${stderr.trim().slice(0, 500)}`)),
    );
  });
}
