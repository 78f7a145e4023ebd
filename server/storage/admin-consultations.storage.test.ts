import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db";
import { createTestDatabase } from "../../tests/helpers/test-database";
import { insertConsultation } from "../../tests/helpers/consultations";
import { createAdminConsultationsStorage } from "./admin-consultations.storage";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  for (let i = 0; i < 20; i++) await insertConsultation(database.db, { name: `의뢰인${i}` });
});
afterAll(async () => {
  await database.close();
});

/** The plan of `query`, with the parameters written in. */
async function planOf(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string> {
  return database.db.transaction(async (tx) => {
    // Price out every plan that sorts or scans the whole table: a Sort left in the plan means no index
    // delivers this order (on a table this small the planner would otherwise sort anyway).
    for (const setting of ["enable_seqscan", "enable_bitmapscan", "enable_sort"]) await tx.execute(sql.raw(`set local ${setting} = off`));
    const { sql: text, params } = query.toSQL();
    const explained = sql.raw(`explain ${text.replace(/\$(\d+)/g, (_, n) => literal(params[Number(n) - 1]))}`);
    const result = await tx.execute(explained);
    return (result.rows as Record<string, string>[]).map((r) => r["QUERY PLAN"]).join("\n");
  });
}
const literal = (v: unknown) => (typeof v === "number" ? String(v) : `'${String(v).replace(/'/g, "''")}'`);

describe("consultation pages", () => {
  const storage = () => createAdminConsultationsStorage(database.db);

  it("read the newest requests straight from the (created_at, id) index, without sorting the table", async () => {
    const first = await planOf(storage().pageQuery({}, 31));
    expect(first).toContain("consultations_created_at_idx");
    expect(first).not.toMatch(/\bSort\b/);
    const [, , last] = await storage().page({}, 3);
    const next = await planOf(storage().pageQuery({}, 31, { micros: last.cursorMicros, id: last.id }));
    expect(next).toContain("consultations_created_at_idx");
    expect(next).not.toMatch(/\bSort\b/);
  });

  it("continue exactly after the cursor", async () => {
    const all = await storage().page({}, 100);
    const [, , third] = all;
    const rest = await storage().page({}, 100, { micros: third.cursorMicros, id: third.id });
    expect(rest.map((r) => r.id)).toEqual(all.slice(3).map((r) => r.id));
  });
});
