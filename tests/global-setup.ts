// Once per test run (the node project of vitest.config.ts): a folder for the run's template databases, and their
// removal at the end (tests/helpers/database-templates.ts). Building them is left to the first test file that
// needs one, so a run of unit tests alone pays nothing.
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { adminQuery, pgTemplateDatabase, TEMPLATE_NAMES, type TemplateRun } from "./helpers/database-templates";

export default function setup(project: TestProject): () => Promise<void> {
  const tmp = path.resolve(import.meta.dirname, "../.tmp");
  mkdirSync(tmp, { recursive: true });
  const run: TemplateRun = { dir: mkdtempSync(path.join(tmp, "db-templates-")), pgPrefix: `tmpl_${randomBytes(6).toString("hex")}` };
  project.provide("databaseTemplates", run);
  return async () => {
    rmSync(run.dir, { recursive: true, force: true });
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) return;
    // Later templates were copied from earlier ones: drop in reverse order (a missing one was never built).
    for (const name of [...TEMPLATE_NAMES].reverse())
      await adminQuery(serverUrl, `drop database if exists ${pgTemplateDatabase(run, name)} with (force)`);
  };
}
