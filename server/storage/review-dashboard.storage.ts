// The review queue's two guide lists, each one query with its filter in SQL (a thousand guides are never loaded
// to be filtered here): guides whose review is older than 12 months, and guides and interviews citing an article
// changed in force after their lawAsOf.
import { sql } from "drizzle-orm";
import type { Executor } from "../db";
import type { CitingKind } from "./law-watch.storage";

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface StaleGuide {
  id: number;
  title: string;
  reviewedAt: string;
}

export interface ChangedCitation {
  kind: CitingKind;
  id: number;
  title: string;
  lawAsOf: string | null;
  label: string;
  effectiveOn: string;
  changeId: number;
}

export function createReviewDashboardStorage(db: Executor) {
  return {
    /** Live published guides last reviewed before `cutoff` (a Korea date: the day 12 months before today). */
    async staleGuides(cutoff: string): Promise<StaleGuide[]> {
      const result = await db.execute(sql`
        select id, title, (reviewed_at at time zone 'Asia/Seoul')::date::text as "reviewedAt"
        from posts
        where deleted_at is null and status = 'published' and reviewed_at is not null
          and (reviewed_at at time zone 'Asia/Seoul')::date < ${cutoff}::date
        order by reviewed_at asc
        limit 1000`);
      return rowsOf<StaleGuide>(result);
    },
    /** Live guides and interviews citing an article with an unresolved change in force on `today`, after their lawAsOf. */
    async changedCitations(today: string): Promise<ChangedCitation[]> {
      const result = await db.execute(sql`
        select c.post_kind as kind, c.post_id as id, coalesce(p.title, i.title) as title,
               coalesce(p.law_as_of, i.law_as_of)::text as "lawAsOf", c.label,
               ch.effective_on::text as "effectiveOn", ch.id as "changeId"
        from law_changes ch
        join post_citations c on c.law_id = ch.law_id and c.jo = ch.jo
        left join posts p on c.post_kind = 'post' and p.id = c.post_id and p.deleted_at is null
        left join interviews i on c.post_kind = 'interview' and i.id = c.post_id and i.deleted_at is null
        where ch.kind in ('article_changed', 'in_force') and ch.status <> 'resolved' and ch.effective_on <= ${today}::date
          and (p.id is not null or i.id is not null)
          and (coalesce(p.law_as_of, i.law_as_of) is null or ch.effective_on > coalesce(p.law_as_of, i.law_as_of))
        order by ch.effective_on asc, c.post_kind, c.post_id`);
      return rowsOf<ChangedCitation>(result);
    },
  };
}
