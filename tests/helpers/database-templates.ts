// Template databases: every test file's database is a copy of one made once per test run, so a file does not pay
// again for creating a database (PGlite's initdb alone takes seconds), its migrations and the seed.
//
// Each template is the one before it plus a step: `migrated` (every migration), `seeded` (+ categories and the
// test administrator, its password hashed at FAST_HASH), `content` (+ the guides and interviews of content/),
// `content-site` (+ the sample office facts, profile, home texts and testimonials). The templates are built by
// the first test file that needs one (build-once.ts), in the folder tests/global-setup.ts makes for the run (removed after it),
// so they always come from this checkout's migrations, content and seed code. Embedded: a gzipped tar of
// PGlite's folder, loaded into each new in-memory database. Postgres (TEST_DATABASE_URL): databases named
// `<prefix>_<template>` on that server, copied with CREATE DATABASE … TEMPLATE.
import { renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import pg from "pg";
import { inject } from "vitest";
import { users } from "@shared/schema";
import { openDatabase, type Database } from "../../server/db";
import { hashPassword } from "../../server/lib/password";
import { contentSeeder } from "../../server/services/content-seed.service";
import { runSeed, type Seeder } from "../../server/services/seed.service";
import { siteSettingsSeeder } from "../../server/services/site-settings-seed.service";
import { buildOnce } from "./build-once";
import { FAST_HASH, TEST_ADMIN } from "./test-admin";

export const TEMPLATE_NAMES = ["migrated", "seeded", "content", "content-site"] as const;
export type TemplateName = (typeof TEMPLATE_NAMES)[number];

/** What tests/global-setup.ts provides: the run's folder and the prefix of its Postgres template databases. */
export interface TemplateRun {
  dir: string;
  pgPrefix: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplates: TemplateRun;
  }
}

/** The template holding exactly what `runSeed` with the test administrator and these seeders makes, if any. */
export function templateForSeeders(seeders: readonly Seeder[]): TemplateName | undefined {
  const same = (list: Seeder[]) => list.length === seeders.length && list.every((s, i) => s === seeders[i]);
  if (same([])) return "seeded";
  if (same([contentSeeder])) return "content";
  if (same([contentSeeder, siteSettingsSeeder])) return "content-site";
  return undefined;
}

interface StepState {
  adminId: number;
}

/** What each template adds to the one before it. */
const STEPS: Record<TemplateName, (database: Database, state: StepState) => Promise<void>> = {
  migrated: (database) => database.migrate(),
  seeded: async ({ db }, state) => {
    state.adminId = (await runSeed(db, { adminUsername: TEST_ADMIN.username, adminPassword: TEST_ADMIN.password })).userId;
    await db
      .update(users)
      .set({ password: await hashPassword(TEST_ADMIN.password, FAST_HASH) })
      .where(eq(users.id, state.adminId));
  },
  content: ({ db }, state) => contentSeeder(db, { adminId: state.adminId }),
  "content-site": ({ db }, state) => siteSettingsSeeder(db, { adminId: state.adminId }),
};

/** The run's templates, or undefined outside a run that has the global setup (then each database is made anew). */
export function templateRun(): TemplateRun | undefined {
  try {
    return inject("databaseTemplates");
  } catch {
    return undefined;
  }
}

/** A new database with the migrations and the steps up to `template` applied to it, the slow way. */
export async function applySteps(database: Database, template: TemplateName): Promise<void> {
  const state: StepState = { adminId: 0 };
  for (const name of TEMPLATE_NAMES) {
    await STEPS[name](database, state);
    if (name === template) return;
  }
}

/** The file of an embedded template (gzipped tar of PGlite's folder). */
export const pgliteTemplateFile = (run: TemplateRun, name: TemplateName) => path.join(run.dir, `pglite-${name}.tar.gz`);
/** The database on the Postgres server that holds a template. */
export const pgTemplateDatabase = (run: TemplateRun, name: TemplateName) => `${run.pgPrefix}_${name.replace("-", "_")}`;

let built: Promise<void> | undefined;

/** Resolves once this run's templates for the driver in use exist (built by the first test file to ask). */
export function templatesReady(run: TemplateRun, serverUrl: string | undefined): Promise<void> {
  built ??= buildOnce(run.dir, serverUrl ? "pg-templates" : "pglite-templates", () =>
    serverUrl ? buildPostgres(run, serverUrl) : buildPglite(run),
  );
  return built;
}

async function buildPglite(run: TemplateRun): Promise<void> {
  const database = await openDatabase({});
  try {
    const state: StepState = { adminId: 0 };
    for (const name of TEMPLATE_NAMES) {
      await STEPS[name](database, state);
      const file = pgliteTemplateFile(run, name);
      writeFileSync(`${file}.part`, await database.snapshot!());
      renameSync(`${file}.part`, file);
    }
  } finally {
    await database.close();
  }
}

async function buildPostgres(run: TemplateRun, serverUrl: string): Promise<void> {
  const state: StepState = { adminId: 0 };
  let previous: string | undefined;
  for (const name of TEMPLATE_NAMES) {
    const target = pgTemplateDatabase(run, name);
    await adminQuery(serverUrl, `create database ${target}${previous ? ` template ${previous}` : ""}`);
    const database = await openDatabase({ url: databaseUrl(serverUrl, target) });
    try {
      await STEPS[name](database, state);
    } finally {
      await database.close();
    }
    previous = target;
  }
}

/** `serverUrl` with its database replaced by `name`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
