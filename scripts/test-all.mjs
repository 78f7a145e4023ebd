// `npm test`: every suite (unit + component + API integration on embedded Postgres, then browser journeys on
// the production build), ending with one line "N passed, N failed".
// Env: SKIP_BUILD=1 reuses dist/; PG_TEST_URL=postgres://… also runs the integration suite on that server;
// TEST_WORKERS sets the unit and integration tiers' workers (default: one per core; vitest's own default is one
// fewer, which on a 2-core machine is a single worker while the other core waits).
// Each tier prints its time. Browser files each start their own production server on a fresh embedded database
// and a free port, so they run two at a time (E2E_WORKERS); the ones that measure timing or signal a process
// (SERIAL_E2E) run alone afterwards, so a neighbour's load cannot skew them.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const tmp = path.join(root, ".tmp");
mkdirSync(tmp, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
/** "tier › file › test" for every failure, printed again at the very end, where a truncated log still shows it. */
const failures = [];
const timings = [];
const SERIAL_E2E = ["e2e/shutdown.test.ts", "e2e/online-backup.test.ts", "e2e/script-server.test.ts", "e2e/metrics.test.ts"];
const E2E_WORKERS = process.env.E2E_WORKERS ?? "2";
const TEST_WORKERS = process.env.TEST_WORKERS ?? String(os.availableParallelism());

/**
 * The test files whose database is the one the integration suite's server provides: those that get it from
 * tests/helpers/test-database.ts (directly, or through test-app.ts / admin-app.ts) or read TEST_DATABASE_URL.
 * Only these are run a second time on the real Postgres; every other file would repeat the first run exactly.
 */
function databaseTestFiles() {
  const uses = /TEST_DATABASE_URL|helpers\/(test-app|test-database|admin-app)["']/;
  return ["server", "tests"]
    .flatMap((dir) => readdirSync(path.join(root, dir), { recursive: true }).map((f) => path.join(dir, f)))
    .filter((f) => /\.test\.tsx?$/.test(f) && uses.test(readFileSync(path.join(root, f), "utf8")))
    .sort();
}

/** Runs `fn` and records how long the tier took. */
function timed(label, fn) {
  const started = Date.now();
  const result = fn();
  const seconds = (Date.now() - started) / 1000;
  timings.push([label, seconds]);
  console.log(`${label}: ${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`);
  return result;
}
let broken = false;

function run(cmd, args, env = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return res.status ?? 1;
}

function firstLine(text) {
  return (text ?? "").split("\n")[0].slice(0, 300);
}

function vitest(label, args, env = {}) {
  const out = path.join(tmp, `${label.replace(/\W+/g, "-")}.json`);
  rmSync(out, { force: true });
  console.log(`\n=== ${label} ===`);
  const status = run("npx", ["vitest", "run", ...args, "--reporter=default", "--reporter=json", `--outputFile.json=${out}`], env);
  if (!existsSync(out)) {
    console.error(`${label}: no results (exit ${status})`);
    failures.push(`${label}: no results (exit ${status})`);
    broken = true;
    totals.failed += 1;
    return;
  }
  const r = JSON.parse(readFileSync(out, "utf8"));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + r.numTodoTests;
  if (status !== 0 && r.numFailedTests === 0) broken = true; // e.g. a file that failed to load
  for (const file of r.testResults) {
    const name = path.relative(root, file.name);
    const failed = file.assertionResults.filter((t) => t.status === "failed");
    for (const t of failed) failures.push(`${label} › ${name} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    if (file.status === "failed" && failed.length === 0) failures.push(`${label} › ${name}: ${firstLine(file.message)}`);
  }
  console.log(`${label}: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
}

if (run("node", ["scripts/ensure-chromium.mjs"]) !== 0) process.exit(1);

timed("unit, component and integration (embedded Postgres)", () =>
  vitest("unit, component and integration (embedded Postgres)", [`--maxWorkers=${TEST_WORKERS}`]),
);

if (!process.env.SKIP_BUILD || !existsSync(path.join(root, "dist/server/index.js"))) {
  console.log("\n=== build ===");
  if (timed("build", () => run("npm", ["run", "build"])) !== 0) {
    console.error("build failed");
    process.exit(1);
  }
}
console.log("\n=== bundle budget ===");
if (run("node", ["scripts/check-bundle.mjs"]) !== 0) {
  totals.failed += 1;
  failures.push("bundle budget: over (see scripts/check-bundle.mjs above)");
  console.log("bundle budget: 0 passed, 1 failed");
} else {
  totals.passed += 1;
}
const e2eConfig = ["--config", "vitest.e2e.config.ts"];
timed("browser (parallel)", () =>
  vitest("browser (parallel)", [
    ...e2eConfig,
    "--fileParallelism",
    `--maxWorkers=${E2E_WORKERS}`,
    ...SERIAL_E2E.flatMap((f) => ["--exclude", f]),
  ]),
);
// These start their own servers: no data-folder template (e2e/global-setup.ts).
timed("browser (serial)", () => vitest("browser (serial)", [...e2eConfig, ...SERIAL_E2E], { E2E_DATA_TEMPLATE: "off" }));

if (process.env.PG_TEST_URL) {
  const files = databaseTestFiles();
  console.log(`\nintegration on the real Postgres: the ${files.length} files that use the test database`);
  timed("integration (real Postgres)", () =>
    vitest("integration (real Postgres)", [...files, `--maxWorkers=${TEST_WORKERS}`], { TEST_DATABASE_URL: process.env.PG_TEST_URL }),
  );
}

console.log("\n=== times ===");
for (const [label, seconds] of timings) console.log(`  ${label}: ${seconds.toFixed(0)} s`);
if (failures.length > 0) {
  console.log("\n=== failures ===");
  for (const f of failures) console.log(`  ${f}`);
}
console.log(`\n${totals.passed} passed, ${totals.failed} failed` + (totals.skipped ? `, ${totals.skipped} skipped` : ""));
process.exit(totals.failed > 0 || broken ? 1 : 0);
