// The database: embedded PGlite by default, node-postgres when a URL is given.
// Everything above this module sees one Drizzle type and the same schema.
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { NodePgDatabase, NodePgQueryResultHKT } from "drizzle-orm/node-postgres";
import type { PgDatabase } from "drizzle-orm/pg-core";
import * as schema from "@shared/schema";
import { describeError, logger } from "../lib/logger";
import { MIGRATIONS_DIR } from "../paths";
import { createPgliteDataDir } from "./create-pglite-data-dir";
import { openThreadedPglite, type ThreadedPglite } from "./pglite-thread";

/** The database itself: services hold it and open transactions on it. */
export type Db = NodePgDatabase<typeof schema>;

/**
 * The database or a transaction opened on it: what storage runs its queries on. Storage never opens a
 * transaction; a service that writes more than once opens one and hands it down.
 */
export type Executor = PgDatabase<NodePgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: "pglite" | "pg";
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Whether every migration of this build is applied (an instance of a newer build may still be migrating). */
  migrationsApplied(): Promise<boolean>;
  migrate(): Promise<void>;
  /** The embedded database only: a consistent copy of its folder (gzipped tar), taken while no query runs. */
  snapshot?(): Promise<Buffer>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; without it the embedded database is used. */
  url?: string;
  /** Folder of the embedded database; omitted means in memory. */
  dataDir?: string;
  /** In memory only: start as a copy of this snapshot (what `snapshot()` returns) instead of an empty database. */
  initialData?: Buffer;
  /** Told how long each query took, in seconds (the metrics). */
  observeQuery?: (seconds: number) => void;
  /** The embedded database's buffer pool in MB (PGLITE_SHARED_BUFFERS_MB; Postgres's own default is 128). */
  sharedBuffersMb?: number;
  /**
   * The embedded database on a worker thread of its own (pglite-thread.ts), as the server runs it: its statements
   * no longer hold the thread that answers HTTP. Off, it runs on the caller's thread (tests, scripts, tools).
   */
  thread?: boolean;
}

/**
 * The embedded database's buffer pool: part of the server's memory for good once filled (it lives in the
 * WebAssembly memory, which never shrinks). Public pages read the database only when their cache misses, and
 * the operating system caches the files below it, so 16 MB serves 1,000 guides without holding Postgres's
 * default 128 MB (docs/performance.md).
 */
const PGLITE_SHARED_BUFFERS_MB = 16;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.initialData && (options.url || options.dataDir)) throw new Error("initialData is for an in-memory database only");
  return options.url ? openPostgres(options.url, options.observeQuery) : openPglite(options);
}

/** `run` timed: `observe` gets its duration in seconds, whether it succeeds or fails. */
function timed<T>(observe: (seconds: number) => void, run: () => Promise<T>): Promise<T> {
  const start = process.hrtime.bigint();
  return run().finally(() => observe(Number(process.hrtime.bigint() - start) / 1e9));
}

async function openPostgres(url: string, observeQuery?: (seconds: number) => void): Promise<Database> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  // A server out of reach fails a request within seconds (then 503, see errors.ts), instead of hanging it.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 3000 });
  // An idle connection the server ends (a restart, a failover, an administrator) is dropped by the pool and
  // replaced on the next query; without a listener that event would crash the process.
  pool.on("error", (err) => logger.warn("database connection lost", describeError(err)));
  if (observeQuery) {
    // Every query of every pooled connection (the pool's own and those of transactions), promise or callback form.
    pool.on("connect", (client) => {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
        const start = process.hrtime.bigint();
        const done = () => observeQuery(Number(process.hrtime.bigint() - start) / 1e9);
        const last = args[args.length - 1];
        if (typeof last === "function") {
          args[args.length - 1] = (...result: unknown[]) => {
            done();
            return (last as (...r: unknown[]) => unknown)(...result);
          };
          return query(...args);
        }
        const result = query(...args);
        if (result && typeof (result as Promise<unknown>).finally === "function") return (result as Promise<unknown>).finally(done);
        return result;
      };
    });
  }
  const db = drizzle(pool, { schema });
  return {
    db,
    driver: "pg",
    ping: async () => void (await db.execute(sql`select 1`)),
    migrationsApplied: () => migrationsApplied(db),
    migrate: async () => {
      // Several instances may start at once: one migrates while the others wait on this lock.
      const lock = await pool.connect();
      try {
        await lock.query("select pg_advisory_lock(7254001)");
        // Nothing to apply: skip drizzle's migrator, whose first statement (CREATE SCHEMA IF NOT EXISTS) a role
        // without the right to create is refused even when the schema exists (the app's own role, docs/deploy.md).
        if (await migrationsApplied(db).catch(() => false)) return;
        await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await lock.query("select pg_advisory_unlock(7254001)").catch(() => undefined);
        lock.release();
      }
    },
    close: () => pool.end(),
  };
}

