// The server's import directions are enforced by eslint (import-x/no-restricted-paths). These cases lint
// made-up files at real paths, so removing or loosening a zone makes this test fail.
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "./paths";

const RULE = "import-x/no-restricted-paths";
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The layer-rule messages eslint gives `code` as if it were the file at `filePath` (relative to the root). */
async function zoneErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  const fatal = result.messages.filter((m) => m.fatal);
  expect(fatal).toEqual([]);
  return result.messages.filter((m) => m.ruleId === RULE && m.severity === 2).map((m) => m.message);
}

describe("server import directions", () => {
  it("keep routes away from storage and the database module", async () => {
    const storage = await zoneErrors(
      "server/routes/fake.routes.ts",
      `import { createUsersStorage } from "../storage/users.storage";\nexport const users = createUsersStorage;\n`,
    );
    expect(storage).toEqual([expect.stringContaining('"../storage/users.storage"')]);
    const db = await zoneErrors("server/routes/fake.routes.ts", `import { openDatabase } from "../db";\nexport const open = openDatabase;\n`);
    expect(db).toEqual([expect.stringContaining('"../db"')]);
  });

  it("keep middleware away from storage and the database module", async () => {
    const errors = await zoneErrors(
      "server/middleware/fake.ts",
      `import type { Db } from "../db";\nimport { createSessionsStorage } from "../storage/sessions.storage";\nexport const make = (db: Db) => createSessionsStorage(db);\n`,
    );
    expect(errors).toHaveLength(2);
  });

  it("keep lib below services and storage", async () => {
    const service = await zoneErrors(
      "server/lib/fake.ts",
      `import { createHealthService } from "../services/health.service";\nexport const health = createHealthService;\n`,
    );
    expect(service).toEqual([expect.stringContaining('"../services/health.service"')]);
    const storage = await zoneErrors(
      "server/lib/fake.ts",
      `import { createSessionsStorage } from "../storage/sessions.storage";\nexport const rows = createSessionsStorage;\n`,
    );
    expect(storage).toHaveLength(1);
  });

  it("keep storage from calling services", async () => {
    const errors = await zoneErrors(
      "server/storage/fake.storage.ts",
      `import { createAccessLog } from "../services/access-log.service";\nexport const log = createAccessLog;\n`,
    );
    expect(errors).toEqual([expect.stringContaining('"../services/access-log.service"')]);
  });

  it("let routes use services, and the composition root use anything", async () => {
    const route = await zoneErrors(
      "server/routes/fake.routes.ts",
      `import { createHealthService } from "../services/health.service";\nexport const health = createHealthService;\n`,
    );
    expect(route).toEqual([]);
    const root = await zoneErrors(
      "server/app.ts",
      `import { openDatabase } from "./db";\nimport { createUsersStorage } from "./storage/users.storage";\nexport const parts = [openDatabase, createUsersStorage];\n`,
    );
    expect(root).toEqual([]);
  });
});
