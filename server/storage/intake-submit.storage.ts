// A consultation request stored in ONE statement: a call of the database function `intake_submit`
// (migrations/0030_intake_submit_function.sql), which does the repeat check (same requestId), the per-address counter,
// the site-wide ceiling of new requests, the request itself with the article it came from, and its messages (with the
// per-recipient and site-wide acknowledgement budgets). One statement is one implicit transaction: the request and its
// messages are committed together, or neither is. A function's statements are planned once per database session; the
// same work as one ad hoc statement was planned again for every submission, at about the cost of running it. On the
// embedded database every statement costs a flush of the files, and on either database the driver's and the
// protocol's work per statement is most of a submission's cost, so the submissions that arrive together are stored by
// one statement (group commit, below) (docs/performance.md, "Intake under load").
//
// Every limit is a counter row of `rate_limits`, bumped with insert … on conflict do update, read and written by
// key (constant time, however many requests are stored). Per address and per recipient the count is exact under
// concurrency (concurrent bumps of one key wait for each other). The site-wide figures are per clock window (10
// minutes for new requests, the hour for acknowledgements), each spread over SITE_SHARDS rows (32) picked at random and
// summed on reading: a single row written by every request would make concurrent submissions on Postgres wait for
// each other's commit. A site-wide limit may be passed by the requests in flight at the same moment.
import { sql } from "drizzle-orm";
import type { OutboundChannel, OutboundKind, OutboundStatus } from "@shared/intake/options";
import type { Executor } from "../db";

/** The request's columns as stored (consents, attribution, contact), without the id and defaults. */
export interface IntakeRow {
  requestId: string | null;
  name: string;
  phone: string;
  email: string | null;
  age: number | null;
  caseType: string;
  currentStatus: string;
  urgency: string;
  incidentDate: string | null;
  content: string;
  consultationType: string | null;
  at: Date;
  consentVersion: string;
  smsConsent: boolean;
  contactMethod: string | null;
  avoidTime: string | null;
  avoidTimeNote: string | null;
  noMessages: boolean;
  landingPage: string | null;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  ctaSource: string | null;
  /** The guide the visit came from (its id is looked up in the same statement). */
  articleSlug: string | null;
}

export interface IntakeMessage {
  kind: OutboundKind;
  channel: OutboundChannel;
  recipient: string;
  /** With `marker` where the request's number goes (known only once the row is inserted). */
  body: string;
  nextAttemptAt: Date;
  /** Recorded as failed at once with this reason (the channel is not configured). */
  failedReason: string | null;
  /** An acknowledgement: the per-recipient counter's key, and the reason stored when that recipient had one. */
  ack: { key: string; alreadyReason: string } | null;
}

interface IntakeBudgets {
  /** The per-address counter: key and at most `max` per `windowMs`. */
  address: { key: string; max: number; windowMs: number };
  requestsPer10Minutes: number;
  ackPerRecipientMs: number;
  acksPerHour: number;
  /** Stored on acknowledgements skipped for the site-wide budget (and how a repeat recognises them). */
  budgetReason: string;
}

type IntakeOutcome =
  | { kind: "repeat"; id: number; acknowledgementSkipped: boolean; queued: OutboundKind[] }
  | { kind: "address-limited"; windowStart: Date }
  | { kind: "site-limited" }
  /** A concurrent submission of the same requestId inserted first: look it up. */
  | { kind: "lost-race" }
  | { kind: "created"; id: number; messages: Array<{ kind: OutboundKind; status: OutboundStatus; lastError: string | null }> };

/** The key prefix of the site-wide window counters in `rate_limits` (the retention job purges them after a day). */
export const SITE_COUNTER_PREFIX = "consult-site:";
const SITE_SHARDS = 32;

const randomShard = () => Math.floor(Math.random() * SITE_SHARDS);

