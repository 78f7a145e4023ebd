// The outcome report's figures, aggregated by Postgres in one pass over the range's requests (GROUPING SETS:
// per lead source, per campaign, per article, and the total), never by loading the rows. The range is found
// through consultations_created_at_idx; a reached contact through consultation_contacts_consultation_idx; a request's
// booking (at most one) through bookings_consultation_unique.
import { sql } from "drizzle-orm";
import type { Executor } from "../db";

export interface ReportAggregate {
  /** Which table the row belongs to. */
  dimension: "source" | "campaign" | "article" | "total";
  /** The source, the campaign, or the article id as text; "" when there is none (직접 방문, no campaign, no article). */
  key: string;
  title: string | null;
  requests: number;
  reached: number;
  consulted: number;
  retained: number;
  fees: number;
  contacted: number;
  medianMinutes: number | null;
  /** Requests made with a booked time; of them, the booking completed (attended); of those, retained. */
  booked: number;
  attended: number;
  attendedRetained: number;
}

interface RawRow {
  g_source: number;
  g_campaign: number;
  g_article: number;
  source: string | null;
  campaign: string | null;
  post_id: number | null;
  title: string | null;
  requests: number | string;
  reached: number | string;
  consulted: number | string;
  retained: number | string;
  fees: number | string | null;
  contacted: number | string;
  median_seconds: number | string | null;
  booked: number | string;
  attended: number | string;
  attended_retained: number | string;
}

export function createOutcomeReportStorage(db: Executor) {
  return {
    async aggregate(start: Date, end: Date): Promise<ReportAggregate[]> {
      const result = await db.execute(sql`
        with base as (
          select
            coalesce(
              nullif(lower(btrim(c.utm_source)), ''),
              nullif(regexp_replace(lower(substring(c.referrer from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^@/?#]*@)?([^/?#:]+)')), '^www[.]', ''), ''),
              ''
            ) as source,
            coalesce(nullif(btrim(c.utm_campaign), ''), '') as campaign,
            c.source_post_id as post_id,
            p.title,
            coalesce(c.outcome in ('consulted', 'retained', 'not_retained'), false) as consulted,
            coalesce(c.outcome = 'retained', false) as retained,
            case when c.outcome = 'retained' then c.fee_amount end as fee,
            extract(epoch from (c.first_contact_at - c.created_at)) as first_contact_seconds,
            exists (select 1 from consultation_contacts k where k.consultation_id = c.id and k.result = 'reached') as had_call,
            b.id is not null as booked,
            coalesce(b.status = 'completed', false) as attended
          from consultations c
          left join posts p on p.id = c.source_post_id
          left join bookings b on b.consultation_id = c.id
          where c.created_at >= ${start.toISOString()}::timestamptz and c.created_at < ${end.toISOString()}::timestamptz
        )
        select
          grouping(source) as g_source, grouping(campaign) as g_campaign, grouping(post_id, title) as g_article,
          source, campaign, post_id, title,
          count(*)::int as requests,
          count(*) filter (where consulted or had_call)::int as reached,
          count(*) filter (where consulted)::int as consulted,
          count(*) filter (where retained)::int as retained,
          coalesce(sum(fee), 0)::bigint as fees,
          count(first_contact_seconds)::int as contacted,
          percentile_cont(0.5) within group (order by first_contact_seconds) as median_seconds,
          count(*) filter (where booked)::int as booked,
          count(*) filter (where attended)::int as attended,
          count(*) filter (where attended and retained)::int as attended_retained
        from base
        group by grouping sets ((source), (campaign), (post_id, title), ())`);
      return (result.rows as unknown as RawRow[]).map((r) => {
        const dimension =
          Number(r.g_source) === 0 ? "source" : Number(r.g_campaign) === 0 ? "campaign" : Number(r.g_article) === 0 ? "article" : "total";
        const key =
          dimension === "source"
            ? (r.source ?? "")
            : dimension === "campaign"
              ? (r.campaign ?? "")
              : dimension === "article" && r.post_id !== null
                ? String(r.post_id)
                : "";
        return {
          dimension,
          key,
          title: r.title,
          requests: Number(r.requests),
          reached: Number(r.reached),
          consulted: Number(r.consulted),
          retained: Number(r.retained),
          fees: Number(r.fees ?? 0),
          contacted: Number(r.contacted),
          medianMinutes: r.median_seconds === null ? null : Number(r.median_seconds) / 60,
          booked: Number(r.booked),
          attended: Number(r.attended),
          attendedRetained: Number(r.attended_retained),
        };
      });
    },
  };
}
