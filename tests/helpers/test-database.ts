// A fresh database for one test file: in-memory PGlite, or a new database on the server named by
// TEST_DATABASE_URL (created here, dropped on close). Both start as a copy of one of the run's templates
// (tests/helpers/database-templates.ts): `migrated` by default, or one with the seed already in it.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { openDatabase, type Database } from "../../server/db";
import {
  adminQuery,
  applySteps,
  databaseUrl,
  pgliteTemplateFile,
  pgTemplateDatabase,
  templateRun,
  templatesReady,
  type TemplateName,
} from "./database-templates";

export async function createTestDatabase(template: TemplateName = "migrated"): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const run = templateRun();
  if (run) await templatesReady(run, serverUrl);
  if (!serverUrl) {
    if (run) return openDatabase({ initialData: readFileSync(pgliteTemplateFile(run, template)) });
    const database = await openDatabase({});
    await applySteps(database, template);
    return database;
  }
  const name = `test_${randomBytes(8).toString("hex")}`;
  await adminQuery(serverUrl, `create database ${name}${run ? ` template ${pgTemplateDatabase(run, template)}` : ""}`);
  const database = await openDatabase({ url: databaseUrl(serverUrl, name) });
  if (!run) await applySteps(database, template);
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
