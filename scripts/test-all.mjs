// `npm test`: every suite (unit + component + API integration on embedded Postgres, then browser journeys on
// the production build), ending with one line "N passed, N failed".
// Env: SKIP_BUILD=1 reuses dist/; PG_TEST_URL=postgres://… also runs the integration suite on that server.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const tmp = path.join(root, ".tmp");
mkdirSync(tmp, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
let broken = false;

function run(cmd, args, env = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return res.status ?? 1;
}

function vitest(label, args, env = {}) {
  const out = path.join(tmp, `${label.replace(/\W+/g, "-")}.json`);
  rmSync(out, { force: true });
  console.log(`\n=== ${label} ===`);
  const status = run("npx", ["vitest", "run", ...args, "--reporter=default", "--reporter=json", `--outputFile.json=${out}`], env);
  if (!existsSync(out)) {
    console.error(`${label}: no results (exit ${status})`);
    broken = true;
    totals.failed += 1;
    return;
  }
  const r = JSON.parse(readFileSync(out, "utf8"));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + r.numTodoTests;
  if (status !== 0 && r.numFailedTests === 0) broken = true; // e.g. a file that failed to load
  console.log(`${label}: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
}

if (run("node", ["scripts/ensure-chromium.mjs"]) !== 0) process.exit(1);

vitest("unit, component and integration (embedded Postgres)", []);

if (!process.env.SKIP_BUILD || !existsSync(path.join(root, "dist/server/index.js"))) {
  console.log("\n=== build ===");
  if (run("npm", ["run", "build"]) !== 0) {
    console.error("build failed");
    process.exit(1);
  }
}
console.log("\n=== bundle budget ===");
if (run("node", ["scripts/check-bundle.mjs"]) !== 0) {
  totals.failed += 1;
  console.log("bundle budget: 0 passed, 1 failed");
} else {
  totals.passed += 1;
}
vitest("browser", ["--config", "vitest.e2e.config.ts"]);

if (process.env.PG_TEST_URL) {
  vitest("integration (real Postgres)", ["server", "tests"], { TEST_DATABASE_URL: process.env.PG_TEST_URL });
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed` + (totals.skipped ? `, ${totals.skipped} skipped` : ""));
process.exit(totals.failed > 0 || broken ? 1 : 0);
