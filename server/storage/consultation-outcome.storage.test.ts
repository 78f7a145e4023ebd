// The conflict check's lookups use their indexes: a name or other party through its name key, with the
// patterns of shared/intake/conflict-match.ts, and find what namesMatch would accept.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nameKeyPatterns } from "@shared/intake/conflict-match";
import type { Database } from "../db";
import { createTestDatabase } from "../../tests/helpers/test-database";
import { insertConsultation } from "../../tests/helpers/consultations";
import { createConsultationOutcomeStorage } from "./consultation-outcome.storage";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  for (let i = 0; i < 20; i++) await insertConsultation(database.db, { name: `의뢰인${i}`, otherParty: i % 2 ? `상대${i}` : null });
  for (const name of ["김민수", "김 민수", "김○○", "김*수", "김OO", "이민수"])
    await insertConsultation(database.db, { name, otherParty: name });
});
afterAll(async () => {
  await database.close();
});

async function plan(column: "name" | "other_party", name: string): Promise<string> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const patterns = nameKeyPatterns(name).map((p) => `'${p.replace(/'/g, "''")}'`);
    const key = `(translate(lower(regexp_replace(${column}, '[[:space:]\u3000]+', '', 'g')), '○◯●◎*＊ㅇ□■△ox', '************') collate "C")`;
    const result = await tx.execute(
      sql.raw(`explain select id from consultations where ${patterns.map((p) => `${key} like ${p}`).join(" or ")}`),
    );
    return (result.rows as Record<string, string>[]).map((r) => r["QUERY PLAN"]).join("\n");
  });
}

describe("conflict lookups", () => {
  it("find names with spaces and masks through the name-key index", async () => {
    const storage = createConsultationOutcomeStorage(database.db);
    const found = (await storage.byName(0, nameKeyPatterns("김민수"))).map((r) => r.name).sort();
    expect(found).toEqual(["김 민수", "김*수", "김OO", "김민수", "김○○"].sort());
    expect((await storage.byOtherParty(0, nameKeyPatterns("김 민 수"))).map((r) => r.otherParty).sort()).toEqual(found);
  });

  it("use an index range, not a scan of every row", async () => {
    expect(await plan("name", "김○수")).toContain("consultations_name_key_idx");
    const storagePlan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return JSON.stringify((await createConsultationOutcomeStorage(tx).explainByName(0, nameKeyPatterns("김민수"))).rows);
    });
    expect(storagePlan).toContain("consultations_name_key_idx");
    expect(await plan("other_party", "김민수")).toContain("consultations_other_party_key_idx");
  });
});
