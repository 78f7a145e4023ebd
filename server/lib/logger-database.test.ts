// A failed query's bound values (a requester's name, phone, e-mail) never reach the log: not through the
// error handler, not through a service's own warning. Runs on PGlite, or on Postgres with TEST_DATABASE_URL.
import express from "express";
import request from "supertest";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db";
import { errorHandler } from "../middleware/error-handler";
import { insertConsultation } from "../../tests/helpers/consultations";
import { captureLogs } from "../../tests/helpers/logs";
import { createTestDatabase } from "../../tests/helpers/test-database";
import { describeError, logger } from "./logger";

const PERSONAL = { name: "홍비밀동", phone: "01098765432", email: "secret.person@example.com" };

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** The error a failing query throws. */
async function failure(run: () => Promise<unknown>): Promise<Error> {
  try {
    await run();
  } catch (err) {
    return err as Error;
  }
  throw new Error("the query did not fail");
}

describe("database errors in the log", () => {
  it("carry the SQLSTATE and the constraint, never the query's values, its SQL or the failing row", async () => {
    const checkViolation = await failure(() => insertConsultation(database.db, { ...PERSONAL, age: 200 }));
    const badSyntax = await failure(() =>
      database.db.execute(sql`select ${PERSONAL.phone}::int as n, ${PERSONAL.name} as who, 1/0 as boom where ${PERSONAL.email} = 'x'`),
    );
    const badCast = await failure(() => database.db.execute(sql`select ${PERSONAL.name}::int`));
    // The values really are on the errors (Drizzle's message, the driver's detail or its params).
    for (const err of [checkViolation, badCast])
      expect(JSON.stringify({ m: err.message, c: String(err.cause), d: (err.cause as { detail?: string })?.detail })).toMatch(/홍비밀동/);

    const app = express();
    app.get("/x/:n", (req) => {
      throw [checkViolation, badSyntax, badCast][Number(req.params.n)];
    });
    app.use(errorHandler);

    const lines = await captureLogs(async () => {
      for (const n of [0, 1, 2]) expect((await request(app).get(`/x/${n}`)).status).toBe(500);
      logger.warn("consultation notification failed; will retry", describeError(checkViolation));
    });
    // Every line written meanwhile is checked; the four of this test are counted (a worker runs other files
    // before this one, whose servers' background work may also write a line).
    const text = JSON.stringify(lines);
    for (const value of [...Object.values(PERSONAL), "010-9876", "insert into", "select "]) expect(text, value).not.toContain(value);
    const ours = lines.filter((l) => l.msg === "unhandled error" || l.msg === "consultation notification failed; will retry");
    expect(ours).toHaveLength(4);
    expect(ours[0]).toMatchObject({
      msg: "unhandled error",
      error: "DrizzleQueryError",
      sqlState: "23514",
      constraint: "consultations_age_check",
      table: "consultations",
    });
    expect(ours[2]).toMatchObject({ error: "DrizzleQueryError", sqlState: "22P02", detail: 'invalid input syntax for type integer: "…"' });
  });

  it("keeps an ordinary error's message, and cuts a message that lists parameters", () => {
    expect(describeError(new TypeError("x is not a function"))).toEqual({ error: "TypeError", detail: "x is not a function" });
    expect(describeError(new Error(`Failed query: select $1\nparams: ${PERSONAL.phone}`)).detail).toBe(
      "Failed query: select $1\nparams: …",
    );
  });
});
