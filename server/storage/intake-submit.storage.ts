// A consultation request stored in ONE statement: the repeat check (same requestId), the per-address counter, the
// site-wide ceiling of new requests, the request itself with the article it came from, and its messages (with
// the per-recipient and site-wide acknowledgement budgets) are the parts of a single data-modifying `with` query.
// One statement is one implicit transaction: the request and its messages are committed together, or neither is.
// On the embedded database every statement costs the server's own thread and a flush of the files, so the write
// path is as many statements as a submission costs (docs/performance.md, "Intake under load").
//
// Every limit is a counter row of `rate_limits`, bumped with insert … on conflict do update, read and written by
// key (constant time, however many requests are stored). Per address and per recipient the count is exact under
// concurrency (concurrent bumps of one key wait for each other). The site-wide figures are per clock window (10
// minutes for new requests, the hour for acknowledgements), each spread over SITE_SHARDS rows (32) picked at random and
// summed on reading: a single row written by every request would make concurrent submissions on Postgres wait for
// each other's commit. A site-wide limit may be passed by the requests in flight at the same moment.
import { sql, type SQL } from "drizzle-orm";
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

export interface IntakeBudgets {
  /** The per-address counter: key and at most `max` per `windowMs`. */
  address: { key: string; max: number; windowMs: number };
  requestsPer10Minutes: number;
  ackPerRecipientMs: number;
  acksPerHour: number;
  /** Stored on acknowledgements skipped for the site-wide budget (and how a repeat recognises them). */
  budgetReason: string;
}

export type IntakeOutcome =
  | { kind: "repeat"; id: number; acknowledgementSkipped: boolean; queued: OutboundKind[] }
  | { kind: "address-limited"; windowStart: Date }
  | { kind: "site-limited" }
  /** A concurrent submission of the same requestId inserted first: look it up. */
  | { kind: "lost-race" }
  | { kind: "created"; id: number; messages: Array<{ kind: OutboundKind; status: OutboundStatus; lastError: string | null }> };

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** The key prefix of the site-wide window counters in `rate_limits` (the retention job purges them after a day). */
export const SITE_COUNTER_PREFIX = "consult-site:";
const SITE_SHARDS = 32;

/** The site-wide counter of `name` for the window of `windowMs` holding `at`: every shard's key, and one at random. */
function siteCounter(name: string, at: Date, windowMs: number): { keys: SQL; bump: string } {
  const window = Math.floor(at.getTime() / windowMs);
  const key = (shard: number) => `${SITE_COUNTER_PREFIX}${name}:${window}:${shard}`;
  return {
    keys: sql.join(
      Array.from({ length: SITE_SHARDS }, (_, i) => sql`${key(i)}::text`),
      sql`, `,
    ),
    bump: key(Math.floor(Math.random() * SITE_SHARDS)),
  };
}

