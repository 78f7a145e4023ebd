// The back office's reads and changes of consultation requests. Lists page by (created_at, id), newest
// first, so the 10,000th request is as quick to reach as the first.
import { and, asc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { newestFirst } from "./order";
import { overdueAt, type ClockParams } from "./response-clock-sql";
import { createDueOrderStorage, type DueCursor, type DueOrder } from "./due-order.storage";
import { consultationHistory, consultations, outboundMessages, type Consultation, type ConsultationHistoryEntry } from "@shared/schema";
import type { ConsultationFilters } from "@shared/intake/admin-consultations";
import type { Executor } from "../db";

/** Page position: the creation time in epoch microseconds and the id of the last row shown. */
export interface ListCursor {
  micros: string;
  id: number;
}

export type ConsultationRow = Consultation & { cursorMicros: string };

export type { ClockParams, DueCursor, DueOrder };

/** The fields an administrator may change here (the stage with the status and outcome fields it moves). */
export type ConsultationChanges = Partial<Pick<Consultation, "assignedTo" | "adminNotes">>;
type RequestValues = ConsultationChanges &
  Partial<Pick<Consultation, "stage" | "consultationStatus" | "outcome" | "outcomeReason" | "outcomeAt" | "feeAmount">>;
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

export function createAdminConsultationsStorage(db: Executor) {
  const dueOrder = createDueOrderStorage(db);
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

    /** The owed streams of a due order after `after` (exposed so a test can check their plans). */
    owedQueries(order: DueOrder, filters: ConsultationFilters, limit: number, clock: ClockParams, after?: DueCursor) {
      return dueOrder.owedQueries(order, filterCondition(filters), limit, clock, after);
    },

    /** One page in a due order ("기한 초과 먼저" or "오늘 할 일 순"; due-order.storage.ts). */
    async duePage(
      order: DueOrder,
      filters: ConsultationFilters,
      limit: number,
      clock: ClockParams,
      after?: DueCursor,
    ): Promise<(ConsultationRow & { dueCursor: string })[]> {
      const rows = await dueOrder.page(order, filterCondition(filters), limit, clock, after);
      return rows.map((r) => ({ ...r.row, cursorMicros: r.cursorMicros, dueCursor: r.dueCursor }));
    },

    /** One page, most overdue first (see duePage). */
    dueFirstPage(filters: ConsultationFilters, limit: number, clock: ClockParams, after?: DueCursor) {
      return this.duePage("overdue", filters, limit, clock, after);
    },

    /** Of the given requests, those with an acknowledgement (e-mail or text) that failed: one query for a page. */
    async ackFailed(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ id: outboundMessages.consultationId })
        .from(outboundMessages)
        .where(
          and(
            inArray(outboundMessages.consultationId, ids),
            inArray(outboundMessages.kind, ["ack_email", "ack_sms"]),
            eq(outboundMessages.status, "failed"),
          ),
        );
      return new Set(rows.map((r) => r.id));
    },

    /** Open requests past their due time, over the filters but the status. */
    countOverdueQuery(filters: ConsultationFilters, clock: ClockParams) {
      return db
        .select({ n: sql<number>`count(*)::int` })
        .from(consultations)
        .where(and(filterCondition(filters, { withStatus: false }), overdueAt(clock)));
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
    async setFields(id: number, values: RequestValues): Promise<void> {
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
