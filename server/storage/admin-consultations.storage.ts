// The back office's reads and changes of consultation requests. Lists page by (created_at, id), newest
// first, so the 10,000th request is as quick to reach as the first.
import { and, asc, eq, or, sql, type SQL } from "drizzle-orm";
import { newestFirst } from "./order";
import { awaitingFirstContact, dueAt, nextContactPlanned, openRequest, overdueAt, windowOf } from "./response-clock-sql";
import { consultationHistory, consultations, type Consultation, type ConsultationHistoryEntry } from "@shared/schema";
import type { ConsultationFilters } from "@shared/intake/admin-consultations";
import type { Executor } from "../db";

/** Page position: the creation time in epoch microseconds and the id of the last row shown. */
export interface ListCursor {
  micros: string;
  id: number;
}

export type ConsultationRow = Consultation & { cursorMicros: string };

/** Page position in the "기한 초과 먼저" order: the row's (rank, key, tiebreak) as the cursor carries them. */
export interface DueCursor {
  rank: number;
  key: string;
  tiebreak: number;
}

/** The response clock's inputs: the office's reply window and the current time. */
export interface ClockParams {
  replyWithinHours: number;
  now: Date;
}

/** The fields an administrator may change. */
export type ConsultationChanges = Partial<Pick<Consultation, "consultationStatus" | "assignedTo" | "adminNotes">>;
export type NewHistoryRow = typeof consultationHistory.$inferInsert;

export interface EarlierRow {
  forId: number;
  id: number;
  createdAt: Date;
  consultationStatus: string;
  byPhone: boolean;
  byEmail: boolean;
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The WHERE clause of the filters; `status` left out when counting per status. */
function filterCondition(filters: ConsultationFilters, options: { withStatus: boolean } = { withStatus: true }): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filters.search) {
    const term = filters.search;
    const pattern = `%${likeEscape(term)}%`;
    const digits = term.replace(/\D/g, "");
    const anyOf: (SQL | undefined)[] = [sql`${consultations.name} ilike ${pattern}`, sql`${consultations.email} ilike ${pattern}`];
    // Phone numbers are stored as digits: "010-1234" finds 01012345678.
    if (digits.length >= 3 && /^[\d\s()+-]+$/.test(term)) anyOf.push(sql`${consultations.phone} like ${`%${digits}%`}`);
    const id = /^#(\d{1,9})$/.exec(term);
    if (id) anyOf.push(eq(consultations.id, Number(id[1])));
    parts.push(or(...anyOf));
  }
  if (options.withStatus && filters.status) parts.push(eq(consultations.consultationStatus, filters.status));
  if (filters.urgency) parts.push(eq(consultations.urgency, filters.urgency));
  if (filters.type) parts.push(eq(consultations.caseType, filters.type));
  return and(...parts);
}

const cursorMicros = sql<string>`(extract(epoch from ${consultations.createdAt}) * 1000000)::bigint::text`;
/** A moment as epoch microseconds (text: beyond a JavaScript number's exact range), and back. */
const micros = (t: SQL) => sql<string>`(extract(epoch from ${t}) * 1000000)::bigint::text`;
const fromMicros = (key: string) => sql`(timestamptz 'epoch' + ${key}::bigint * interval '1 microsecond')`;