/** The site-wide counter of `name` for the window of `windowMs` holding `at`: every shard's key, and the one to bump. */
function siteCounter(name: string, at: Date, windowMs: number, shard: number): { keys: string[]; bump: string } {
  const window = Math.floor(at.getTime() / windowMs);
  const key = (i: number) => `${SITE_COUNTER_PREFIX}${name}:${window}:${i}`;
  return { keys: Array.from({ length: SITE_SHARDS }, (_, i) => key(i)), bump: key(shard) };
}

/** What `intake_submit` answers (migrations/0030_intake_submit_function.sql). */
type FunctionOutcome =
  | { kind: "repeat"; id: number; ackSkipped: boolean; queued: OutboundKind[] }
  | { kind: "address-limited"; windowStart: string }
  | { kind: "site-limited" }
  | { kind: "lost-race" }
  | { kind: "created"; id: number; messages: Array<{ kind: OutboundKind; status: OutboundStatus; lastError: string | null }> };

/** The request as the function reads it: the consultations table's own column names (jsonb_populate_record). */
function columnsOf(row: IntakeRow): Record<string, unknown> {
  return {
    request_id: row.requestId,
    name: row.name,
    phone: row.phone,
    email: row.email,
    age: row.age,
    case_type: row.caseType,
    current_status: row.currentStatus,
    urgency: row.urgency,
    incident_date: row.incidentDate,
    content: row.content,
    consultation_type: row.consultationType,
    consent_version: row.consentVersion,
    sms_consent: row.smsConsent,
    contact_method: row.contactMethod,
    avoid_time: row.avoidTime,
    avoid_time_note: row.avoidTimeNote,
    no_messages: row.noMessages,
    landing_page: row.landingPage,
    referrer: row.referrer,
    utm_source: row.utmSource,
    utm_medium: row.utmMedium,
    utm_campaign: row.utmCampaign,
    utm_term: row.utmTerm,
    utm_content: row.utmContent,
    cta_source: row.ctaSource,
  };
}

/**
 * The function's input for one submission (see the migration for what it does with each part). `shard`: which row of
 * each site-wide counter it bumps (random; one for a whole batch, see createBatchedIntakeSubmitStorage).
 */
function functionInput(row: IntakeRow, messages: IntakeMessage[], marker: string, budgets: IntakeBudgets, shard = randomShard()): object {
  const now = row.at;
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const newRequests = siteCounter("new", now, 10 * 60_000, shard);
  const sentAcks = siteCounter("acks", now, 3_600_000, shard);
  const hasAcks = messages.some((m) => m.ack && !m.failedReason);
  return {
    at: now.toISOString(),
    row: columnsOf(row),
    articleSlug: row.articleSlug,
    marker,
    budgetReason: budgets.budgetReason,
    address: { key: budgets.address.key, max: budgets.address.max, windowFrom: ago(budgets.address.windowMs) },
    site: { keys: newRequests.keys, bump: newRequests.bump, max: budgets.requestsPer10Minutes },
    acks: {
      keys: hasAcks ? sentAcks.keys : [],
      bump: sentAcks.bump,
      max: budgets.acksPerHour,
      recipientWindowFrom: ago(budgets.ackPerRecipientMs),
    },
    messages: messages.map((m) => ({
      kind: m.kind,
      channel: m.channel,
      recipient: m.recipient,
      body: m.body,
      next_at: m.nextAttemptAt.toISOString(),
      failed: m.failedReason,
      // A message failed at once counts against no budget.
      rkey: m.failedReason ? null : (m.ack?.key ?? null),
      again_reason: m.ack?.alreadyReason ?? null,
    })),
  };
}

const parsed = (raw: unknown): unknown => (typeof raw === "string" ? JSON.parse(raw) : raw);

function outcomeOf(r: FunctionOutcome): IntakeOutcome {
  switch (r.kind) {
    case "repeat":
      return { kind: "repeat", id: Number(r.id), acknowledgementSkipped: r.ackSkipped, queued: r.queued };
    case "created":
      return { kind: "created", id: Number(r.id), messages: r.messages };
    case "address-limited":
      return { kind: "address-limited", windowStart: new Date(r.windowStart) };
    default:
      return r;
  }
}

