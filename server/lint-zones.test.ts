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
    const db = await zoneErrors(
      "server/routes/fake.routes.ts",
      `import { openDatabase } from "../db";\nexport const open = openDatabase;\n`,
    );
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

/** A real module of each shared folder, for the probes below. */
const SHARED_MODULE: Record<string, string> = {
  lib: "lib/phone",
  content: "content/slug",
  privacy: "privacy/consent",
  auth: "auth/roles",
  pages: "pages/page-map",
  office: "office/site-facts",
  intake: "intake/options",
  seo: "seo/seo-options",
  render: "render/ssr-contract",
  schema: "schema",
  settings: "settings/settings-kinds",
  holidays: "holidays/calendar",
  tools: "tools/deadline-rules",
  booking: "booking/slots",
};

/** For each shared folder, one folder the map forbids it (checked through `import type`, which no-cycle skips). */
const FORBIDDEN: Array<[folder: string, other: string]> = [
  ["lib", "content"],
  ["content", "office"],
  ["privacy", "office"],
  ["auth", "intake"],
  ["pages", "seo"],
  ["office", "seo"],
  ["intake", "seo"],
  ["seo", "render"],
  ["render", "intake"],
  ["settings", "seo"],
  ["schema", "render"],
  ["holidays", "tools"],
  ["tools", "office"],
  ["booking", "seo"],
  ["tools", "booking"],
];

describe("the shared map", () => {
  it.each(FORBIDDEN)("refuses shared/%s importing shared/%s, type-only imports included", async (folder, other) => {
    const spec = `../${SHARED_MODULE[other]}`;
    const errors = await zoneErrors(
      `shared/${folder}/fake.ts`,
      `import type * as Other from "${spec}";\nexport type Probe = typeof Other;\n`,
    );
    expect(errors).toEqual([expect.stringContaining(`shared/${folder}/ may import only`)]);
  });

  it("lets a folder import what the map names", async () => {
    expect(
      await zoneErrors(
        "shared/seo/fake.ts",
        `import { formatPhone } from "../lib/phone";\nimport { paths } from "../pages/page-map";\nexport const parts = [formatPhone, paths];\n`,
      ),
    ).toEqual([]);
    expect(
      await zoneErrors("shared/schema/fake.ts", `import { URGENCIES } from "../intake/options";\nexport const u = URGENCIES;\n`),
    ).toEqual([]);
    expect(
      await zoneErrors("shared/tools/fake.ts", `import { addDays } from "../holidays/calendar";\nexport const a = addDays;\n`),
    ).toEqual([]);
  });

  it("lets a test borrow another domain's sample values", async () => {
    expect(
      await zoneErrors(
        "shared/intake/fake.test.ts",
        `import { SAMPLE_SITE_SETTINGS } from "../office/site-settings";\nexport const s = SAMPLE_SITE_SETTINGS;\n`,
      ),
    ).toEqual([]);
  });

  it("keeps the tables out of the browser", async () => {
    const errors = await zoneErrors("client/src/lib/fake.ts", `import type { Post } from "@shared/schema";\nexport type P = Post;\n`);
    expect(errors).toEqual([expect.stringContaining("shared/schema/")]);
  });
});
