// Once per browser-test run: a data folder made by one first start of the production build (the embedded
// database created, migrated and seeded with the suites' administrator), which each suite's server then starts
// from a copy of (e2e/fixtures/suite.ts). A first start on an empty folder costs about twice a start on an
// existing one; tests of the first start itself use a fresh folder (startProductionServer without `copyOf`).
// E2E_DATA_TEMPLATE=off skips it, for a run of files that start their own servers (the serial tier of
// scripts/test-all.mjs); a suite's server then makes its own first start.
import { rmSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { startProductionServer } from "../scripts/lib/prod-server.mjs";
import { E2E_ADMIN } from "./fixtures/sign-in";
import { NO_DRAIN } from "./fixtures/suite";

declare module "vitest" {
  export interface ProvidedContext {
    /** The template data folder, or "" when the run has none. */
    e2eDataTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if (process.env.E2E_DATA_TEMPLATE === "off") {
    project.provide("e2eDataTemplate", "");
    return undefined;
  }
  const server = await startProductionServer({ adminPassword: E2E_ADMIN.password, freshDatabase: true, quiet: true, env: NO_DRAIN });
  // Kept on stop, removed after the run.
  await server.stop({ keepData: true });
  project.provide("e2eDataTemplate", server.dataDir);
  return () => rmSync(server.dataDir, { recursive: true, force: true });
}
