import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { createPgliteDataDir } from "./create-pglite-data-dir";

const root = mkdtempSync(path.join(os.tmpdir(), "create-pglite-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("createPgliteDataDir", () => {
  it("creates the database in a process of its own, which this process then opens", async () => {
    const dir = path.join(root, "pglite");
    await createPgliteDataDir(dir, PGlite.defaultStartParams);
    expect(existsSync(path.join(dir, "PG_VERSION"))).toBe(true);
    const db = new PGlite(dir);
    expect((await db.query<{ n: number }>("select 1 as n")).rows).toEqual([{ n: 1 }]);
    await db.close();
  });

  it("rejects when the folder cannot be made a database", async () => {
    const file = path.join(root, "a-file");
    writeFileSync(file, "not a folder");
    await expect(createPgliteDataDir(path.join(file, "pglite"), PGlite.defaultStartParams)).rejects.toThrow(
      /creating the embedded database failed \(exit 1\)/,
    );
  });
});