export function createIntakeSubmitStorage(db: Executor) {
  return {
    async submit(row: IntakeRow, messages: IntakeMessage[], marker: string, budgets: IntakeBudgets): Promise<IntakeOutcome> {
      const now = row.at;
      const ago = (ms: number) => ts(new Date(now.getTime() - ms));
      const acks = messages.filter((m) => m.ack && !m.failedReason);
      const newRequests = siteCounter("new", now, 10 * 60_000);
      const sentAcks = siteCounter("acks", now, 3_600_000);
      const parts: SQL[] = [
        sql`existing as (
          select c.id, exists(
            select 1 from outbound_messages m
            where m.consultation_id = c.id and m.status = 'skipped' and m.last_error = ${budgets.budgetReason}::text
          ) as ack_skipped, (
            select coalesce(json_agg(m.kind), '[]'::json) from outbound_messages m
            where m.consultation_id = c.id and m.kind in ('ack_email', 'ack_sms') and m.status in ('pending', 'sent')
          ) as ack_queued
          from consultations c where c.request_id = ${row.requestId}::uuid
        )`,
        sql`address as (
          insert into rate_limits as r (key, count, window_start, updated_at)
          select ${budgets.address.key}::text, 1, ${ts(now)}, ${ts(now)} where not exists (select 1 from existing)
          on conflict (key) do update set
            count = case when r.window_start <= ${ago(budgets.address.windowMs)} then 1 else r.count + 1 end,
            window_start = case when r.window_start <= ${ago(budgets.address.windowMs)} then ${ts(now)} else r.window_start end,
            updated_at = ${ts(now)}
          returning count, window_start
        )`,
        sql`recent as (
          select coalesce(sum(count), 0)::int as n from rate_limits where key in (${newRequests.keys})
        )`,
        sql`created as (
          insert into consultations (
            request_id, name, phone, email, age, case_type, current_status, urgency, incident_date, content,
            consultation_type, privacy_agreed, privacy_agreed_at, sensitive_agreed, sensitive_agreed_at, consent_version,
            sms_consent, sms_consent_at, contact_method, avoid_time, avoid_time_note, no_messages, landing_page, referrer, utm_source, utm_medium, utm_campaign, utm_term,
            utm_content, cta_source, source_post_id
          )
          select ${row.requestId}::uuid, ${row.name}::text, ${row.phone}::text, ${row.email}::text, ${row.age}::int,
            ${row.caseType}::text, ${row.currentStatus}::text, ${row.urgency}::text, ${row.incidentDate}::date,
            ${row.content}::text, ${row.consultationType}::text, true, ${ts(now)}, true, ${ts(now)},
            ${row.consentVersion}::text, ${row.smsConsent}::boolean, ${row.smsConsent ? ts(now) : sql`null::timestamptz`},
            ${row.contactMethod}::text, ${row.avoidTime}::text, ${row.avoidTimeNote}::text, ${row.noMessages}::boolean,
            ${row.landingPage}::text, ${row.referrer}::text, ${row.utmSource}::text, ${row.utmMedium}::text,
            ${row.utmCampaign}::text, ${row.utmTerm}::text, ${row.utmContent}::text, ${row.ctaSource}::text,
            ${row.articleSlug === null ? sql`null::int` : sql`(select id from posts where slug = ${row.articleSlug}::text and deleted_at is null limit 1)`}
          from address, recent
          where address.count <= ${budgets.address.max}::int and recent.n < ${budgets.requestsPer10Minutes}::int
          on conflict (request_id) do nothing
          returning id
        )`,
        sql`recent_bump as (
          insert into rate_limits as r (key, count, window_start, updated_at)
          select ${newRequests.bump}::text, 1, ${ts(now)}, ${ts(now)} from created
          on conflict (key) do update set count = r.count + 1, updated_at = ${ts(now)}
        )`,
      ];
      if (acks.length > 0) {
        parts.push(
          sql`ack_to as (
            insert into rate_limits as r (key, count, window_start, updated_at)
            select v.key, 1, ${ts(now)}, ${ts(now)} from created, (values ${sql.join(
              acks.map((m) => sql`(${m.ack!.key}::text)`),
              sql`, `,
            )}) v(key)
            on conflict (key) do update set
              count = case when r.window_start <= ${ago(budgets.ackPerRecipientMs)} then 1 else r.count + 1 end,
              window_start = case when r.window_start <= ${ago(budgets.ackPerRecipientMs)} then ${ts(now)} else r.window_start end,
              updated_at = ${ts(now)}
            returning key, count
          )`,
          sql`acks_recent as (
            select coalesce(sum(count), 0)::int as n from rate_limits where key in (${sentAcks.keys})
          )`,
        );
      }
      if (messages.length > 0) {
        const again = sql`(select a.count from ack_to a where a.key = v.rkey) > 1`;
        const over = sql`(select n from acks_recent) >= ${budgets.acksPerHour}::int`;
        const gated = acks.length > 0;
        parts.push(sql`msgs as (
          insert into outbound_messages (consultation_id, kind, channel, recipient, body, next_attempt_at, status, last_error)
          select created.id, v.kind, v.channel, v.recipient, replace(v.body, ${marker}::text, created.id::text), v.next_at::timestamptz,
            case when v.failed is not null then 'failed'
                 when v.rkey is null then 'pending'
                 ${gated ? sql`when ${again} then 'skipped' when ${over} then 'skipped'` : sql``}
                 else 'pending' end,
            case when v.failed is not null then v.failed
                 when v.rkey is null then null
                 ${gated ? sql`when ${again} then v.again_reason when ${over} then ${budgets.budgetReason}::text` : sql``}
                 else null end
          from created, (values ${sql.join(
            messages.map(
              (m) =>
                sql`(${m.kind}::text, ${m.channel}::text, ${m.recipient}::text, ${m.body}::text, ${m.nextAttemptAt.toISOString()}::text,
                     ${m.failedReason}::text, ${m.failedReason ? null : (m.ack?.key ?? null)}::text, ${m.ack?.alreadyReason ?? null}::text)`,
            ),
            sql`, `,
          )}) v(kind, channel, recipient, body, next_at, failed, rkey, again_reason)
          on conflict do nothing
          returning kind, status, last_error
        )`);
        if (acks.length > 0) {
          parts.push(sql`acks_bump as (
            insert into rate_limits as r (key, count, window_start, updated_at)
            select ${sentAcks.bump}::text, count(*)::int, ${ts(now)}, ${ts(now)} from msgs
            where kind in ('ack_email', 'ack_sms') and status = 'pending'
            having count(*) > 0
            on conflict (key) do update set count = r.count + excluded.count, updated_at = ${ts(now)}
          )`);
        }
      }
      const messagesOut =
        messages.length > 0
          ? sql`(select coalesce(json_agg(json_build_object('kind', kind, 'status', status, 'lastError', last_error)), '[]'::json) from msgs)`
          : sql`'[]'::json`;
      const result = await db.execute(sql`with ${sql.join(parts, sql`, `)}
        select (select id from existing) as existing_id, (select ack_skipped from existing) as existing_ack_skipped,
          (select ack_queued from existing) as existing_ack_queued,
          (select count from address) as address_count, (select window_start from address) as address_window_start,
          (select n from recent) as recent_n, (select id from created) as created_id, ${messagesOut} as messages`);
      const r = (result.rows as Record<string, unknown>[])[0];
      if (r.existing_id != null) {
        const queued = typeof r.existing_ack_queued === "string" ? JSON.parse(r.existing_ack_queued) : r.existing_ack_queued;
        return {
          kind: "repeat",
          id: Number(r.existing_id),
          acknowledgementSkipped: Boolean(r.existing_ack_skipped),
          queued: queued as OutboundKind[],
        };
      }
      if (r.created_id != null) {
        const list = typeof r.messages === "string" ? JSON.parse(r.messages) : r.messages;
        return { kind: "created", id: Number(r.created_id), messages: list as Extract<IntakeOutcome, { kind: "created" }>["messages"] };
      }
      if (Number(r.address_count) > budgets.address.max)
        return { kind: "address-limited", windowStart: new Date(r.address_window_start as string) };
      if (Number(r.recent_n) >= budgets.requestsPer10Minutes) return { kind: "site-limited" };
      return { kind: "lost-race" };
    },
  };
}
