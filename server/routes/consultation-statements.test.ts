// The write path's cost in database statements: a guard that does not depend on the machine's speed. On the
// embedded database every statement runs on the server's own thread (and, outside a transaction, is followed by a
// flush of its files), so the statements a submission costs are its latency under load. Counted here: the
// statements from the request to its 201, and those the senders (office e-mail, acknowledgement) spend per request
// while a burst drains. Budgets in docs/performance.md ("Intake under load"); a change that adds a statement to
// either must say why there and raise the budget here.
import { randomUUID } from "node:crypto";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_INTAKE_SETTINGS } from "@shared/intake/intake-settings";
import { rateLimits, settingsVersions } from "@shared/schema";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { startSmtp, type TestSmtp } from "../../tests/helpers/smtp";

/** Statements per new request, from the request to its answer (BEGIN and COMMIT count). */
const SUBMIT_BUDGET = 1;
/** Statements the two senders spend per request, over a burst of BURST requests. */
const SEND_BUDGET_PER_REQUEST = 0.75;
const BURST = 20;

let t: TestApp;
let smtp: TestSmtp;
let statements = 0;
/** The statements that store submissions (one each alone; one for several arriving together: group commit). */
let submitStatements = 0;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, NOTIFY_EMAIL: "office@example.com", TRUST_PROXY: "loopback" } });
  // Budgets wide enough for every request here to be acknowledged (saved before the first read fills the cache).
  await t.database.db.insert(settingsVersions).values({
    kind: "intake",
    data: { ...DEFAULT_INTAKE_SETTINGS, limits: { ...DEFAULT_INTAKE_SETTINGS.limits, acksPerHour: 1000, requestsPer10Minutes: 1000 } },
  });
  // The statements of the intake path: those on its tables (the test app's own timers, e.g. the content version's
  // poll, touch others), with the BEGIN and COMMIT of a transaction that holds one of them.
  type Run = (text: string, ...rest: unknown[]) => Promise<unknown>;
  type Client = { query: Run; exec: Run; transaction: (fn: (tx: { query: Run; exec: Run }) => Promise<unknown>) => Promise<unknown> };
  const client = (t.database.db as unknown as { $client: Client }).$client;
  const INTAKE = /\b(consultations|outbound_messages|rate_limits|intake_submit|intake_submit_many)\b/;
  const counted =
    (run: Run, onIntake: () => void): Run =>
    (text, ...rest) => {
      if (INTAKE.test(text)) onIntake();
      if (/\bintake_submit(_many)?\(/.test(text)) submitStatements++;
      return run(text, ...rest);
    };
  client.query = counted(client.query.bind(client), () => statements++);
  client.exec = counted(client.exec.bind(client), () => statements++);
  const transaction = client.transaction.bind(client);
  client.transaction = (fn) =>
    transaction(async (tx) => {
      let touched = false;
      const mark = () => {
        if (!touched) statements += 2; // BEGIN, COMMIT
        touched = true;
        statements++;
      };
      return fn({ ...tx, query: counted(tx.query.bind(tx), mark), exec: counted(tx.exec.bind(tx), mark) });
    });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
/** The senders, woken by each stored request: held off while the request path alone is counted. */
function holdSenders(): () => void {
  const [notify, send] = [t.notifier.trigger, t.outbound.trigger];
  t.notifier.trigger = () => {};
  t.outbound.trigger = () => {};
  return () => {
    t.notifier.trigger = notify;
    t.outbound.trigger = send;
  };
}

beforeEach(async () => {
  await t.notifier.flush();
  await t.outbound.flush();
  await t.database.db.delete(rateLimits);
});

const form = (i: number) => ({
  requestId: randomUUID(),
  name: `통계${i}`,
  phone: `010-5555-${String(1000 + i).padStart(4, "0")}`,
  email: `stmt${i}@example.com`,
  caseType: "traffic",
  currentStatus: "suspect",
  urgency: "normal",
  content: "경찰서 출석 요구를 받았습니다.",
  privacyAgreed: true,
  sensitiveAgreed: true,
  ageConfirmed: true,
  sourceAgreed: true,
  source: { landingPage: "/board/x/some-guide", ctaSource: "board:some-guide" },
});

const submit = (body: object, i: number) =>
  request(t.app)
    .post("/api/consultations")
    .set("X-Forwarded-For", `10.77.${i >> 8}.${i & 255}`)
    .send(body);

describe.skipIf(process.env.TEST_DATABASE_URL)("statements per submission (embedded database)", () => {
  it(`a new request with an e-mail and an attributed article costs at most ${SUBMIT_BUDGET} statement(s) before its 201`, async () => {
    // Once unmeasured: caches filled (settings per content version) as in a running server.
    expect((await submit(form(0), 0)).status).toBe(201);
    await t.notifier.flush();
    await t.outbound.flush();
    const release = holdSenders();
    const before = statements;
    const res = await submit(form(1), 1);
    const used = statements - before;
    release();
    expect(res.status).toBe(201);
    console.log(`statements per submission: ${used} (budget ${SUBMIT_BUDGET})`);
    expect(used).toBeGreaterThanOrEqual(1); // the request was stored: a count of 0 means the counting missed it
    expect(used).toBeLessThanOrEqual(SUBMIT_BUDGET);
  });

  it(`a repeat of a stored request id costs at most ${SUBMIT_BUDGET} statement(s)`, async () => {
    const body = form(2);
    const first = await submit(body, 2);
    await t.notifier.flush();
    await t.outbound.flush();
    const release = holdSenders();
    const before = statements;
    const again = await submit(body, 2);
    release();
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(statements - before).toBeLessThanOrEqual(SUBMIT_BUDGET);
  });

  it(`the senders spend at most ${SEND_BUDGET_PER_REQUEST} statements per request draining a burst of ${BURST}`, async () => {
    // Counted together: the burst's submissions (at most their budget each) and the senders' work until both
    // queues are empty; what is left over the submissions' budget is the sending.
    const mailsBefore = smtp.messages.length;
    const before = statements;
    const submitsBefore = submitStatements;
    const answers = await Promise.all(Array.from({ length: BURST }, (_, k) => submit(form(100 + k), 100 + k)));
    expect(answers.map((r) => r.status)).toEqual(Array(BURST).fill(201));
    await t.notifier.flush();
    await t.outbound.flush();
    const delivered = smtp.messages.length - mailsBefore;
    const total = statements - before;
    const stored = submitStatements - submitsBefore;
    const sending = total - stored;
    console.log(
      `statements for ${BURST} requests and their sending: ${total}; sending per request ≈ ${(sending / BURST).toFixed(2)} (budget ${SEND_BUDGET_PER_REQUEST})`,
    );
    console.log(`statements storing the ${BURST} requests sent at once: ${stored} (group commit)`);
    expect(stored).toBeGreaterThanOrEqual(1);
    expect(stored).toBeLessThan(BURST);
    expect(delivered).toBeGreaterThanOrEqual(2 * BURST);
    expect(sending).toBeLessThanOrEqual(BURST * SEND_BUDGET_PER_REQUEST);
  });
});
