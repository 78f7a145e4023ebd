// The access-log row belongs to the change it describes: when it cannot be written, the change is undone.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessLogs, consultationHistory, consultations } from "@shared/schema";
import { consultationUpdateSchema, type ConsultationUpdateInput } from "@shared/intake/admin-consultations";
import { insertConsultation } from "../../tests/helpers/consultations";
import { createTestDatabase } from "../../tests/helpers/test-database";
import type { Database } from "../db";
import type { Actor } from "./access-log.service";
import { createAdminConsultationsService } from "./admin-consultations.service";
import { runSeed } from "./seed.service";

let database: Database;
let admin: Actor;
beforeAll(async () => {
  database = await createTestDatabase();
  const { userId, username } = await runSeed(database.db, { adminUsername: "owner", adminPassword: "owner-password-1" });
  admin = { id: userId, username, ip: "127.0.0.1" };
});
afterAll(async () => {
  await database.close();
});

/** An actor whose access-log row the database refuses (text may not hold a NUL character). */
const unloggable = () => ({ ...admin, ip: "\u0000" });
const service = () => createAdminConsultationsService(database.db);
/** A change as the route hands it over, after validation. */
const change = (input: ConsultationUpdateInput) => consultationUpdateSchema.parse(input);
const rowOf = async (id: number) => (await database.db.select().from(consultations).where(eq(consultations.id, id)))[0];
const historyOf = (id: number) => database.db.select().from(consultationHistory).where(eq(consultationHistory.consultationId, id));
const logsOf = (id: number) => database.db.select().from(accessLogs).where(eq(accessLogs.consultationId, id));

describe("administrator changes and their access-log row", () => {
  it("commit together: the change, its history and its access-log row are written by one transaction", async () => {
    const row = await insertConsultation(database.db);
    await service().update(row.id, change({ consultationStatus: "in_progress" }), admin);
    expect((await rowOf(row.id)).consultationStatus).toBe("in_progress");
    expect(await historyOf(row.id)).toHaveLength(1);
    expect((await logsOf(row.id)).map((l) => l.action)).toEqual(["update"]);
    // xmin is the id of the transaction that wrote a row version.
    const writers = await database.db.execute(sql`
      select xmin::text as tx from consultations where id = ${row.id}
      union all select xmin::text from consultation_history where consultation_id = ${row.id}
      union all select xmin::text from access_logs where consultation_id = ${row.id}`);
    expect(new Set(writers.rows.map((r) => r.tx)).size).toBe(1);
  });

  it("roll back together: no change and no history without the access-log row", async () => {
    const row = await insertConsultation(database.db);
    await expect(service().update(row.id, change({ consultationStatus: "completed", adminNotes: "메모" }), unloggable())).rejects.toThrow();
    expect(await rowOf(row.id)).toEqual(row);
    expect(await historyOf(row.id)).toEqual([]);
    expect(await logsOf(row.id)).toEqual([]);
  });

  it("keep a request whose deletion could not be logged", async () => {
    const row = await insertConsultation(database.db);
    await expect(service().remove(row.id, unloggable())).rejects.toThrow();
    expect(await rowOf(row.id)).toEqual(row);
    await service().remove(row.id, admin);
    expect(await rowOf(row.id)).toBeUndefined();
    expect((await logsOf(row.id)).map((l) => l.action)).toEqual(["delete"]);
  });
});