export function createAdminConsultationsStorage(db: Executor) {
  return {
    /** The query of one page (exposed so a test can check its plan). */
    pageQuery(filters: ConsultationFilters, limit: number, after?: ListCursor) {
      const position = after
        ? sql`(${consultations.createdAt}, ${consultations.id}) < (timestamptz 'epoch' + ${after.micros}::bigint * interval '1 microsecond', ${after.id})`
        : undefined;
      return db
        .select({ row: consultations, cursorMicros })
        .from(consultations)
        .where(and(filterCondition(filters), position))
        .orderBy(newestFirst(consultations.createdAt), newestFirst(consultations.id))
        .limit(limit);
    },

    /** The two streams of owed requests in due order, after a rank-0 cursor (exposed so a test can check their plans). */
    owedQueries(filters: ConsultationFilters, limit: number, clock: ClockParams, after?: DueCursor) {
      const window = windowOf(clock.replyWithinHours);
      const position = after?.rank === 0 ? after : undefined;
      return {
        first: db
          .select({ row: consultations, cursorMicros, dueMicros: micros(sql`${consultations.createdAt} + ${window}`) })
          .from(consultations)
          .where(
            and(
              filterCondition(filters),
              awaitingFirstContact,
              position
                ? sql`(${consultations.createdAt}, ${consultations.id}) > (${fromMicros(position.key)} - ${window}, ${position.tiebreak}::int)`
                : undefined,
            ),
          )
          .orderBy(asc(consultations.createdAt), asc(consultations.id))
          .limit(limit),
        next: db
          .select({ row: consultations, cursorMicros, dueMicros: micros(sql`${consultations.nextContactAt}`) })
          .from(consultations)
          .where(
            and(
              filterCondition(filters),
              nextContactPlanned,
              position
                ? sql`(${consultations.nextContactAt}, ${consultations.id}) > (${fromMicros(position.key)}, ${position.tiebreak}::int)`
                : undefined,
            ),
          )
          .orderBy(asc(consultations.nextContactAt), asc(consultations.id))
          .limit(limit),
      };
    },

    /**
     * One page, most overdue first: open requests with something owed, by due time and id (rank 0), then the rest
     * newest first (rank 1). Rank 0 merges two streams that indexes deliver in due order — requests owed a first
     * contact (due at arrival + the window: arrival order, consultations_first_due_idx) and requests owed a
     * planned next contact (consultations_next_due_idx) — so a page costs its size, not the number of open
     * requests. Rank 1 is read in the (created_at, id) index's order. The cursor carries (rank, key, tiebreak):
     * for rank 0 the due time in microseconds and the id, for rank 1 both negated.
     */
    async dueFirstPage(
      filters: ConsultationFilters,
      limit: number,
      clock: ClockParams,
      after?: DueCursor,
    ): Promise<(ConsultationRow & { dueCursor: string })[]> {
      const rows: (ConsultationRow & { dueCursor: string })[] = [];
      if (!after || after.rank === 0) {
        const { first: firstQuery, next: nextQuery } = this.owedQueries(filters, limit, clock, after);
        // One after the other: the executor may be a transaction's single connection.
        const first = await firstQuery;
        const next = await nextQuery;
        const owed = [...first, ...next]
          .sort((a, b) => {
            const byDue = BigInt(a.dueMicros) - BigInt(b.dueMicros);
            return byDue !== 0n ? (byDue < 0n ? -1 : 1) : a.row.id - b.row.id;
          })
          .slice(0, limit);
        rows.push(...owed.map((r) => ({ ...r.row, cursorMicros: r.cursorMicros, dueCursor: `0_${r.dueMicros}_${r.row.id}` })));
      }
      if (rows.length < limit) {
        const position =
          after?.rank === 1
            ? sql`(${consultations.createdAt}, ${consultations.id}) < (${fromMicros(String(-BigInt(after.key)))}, ${-after.tiebreak}::int)`
            : undefined;
        const rest = await db
          .select({ row: consultations, cursorMicros })
          .from(consultations)
          .where(and(filterCondition(filters), sql`not (${openRequest} and ${dueAt(clock.replyWithinHours)} is not null)`, position))
          .orderBy(newestFirst(consultations.createdAt), newestFirst(consultations.id))
          .limit(limit - rows.length);
        rows.push(...rest.map((r) => ({ ...r.row, cursorMicros: r.cursorMicros, dueCursor: `1_-${r.cursorMicros}_-${r.row.id}` })));
      }
      return rows;
    },

    /** Open requests past their due time, over the filters but the status. */
    countOverdueQuery(filters: ConsultationFilters, clock: ClockParams) {
      return db
        .select({ n: sql<number>`count(*)::int` })
        .from(consultations)
        .where(and(filterCondition(filters, { withStatus: false }), overdueAt(clock.replyWithinHours, clock.now)));
    },

    async countOverdue(filters: ConsultationFilters, clock: ClockParams): Promise<number> {
      const [row] = await this.countOverdueQuery(filters, clock);
      return Number(row?.n ?? 0);
    },

    async page(filters: ConsultationFilters, limit: number, after?: ListCursor): Promise<ConsultationRow[]> {
      const rows = await this.pageQuery(filters, limit, after);
      return rows.map((r) => ({ ...r.row, cursorMicros: r.cursorMicros }));
    },

    async countByStatus(filters: ConsultationFilters): Promise<Map<string, number>> {
      const rows = await db
        .select({ status: consultations.consultationStatus, n: sql<number>`count(*)::int` })
        .from(consultations)
        .where(filterCondition(filters, { withStatus: false }))
        .groupBy(consultations.consultationStatus);
      return new Map(rows.map((r) => [r.status, Number(r.n)]));
    },

    /** For each id, the requests made before it with the same phone number or e-mail address. */
    async earlierRequests(ids: number[]): Promise<EarlierRow[]> {
      if (ids.length === 0) return [];
      const result = await db.execute(sql`
        select c.id as "forId", e.id, e.created_at as "createdAt", e.consultation_status as "consultationStatus",
               (e.phone = c.phone) as "byPhone", coalesce(e.email = c.email, false) as "byEmail"
        from consultations c
        join consultations e
          on (e.phone = c.phone or (c.email is not null and e.email = c.email))
         and (e.created_at, e.id) < (c.created_at, c.id)
        where c.id in ${ids}
        order by e.created_at desc nulls last, e.id desc nulls last`);
      return (result.rows as unknown as EarlierRow[]).map((r) => ({
        ...r,
        createdAt: new Date(r.createdAt),
        forId: Number(r.forId),
        id: Number(r.id),
      }));
    },

    async findById(id: number): Promise<ConsultationRow | undefined> {
      const [r] = await db.select({ row: consultations, cursorMicros }).from(consultations).where(eq(consultations.id, id)).limit(1);
      return r && { ...r.row, cursorMicros: r.cursorMicros };
    },

    /** The row, locked (FOR UPDATE) until the caller's transaction ends; undefined for a missing id. */
    async lockById(id: number): Promise<Consultation | undefined> {
      const [current] = await db.select().from(consultations).where(eq(consultations.id, id)).for("update");
      return current;
    },

    /** Sets the given fields and moves lastUpdated to the database's now(). */
    async setFields(id: number, values: ConsultationChanges): Promise<void> {
      await db
        .update(consultations)
        .set({ ...values, lastUpdated: sql`now()` })
        .where(eq(consultations.id, id));
    },

    async insertHistory(rows: NewHistoryRow[]): Promise<void> {
      await db.insert(consultationHistory).values(rows);
    },

    /** Deletes the request (its history goes with it); false when there was none. */
    async delete(id: number): Promise<boolean> {
      const deleted = await db.delete(consultations).where(eq(consultations.id, id)).returning({ id: consultations.id });
      return deleted.length > 0;
    },

    async history(id: number): Promise<ConsultationHistoryEntry[]> {
      return db
        .select()
        .from(consultationHistory)
        .where(eq(consultationHistory.consultationId, id))
        .orderBy(asc(consultationHistory.changedAt), asc(consultationHistory.id));
    },

    async exists(id: number): Promise<boolean> {
      const [r] = await db.select({ id: consultations.id }).from(consultations).where(eq(consultations.id, id)).limit(1);
      return Boolean(r);
    },
  };
}
