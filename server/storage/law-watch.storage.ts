// The law watch's queries: citations, watched laws, changes with what they affect, the day's run row, the
// notice switch. Every list is one query (no query per guide), and a list of guides names only what cites a change.
import { and, asc, desc, eq, inArray, isNull, lte, ne, or, sql } from "drizzle-orm";
import {
  interviews,
  lawChanges,
  lawWatchRuns,
  lawWatchSettings,
  postCitations,
  posts,
  watchedLaws,
  type LawChangeRow,
} from "@shared/schema";
import type { Citation } from "@shared/content/law-citations";
import type { Executor } from "../db";

export type CitingKind = "post" | "interview";
export type NewLawChange = Pick<LawChangeRow, "lawId" | "jo" | "kind" | "promulgatedOn" | "effectiveOn" | "reasonExcerpt">;

/** A guide or interview citing an article, with its review date. */
export interface CitingItem {
  kind: CitingKind;
  id: number;
  title: string;
  lawAsOf: string | null;
  lawId: string;
  jo: string;
  label: string;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export function createLawWatchStorage(db: Executor) {
  return {
    async citations(kind: CitingKind, id: number) {
      return db
        .select({ lawId: postCitations.lawId, jo: postCitations.jo, label: postCitations.label })
        .from(postCitations)
        .where(and(eq(postCitations.postKind, kind), eq(postCitations.postId, id)))
        .orderBy(asc(postCitations.lawId), asc(postCitations.jo));
    },
    async replaceCitations(kind: CitingKind, id: number, citations: Citation[]): Promise<void> {
      await db.delete(postCitations).where(and(eq(postCitations.postKind, kind), eq(postCitations.postId, id)));
      if (citations.length) await db.insert(postCitations).values(citations.map((c) => ({ postKind: kind, postId: id, ...c })));
    },
    /** Each cited article's latest effective change (in force or upcoming) per law+article, for the editor. */
    async latestEffective(pairs: { lawId: string; jo: string }[]): Promise<Map<string, string>> {
      if (!pairs.length) return new Map();
      const rows = await db
        .select({ lawId: lawChanges.lawId, jo: lawChanges.jo, effectiveOn: sql<string>`max(${lawChanges.effectiveOn})::text` })
        .from(lawChanges)
        .where(inArray(lawChanges.lawId, [...new Set(pairs.map((p) => p.lawId))]))
        .groupBy(lawChanges.lawId, lawChanges.jo);
      return new Map(rows.map((r) => [`${r.lawId}|${r.jo}`, r.effectiveOn]));
    },

    async watched() {
      return db.select().from(watchedLaws).orderBy(asc(watchedLaws.name));
    },
    async watchedById(lawId: string) {
      const [row] = await db.select().from(watchedLaws).where(eq(watchedLaws.lawId, lawId));
      return row;
    },
    /** Adds laws (a known one keeps its name); `rebaseline` asks the next run to read their articles' history again. */
    async watch(laws: { lawId: string; name: string; addedBy?: string | null }[], rebaseline = false): Promise<void> {
      const unique = [...new Map(laws.map((l) => [l.lawId, l])).values()];
      if (!unique.length) return;
      await db
        .insert(watchedLaws)
        .values(unique.map((l) => ({ lawId: l.lawId, name: l.name, addedBy: l.addedBy ?? null })))
        .onConflictDoUpdate({
          target: watchedLaws.lawId,
          set: rebaseline ? { baselineThrough: null } : { name: sql`${watchedLaws.name}` },
        });
    },
    async unwatch(lawId: string): Promise<boolean> {
      return (await db.delete(watchedLaws).where(eq(watchedLaws.lawId, lawId)).returning()).length > 0;
    },
    async setBaseline(lawIds: string[], day: string): Promise<void> {
      if (lawIds.length) await db.update(watchedLaws).set({ baselineThrough: day }).where(inArray(watchedLaws.lawId, lawIds));
    },
    async citationCount(lawId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(postCitations)
        .where(eq(postCitations.lawId, lawId));
      return row?.n ?? 0;
    },

    /** Every cited article of a live guide or interview, with the earliest lawAsOf among what cites it. */
    async citedArticles(): Promise<{ lawId: string; jo: string; earliest: string | null }[]> {
      const result = await db.execute(sql`
        select c.law_id as "lawId", c.jo, min(coalesce(p.law_as_of, i.law_as_of))::text as earliest
        from post_citations c
        left join posts p on c.post_kind = 'post' and p.id = c.post_id and p.deleted_at is null
        left join interviews i on c.post_kind = 'interview' and i.id = c.post_id and i.deleted_at is null
        where p.id is not null or i.id is not null
        group by c.law_id, c.jo`);
      return rowsOf<{ lawId: string; jo: string; earliest: string | null }>(result);
    },

    /** The live guides and interviews citing any of these laws (one query). */
    async citing(lawIds: string[]): Promise<CitingItem[]> {
      if (!lawIds.length) return [];
      const result = await db.execute(sql`
        select c.post_kind as kind, c.post_id as id, coalesce(p.title, i.title) as title,
               coalesce(p.law_as_of, i.law_as_of)::text as "lawAsOf", c.law_id as "lawId", c.jo, c.label
        from post_citations c
        left join posts p on c.post_kind = 'post' and p.id = c.post_id and p.deleted_at is null
        left join interviews i on c.post_kind = 'interview' and i.id = c.post_id and i.deleted_at is null
        where (p.id is not null or i.id is not null) and c.law_id in (${sql.join(
          lawIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        order by c.post_kind, c.post_id`);
      return rowsOf<CitingItem>(result);
    },

    async changeExists(c: Pick<NewLawChange, "lawId" | "jo" | "effectiveOn" | "kind">): Promise<boolean> {
      const [row] = await db
        .select({ id: lawChanges.id })
        .from(lawChanges)
        .where(
          and(
            eq(lawChanges.lawId, c.lawId),
            eq(lawChanges.jo, c.jo),
            eq(lawChanges.effectiveOn, c.effectiveOn),
            eq(lawChanges.kind, c.kind),
          ),
        );
      return row !== undefined;
    },
    /** Inserts what is new (the unique key settles repeats and concurrent runs); the number inserted. */
    async insertChanges(rows: NewLawChange[], detectedAt: Date): Promise<number> {
      if (!rows.length) return 0;
      const inserted = await db
        .insert(lawChanges)
        .values(rows.map((r) => ({ ...r, detectedAt })))
        .onConflictDoNothing()
        .returning({ id: lawChanges.id });
      return inserted.length;
    },
    /** Upcoming changes whose day has come and that have no in-force row yet. */
    async dueUpcoming(today: string): Promise<LawChangeRow[]> {
      return db
        .select()
        .from(lawChanges)
        .where(and(eq(lawChanges.kind, "upcoming"), lte(lawChanges.effectiveOn, today), ne(lawChanges.status, "resolved")));
    },
    async closeUpcoming(ids: number[], now: Date): Promise<void> {
      if (ids.length)
        await db
          .update(lawChanges)
          .set({ status: "resolved", resolvedBy: "법령 변경 확인(시행일 도래)", resolvedAt: now })
          .where(inArray(lawChanges.id, ids));
    },
    async changes(status?: string): Promise<LawChangeRow[]> {
      return db
        .select()
        .from(lawChanges)
        .where(status ? eq(lawChanges.status, status) : undefined)
        .orderBy(desc(lawChanges.effectiveOn), asc(lawChanges.id))
        .limit(500);
    },
    /** Changes still open or acknowledged (the review queue's). */
    async unresolved(): Promise<LawChangeRow[]> {
      return db.select().from(lawChanges).where(ne(lawChanges.status, "resolved")).orderBy(asc(lawChanges.effectiveOn));
    },
    async updateChange(id: number, values: Partial<Pick<LawChangeRow, "status" | "resolvedBy" | "resolvedAt" | "note">>) {
      const [row] = await db.update(lawChanges).set(values).where(eq(lawChanges.id, id)).returning();
      return row;
    },
    /** Unresolved in-force changes of these law+article pairs, effective on or before `today`. */
    async inForceChanges(lawId: string, jo: string, today: string): Promise<LawChangeRow[]> {
      return db
        .select()
        .from(lawChanges)
        .where(
          and(
            eq(lawChanges.lawId, lawId),
            eq(lawChanges.jo, jo),
            inArray(lawChanges.kind, ["article_changed", "in_force"]),
            ne(lawChanges.status, "resolved"),
            lte(lawChanges.effectiveOn, today),
          ),
        );
    },
    /** The public notices of one guide: unresolved changes in force on `today` to an article it cites, after its lawAsOf. */
    async noticesFor(kind: CitingKind, id: number, lawAsOf: string, today: string) {
      return db
        .selectDistinct({ label: postCitations.label, effectiveOn: lawChanges.effectiveOn })
        .from(postCitations)
        .innerJoin(lawChanges, and(eq(lawChanges.lawId, postCitations.lawId), eq(lawChanges.jo, postCitations.jo)))
        .where(
          and(
            eq(postCitations.postKind, kind),
            eq(postCitations.postId, id),
            inArray(lawChanges.kind, ["article_changed", "in_force"]),
            ne(lawChanges.status, "resolved"),
            lte(lawChanges.effectiveOn, today),
            sql`${lawChanges.effectiveOn} > ${lawAsOf}`,
          ),
        )
        .orderBy(asc(lawChanges.effectiveOn), asc(postCitations.label));
    },

    /**
     * Claims the day's run: inserts the row, or, when `again` (a run by hand), takes over a finished row or one
     * left running for more than 15 minutes. Undefined when another instance has it.
     */
    async claimRun(day: string, now: Date, again: boolean) {
      const [inserted] = await db.insert(lawWatchRuns).values({ day, startedAt: now }).onConflictDoNothing().returning();
      if (inserted || !again) return inserted;
      const [taken] = await db
        .update(lawWatchRuns)
        .set({ status: "running", attempts: sql`${lawWatchRuns.attempts} + 1`, startedAt: now, finishedAt: null, lastError: null })
        .where(
          and(
            eq(lawWatchRuns.day, day),
            or(ne(lawWatchRuns.status, "running"), lte(lawWatchRuns.startedAt, new Date(now.getTime() - 15 * 60_000))),
          ),
        )
        .returning();
      return taken;
    },
    async finishRun(
      day: string,
      values: { status: "succeeded" | "failed"; finishedAt: Date; checkedThrough?: string; changesFound?: number; lastError?: string },
    ) {
      await db.update(lawWatchRuns).set(values).where(eq(lawWatchRuns.day, day));
    },
    async runOn(day: string) {
      const [row] = await db.select().from(lawWatchRuns).where(eq(lawWatchRuns.day, day));
      return row;
    },
    async lastRun(status: "succeeded" | "failed") {
      const [row] = await db.select().from(lawWatchRuns).where(eq(lawWatchRuns.status, status)).orderBy(desc(lawWatchRuns.day)).limit(1);
      return row;
    },

    async publicNotice(): Promise<boolean> {
      const [row] = await db.select().from(lawWatchSettings).where(eq(lawWatchSettings.id, 1));
      return row?.publicNotice ?? true;
    },
    async setPublicNotice(on: boolean, by: string, now: Date): Promise<void> {
      await db
        .insert(lawWatchSettings)
        .values({ id: 1, publicNotice: on, updatedBy: by, updatedAt: now })
        .onConflictDoUpdate({ target: lawWatchSettings.id, set: { publicNotice: on, updatedBy: by, updatedAt: now } });
    },

    async contentOf(kind: CitingKind, id: number): Promise<string | null> {
      const table = kind === "post" ? posts : interviews;
      const [row] = await db.select({ content: table.content }).from(table).where(eq(table.id, id));
      return row?.content ?? null;
    },
    /** Whether a live post or interview with this id exists. */
    async itemExists(kind: CitingKind, id: number): Promise<boolean> {
      const table = kind === "post" ? posts : interviews;
      const [row] = await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.id, id), isNull(table.deletedAt)));
      return row !== undefined;
    },
  };
}
