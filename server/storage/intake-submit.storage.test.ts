// Group commit of the public form (createBatchedIntakeSubmitStorage): submissions that arrive together are stored by
// one statement, in arrival order and exactly as they would be alone; a failing one fails alone. On both databases.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db";
import { createTestDatabase } from "../../tests/helpers/test-database";
import { createBatchedIntakeSubmitStorage, createIntakeSubmitStorage, type IntakeMessage, type IntakeRow } from "./intake-submit.storage";

let database: Database;
let statements = 0;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const row = (over: Partial<IntakeRow> = {}): IntakeRow => ({
  requestId: randomUUID(),
  name: "묶음시험",
  phone: "010-5555-0000",
  email: null,
  age: null,
  caseType: "other",
  currentStatus: "suspect",
  urgency: "normal",
  incidentDate: null,
  content: "경찰에서 연락을 받았습니다.",
  consultationType: null,
  at: new Date(),
  consentVersion: "v",
  smsConsent: false,
  contactMethod: null,
  avoidTime: null,
  avoidTimeNote: null,
  noMessages: false,
  landingPage: null,
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
  ctaSource: null,
  articleSlug: null,
  ...over,
});
const ack = (to: string): IntakeMessage => ({
  kind: "ack_email",
  channel: "email",
  recipient: to,
  body: "접수번호 {{N}}",
  nextAttemptAt: new Date(),
  failedReason: null,
  ack: { key: `ack-to:${to}`, alreadyReason: "이미 보냄" },
});
const budgets = (address: string, max = 5) => ({
  address: { key: `batch-test:${address}`, max, windowMs: 600_000 },
  requestsPer10Minutes: 1_000_000,
  ackPerRecipientMs: 86_400_000,
  acksPerHour: 1_000_000,
  budgetReason: "budget",
});

/** Counts the storage's statements on this database. */
function counting() {
  const db = database.db;
  const execute = db.execute.bind(db);
  return new Proxy(db, {
    get(target, key) {
      if (key === "execute")
        return (q: Parameters<typeof execute>[0]) => {
          statements++;
          return execute(q);
        };
      return Reflect.get(target, key);
    },
  });
}

describe("group commit of submissions", () => {
  it("stores submissions arriving together in fewer statements, each as it would be alone, in arrival order", async () => {
    const storage = createBatchedIntakeSubmitStorage(counting());
    const before = statements;
    const repeated = randomUUID();
    const outcomes = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => storage.submit(row(), [ack(`batch${i}@example.com`)], "{{N}}", budgets(`a${i}`))),
      storage.submit(row({ requestId: repeated }), [ack("first@example.com")], "{{N}}", budgets("r1")),
      storage.submit(row({ requestId: repeated }), [ack("first@example.com")], "{{N}}", budgets("r1")),
      // The same address three times with a limit of 2: the third is refused, as it would be one after another.
      ...Array.from({ length: 3 }, () => storage.submit(row(), [], "{{N}}", budgets("same", 2))),
    ]);
    expect(statements - before).toBeGreaterThanOrEqual(1);
    expect(statements - before).toBeLessThan(outcomes.length);
    expect(outcomes.slice(0, 10).every((o) => o.kind === "created")).toBe(true);
    const [first, again] = outcomes.slice(10, 12);
    expect(first.kind).toBe("created");
    expect(again).toMatchObject({ kind: "repeat", id: first.kind === "created" ? first.id : -1, queued: ["ack_email"] });
    expect(outcomes.slice(12).map((o) => o.kind)).toEqual(["created", "created", "address-limited"]);
    const ids = outcomes.flatMap((o) => (o.kind === "created" ? [o.id] : []));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const bodies = await database.db.execute(sql`select body from outbound_messages where recipient = 'batch3@example.com'`);
    expect((bodies.rows as { body: string }[])[0].body).toBe(`접수번호 ${ids[3]}`);
  });

  it("a submission the database refuses fails alone; the others of its batch are stored", async () => {
    const storage = createBatchedIntakeSubmitStorage(database.db);
    const results = await Promise.allSettled([
      storage.submit(row({ name: "묶음 앞" }), [], "{{N}}", budgets("b1")),
      storage.submit(row({ caseType: "no-such-type" }), [], "{{N}}", budgets("b2")),
      storage.submit(row({ name: "묶음 뒤" }), [], "{{N}}", budgets("b3")),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    const stored = await database.db.execute(sql`select name from consultations where name like '묶음 %' order by id`);
    expect((stored.rows as { name: string }[]).map((r) => r.name)).toEqual(["묶음 앞", "묶음 뒤"]);
  });

  it("a submission that cannot be made into the function's input fails alone, and the batch after it is stored", async () => {
    const storage = createBatchedIntakeSubmitStorage(database.db);
    const results = await Promise.allSettled([
      storage.submit(row({ name: "입력 앞" }), [], "{{N}}", budgets("i1")),
      storage.submit(row({ at: new Date(Number.NaN) }), [], "{{N}}", budgets("i2")),
      storage.submit(row({ name: "입력 뒤" }), [], "{{N}}", budgets("i3")),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect((await storage.submit(row({ name: "입력 다음" }), [], "{{N}}", budgets("i4"))).kind).toBe("created");
  });

  it("two instances' batches at once never lock the counters in opposite orders (none fails, none is retried alone)", async () => {
    // Two storages on one database, as two instances on one Postgres (on the embedded database they take turns).
    const failed: unknown[] = [];
    const recording = () =>
      new Proxy(database.db, {
        get(target, key) {
          if (key === "execute")
            return async (q: Parameters<typeof target.execute>[0]) => {
              try {
                return await target.execute(q);
              } catch (error) {
                failed.push(error);
                throw error;
              }
            };
          return Reflect.get(target, key);
        },
      });
    const instances = [createBatchedIntakeSubmitStorage(recording()), createBatchedIntakeSubmitStorage(recording())];
    for (let wave = 0; wave < 3; wave++) {
      const outcomes = await Promise.all(
        Array.from({ length: 64 }, (_, i) =>
          instances[i % 2].submit(row(), [ack(`pair${wave}-${i}@example.com`)], "{{N}}", budgets(`pair${wave}-${i}`)),
        ),
      );
      expect(outcomes.every((o) => o.kind === "created")).toBe(true);
    }
    expect(failed.map((e) => String((e as { cause?: unknown }).cause ?? e))).toEqual([]);
  });

  it("answers as the one-at-a-time storage does", async () => {
    const single = createIntakeSubmitStorage(database.db);
    const id = randomUUID();
    const created = await single.submit(row({ requestId: id }), [ack("one@example.com")], "{{N}}", budgets("s1"));
    const again = await createBatchedIntakeSubmitStorage(database.db).submit(row({ requestId: id }), [], "{{N}}", budgets("s1"));
    expect(again).toEqual({
      kind: "repeat",
      id: created.kind === "created" ? created.id : -1,
      acknowledgementSkipped: false,
      queued: ["ack_email"],
    });
  });
});