type PGliteClient = InstanceType<typeof import("@electric-sql/pglite").PGlite>;

/** PGlite on this thread, its statements yielding to the event loop now and then (yieldBetweenStatements). */
async function openPgliteHere(
  PGlite: typeof import("@electric-sql/pglite").PGlite,
  { dataDir, startParams, initialData }: { dataDir?: string; startParams: string[]; initialData?: Buffer },
): Promise<PGliteClient> {
  const loadDataDir = initialData ? new Blob([new Uint8Array(initialData)]) : undefined;
  const client = dataDir ? new PGlite(path.resolve(dataDir), { startParams }) : new PGlite({ startParams, loadDataDir });
  await client.waitReady;
  yieldBetweenStatements(client);
  return client;
}

async function openPglite({
  dataDir,
  observeQuery,
  sharedBuffersMb = PGLITE_SHARED_BUFFERS_MB,
  initialData,
  thread = false,
}: DatabaseOptions): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  // PGlite creates its own folder but not the parents (ENOENT otherwise).
  if (dataDir) mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const startParams = [...PGlite.defaultStartParams, "-c", `shared_buffers=${sharedBuffersMb}MB`];
  if (dataDir && !existsSync(path.join(path.resolve(dataDir), "PG_VERSION"))) {
    // In a process of its own, whose memory (some 400 MB of set-up) goes with it (docs/performance.md).
    await createPgliteDataDir(path.resolve(dataDir), startParams);
  }
  // Loading a snapshot skips initdb, the slow part of creating a database (seconds).
  // Both speak the part of PGlite's interface that drizzle and this module use.
  const client: ThreadedPglite = thread
    ? await openThreadedPglite({ dataDir: dataDir && path.resolve(dataDir), startParams, initialData })
    : ((await openPgliteHere(PGlite, { dataDir, startParams, initialData })) as unknown as ThreadedPglite);
  if (observeQuery) {
    // The statements run outside a transaction (PGlite runs a transaction's on an inner handle).
    const query = client.query.bind(client);
    const exec = client.exec.bind(client);
    client.query = ((...args: Parameters<typeof query>) => timed(observeQuery, () => query(...args))) as typeof client.query;
    client.exec = ((...args: Parameters<typeof exec>) => timed(observeQuery, () => exec(...args))) as typeof client.exec;
  }
  const pgliteDb = drizzle({ client: client as unknown as PGliteClient, schema });
  const db = pgliteDb as unknown as Db;
  let closed = false;
  return {
    db,
    driver: "pglite",
    ping: async () => {
      if (closed) throw new Error("database closed");
      await client.query("select 1");
    },
    migrationsApplied: () => migrationsApplied(db),
    migrate: () => migrate(pgliteDb, { migrationsFolder: MIGRATIONS_DIR }),
    // PGlite takes it under its query lock: no statement runs while the files are read.
    snapshot: async () => Buffer.from(await (await client.dumpDataDir("gzip")).arrayBuffer()),
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

/**
 * Lets the event loop turn before each statement of the embedded database. PGlite runs a statement synchronously
 * (WebAssembly on this thread) and starts the next queued one from the previous one's promise, so under a burst
 * the queued statements ran back to back as microtasks and starved every socket: cached public pages waited
 * seconds, and the senders' SMTP connections could not advance until the burst ended (docs/performance.md,
 * "Intake under load"). A statement now starts from a macrotask once the database has held the loop for
 * YIELD_EVERY_MS, inside PGlite's own lock (the order of statements and transactions is unchanged). `_runExclusiveQuery` is the one method every statement of PGlite
 * 0.3 goes through; the check keeps an upgrade that renames it working, only without the yield.
 */
function yieldBetweenStatements(client: object): void {
  const target = client as { _runExclusiveQuery?: <T>(fn: () => Promise<T>) => Promise<T> };
  const run = target._runExclusiveQuery?.bind(client);
  if (!run) {
    logger.warn("embedded database: statements cannot yield to the event loop (PGlite's internals changed)");
    return;
  }
  let lastTurn = performance.now();
  target._runExclusiveQuery = <T>(fn: () => Promise<T>) =>
    run(async () => {
      // At most every YIELD_EVERY_MS: a turn per statement let the burst's own HTTP work in between every one,
      // and halved the submissions' throughput.
      if (performance.now() - lastTurn >= YIELD_EVERY_MS) {
        await new Promise((resolve) => setImmediate(resolve));
        lastTurn = performance.now();
      }
      return fn();
    });
}

/** The longest the embedded database keeps the event loop before letting it turn (between statements). */
const YIELD_EVERY_MS = 10;

/** The number of migrations this build ships (drizzle-kit's journal). */
function shippedMigrations(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, "meta/_journal.json"), "utf8")) as { entries: unknown[] };
  return journal.entries.length;
}

async function migrationsApplied(db: Db): Promise<boolean> {
  const result = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  return Number(rows[0]?.n ?? 0) >= shippedMigrations();
}