async function submitOne(db: Executor, input: object): Promise<IntakeOutcome> {
  const result = await db.execute(sql`select intake_submit(${JSON.stringify(input)}::jsonb) as r`);
  return outcomeOf(parsed((result.rows as Array<{ r: unknown }>)[0].r) as FunctionOutcome);
}

export interface IntakeSubmitStorage {
  submit(row: IntakeRow, messages: IntakeMessage[], marker: string, budgets: IntakeBudgets): Promise<IntakeOutcome>;
}

export function createIntakeSubmitStorage(db: Executor): IntakeSubmitStorage {
  return {
    submit: (row, messages, marker, budgets) => submitOne(db, functionInput(row, messages, marker, budgets)),
  };
}

/** The most submissions one statement stores. */
const MAX_BATCH = 8;

type Waiting = { input: (shard: number) => object; resolve: (o: IntakeOutcome) => void; reject: (e: unknown) => void };

/**
 * Group commit: the submissions that arrive while an earlier batch is being stored are stored together by one
 * statement (`intake_submit_many`, one transaction, each request handled in arrival order exactly as alone), committed
 * before any of them is answered. One statement for many spares the database its per-statement work (the protocol, the
 * call, the commit and its flush) and this process the driver's, which under a burst is most of a submission's cost,
 * on the embedded database (one connection) and on Postgres alike (docs/performance.md, "Fourth pass"). One batch at a
 * time: two would only wait for each other on the site-wide counters. If the statement fails, each submission of the
 * batch is tried again alone, so a bad one fails only itself.
 * A batch bumps ONE row of each site-wide counter (one shard for all its submissions, as a single submission does):
 * with a shard each, two batches running at once (two instances on one Postgres) would lock rows in opposite orders,
 * and Postgres found deadlocks at once under a burst. Two batches can then meet only on a request's own rows (the
 * same address or recipient in both, in opposite orders): Postgres ends one of them, and its submissions are tried alone.
 */
export function createBatchedIntakeSubmitStorage(db: Executor): IntakeSubmitStorage {
  const waiting: Waiting[] = [];
  /** A batch is about to be stored (one turn of the event loop away) or is being stored. */
  let busy = false;

  async function store(arrived: Waiting[]): Promise<void> {
    const shard = randomShard();
    const batch: Array<Omit<Waiting, "input"> & { input: object }> = [];
    for (const w of arrived) {
      try {
        batch.push({ ...w, input: w.input(shard) });
      } catch (error) {
        w.reject(error); // a submission that cannot be written as the function's input fails alone
      }
    }
    if (batch.length === 0) return;
    if (batch.length === 1) {
      await submitOne(db, batch[0].input).then(batch[0].resolve, batch[0].reject);
      return;
    }
    let outcomes: FunctionOutcome[] | null = null;
    try {
      const payload = `[${batch.map((b) => JSON.stringify(b.input)).join(",")}]`;
      const result = await db.execute(sql`select intake_submit_many(${payload}::jsonb) as r`);
      outcomes = parsed((result.rows as Array<{ r: unknown }>)[0].r) as FunctionOutcome[];
    } catch {
      outcomes = null;
    }
    if (outcomes && outcomes.length === batch.length) batch.forEach((b, i) => b.resolve(outcomeOf(outcomes[i])));
    else for (const b of batch) await submitOne(db, b.input).then(b.resolve, b.reject);
  }

  /** Stores the next batch when none is being stored: after one turn of the event loop, so the bodies arriving meanwhile join it. */
  function schedule(): void {
    if (busy || waiting.length === 0) return;
    busy = true;
    setImmediate(() => {
      void store(waiting.splice(0, MAX_BATCH)).finally(() => {
        busy = false;
        schedule();
      });
    });
  }

  return {
    submit: (row, messages, marker, budgets) =>
      new Promise<IntakeOutcome>((resolve, reject) => {
        waiting.push({ input: (shard) => functionInput(row, messages, marker, budgets, shard), resolve, reject });
        schedule();
      }),
  };
}
