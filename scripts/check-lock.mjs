// `npm run check:lock` (first step of CI, before any install): package-lock.json must hold every optional
// package of every platform (esbuild's, rolldown's… binaries for macOS, Windows and Linux), or `npm ci` refuses
// it on the machines whose package is missing. npm 11 drops them when it rewrites the lock over an existing
// node_modules; this says which are missing and how to regenerate the lock.
import { readFileSync } from "node:fs";
import path from "node:path";

// The repository, or the folder given (tests check a damaged copy).
const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, ".."));
const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8"));
const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
const packages = lock.packages ?? {};

/** Where node would find `dep` from the package at `from` (its own node_modules, then each parent's). */
function resolves(from, dep) {
  let base = from;
  for (;;) {
    if (packages[`${base ? `${base}/` : ""}node_modules/${dep}`]) return true;
    if (!base) return false;
    const i = base.lastIndexOf("/node_modules/");
    base = i < 0 ? "" : base.slice(0, i);
  }
}

const problems = [];
for (const [where, info] of Object.entries(packages)) {
  for (const dep of Object.keys(info.optionalDependencies ?? {})) {
    if (!resolves(where, dep)) problems.push(`${where || "(root)"} → optional ${dep} is not in the lock`);
  }
}
const root0 = packages[""] ?? {};
for (const field of ["dependencies", "devDependencies", "optionalDependencies"]) {
  for (const [name, range] of Object.entries(pkg[field] ?? {})) {
    if (root0[field]?.[name] !== range) problems.push(`package.json ${field}.${name}@${range} differs from the lock`);
  }
}

if (problems.length > 0) {
  console.error(`package-lock.json: ${problems.length} problem(s)`);
  for (const line of problems.slice(0, 40)) console.error(`  ${line}`);
  console.error(
    "\nRegenerate the lock from a clean tree so npm records every platform's packages:\n" +
      "  rm -rf node_modules package-lock.json && npm install --package-lock-only && npm ci\n",
  );
  process.exit(1);
}
console.log(`package-lock.json: ${Object.keys(packages).length - 1} packages, every platform's optional packages present`);
