// The list's two orders by the response clock, read page by page:
//
// - "기한 초과 먼저" (overdue): every request owed a contact, by due time (the most overdue first); then the rest.
// - "오늘 할 일 순" (today): overdue first; then 매우 긴급, then 긴급; then the other urgencies' first contacts
//   (new requests), then their planned next contacts; each by due time; then the rest.
//
// "The rest" (nothing owed, or closed) comes newest first. Owed requests are read as eight streams (first or next
// contact, per urgency), each in its partial index's order, which is its due order: within one urgency a first
// contact's deadline never decreases with the arrival time (first-contact-deadline.ts), and a next contact is due when
// planned. A page merges the streams, so it costs its size, not the number of open requests. Owed rows are ordered by
// (rank, due, arrival, id) and their cursor is "rank_dueMicros_arrivalMicros_id"; the rest by arrival and id,
// newest first, with the cursor "rank_-arrivalMicros_-id".
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { consultations as c } from "@shared/schema";
import { URGENCIES, type Urgency } from "@shared/intake/options";
import { newestFirst } from "./order";
import {
  awaitingFirstContact,
  dueAt,
  firstDueOf,
  firstDueSpan,
  nextContactPlanned,
  openRequest,
  type ClockParams,
} from "./response-clock-sql";
import type { Executor } from "../db";

export type DueOrder = "overdue" | "today";

/** A page position in a due order: the row's rank, and its due time, arrival and id (the rest: arrival and id, negated). */
export interface DueCursor {
  rank: number;
  key: string;
  created?: string;
  tiebreak: number;
}

export function parseDueCursor(cursor: string): DueCursor {
  const parts = cursor.split("_");
  return parts.length === 4
    ? { rank: Number(parts[0]), key: parts[1], created: parts[2], tiebreak: Number(parts[3]) }
    : { rank: Number(parts[0]), key: parts[1], tiebreak: Number(parts[2]) };
}

/** The rank of the rest (nothing owed, or closed), after every owed rank. */
export const REST_RANK: Record<DueOrder, number> = { overdue: 1, today: 5 };

type Kind = "first" | "next";

/** The rank of an owed request that is not overdue yet. */
function onTimeRank(order: DueOrder, urgency: Urgency, kind: Kind): number {
  if (order === "overdue") return 0;
  if (urgency === "emergency") return 1;
  if (urgency === "urgent") return 2;
  return kind === "first" ? 3 : 4;
}

/** A moment as epoch microseconds (text: beyond a JavaScript number's exact range), and back. */
const micros = (t: SQL) => sql<string>`(extract(epoch from ${t}) * 1000000)::bigint::text`;
const fromMicros = (key: string) => sql`(timestamptz 'epoch' + ${key}::bigint * interval '1 microsecond')`;
const cursorMicros = micros(sql`${c.createdAt}`);

export interface DueRow {
  row: typeof c.$inferSelect;
  cursorMicros: string;
  dueCursor: string;
}

export function createDueOrderStorage(db: Executor) {
  /** One stream's query: rows of `urgency` owed a `kind` contact, after `from` ("after the cursor" or "not late yet"). */
  function streamQuery(
    kind: Kind,
    urgency: Urgency,
    where: SQL | undefined,
    limit: number,
    clock: ClockParams,
    from?: DueCursor | "on_time",
  ) {
    const due = kind === "first" ? firstDueOf(urgency, clock) : sql`${c.nextContactAt}`;
    const arrivedBound = (at: SQL) =>
      kind === "first" ? sql`${c.createdAt} >= ${at} - ${firstDueSpan(urgency, clock)}` : sql`${c.nextContactAt} >= ${at}`;
    const now = sql`${clock.now.toISOString()}::timestamptz`;
    const position =
      from === undefined
        ? undefined
        : from === "on_time"
          ? sql`${due} >= ${now} and ${arrivedBound(now)}`
          : sql`(${due}, ${c.createdAt}, ${c.id}) > (${fromMicros(from.key)}, ${fromMicros(from.created ?? "0")}, ${from.tiebreak}::int) and ${arrivedBound(fromMicros(from.key))}`;
    return db
      .select({ row: c, cursorMicros, dueMicros: micros(due) })
      .from(c)
      .where(and(where, kind === "first" ? awaitingFirstContact : nextContactPlanned, eq(c.urgency, urgency), position))
      .orderBy(...(kind === "first" ? [asc(c.createdAt), asc(c.id)] : [asc(c.nextContactAt), asc(c.createdAt), asc(c.id)]))
      .limit(limit);
  }

  return {
    /** The owed streams that can hold rows after `after`, each with its query (exposed so a test can check their plans). */
    owedQueries(order: DueOrder, where: SQL | undefined, limit: number, clock: ClockParams, after?: DueCursor) {
      const streams: { kind: Kind; urgency: Urgency; rank: number; query: ReturnType<typeof streamQuery> }[] = [];
      for (const kind of ["first", "next"] as const) {
        for (const urgency of URGENCIES) {
          const rank = onTimeRank(order, urgency, kind);
          let from: DueCursor | "on_time" | undefined;
          if (!after || after.rank === 0) from = after;
          else if (after.rank === rank) from = after;
          else if (after.rank < rank) from = "on_time";
          else continue;
          streams.push({ kind, urgency, rank, query: streamQuery(kind, urgency, where, limit, clock, from) });
        }
      }
      return streams;
    },

    /** One page in `order` after `after`: `limit` rows at most. */
    async page(order: DueOrder, where: SQL | undefined, limit: number, clock: ClockParams, after?: DueCursor): Promise<DueRow[]> {
      const rows: DueRow[] = [];
      const rest = REST_RANK[order];
      if (!after || after.rank < rest) {
        const nowMicros = BigInt(clock.now.getTime()) * 1000n;
        const owed: { rank: number; due: bigint; created: bigint; id: number; row: DueRow }[] = [];
        // One after the other: the executor may be a transaction's single connection.
        for (const stream of this.owedQueries(order, where, limit, clock, after)) {
          for (const r of await stream.query) {
            const due = BigInt(r.dueMicros);
            const rank = due < nowMicros ? 0 : stream.rank;
            owed.push({
              rank,
              due,
              created: BigInt(r.cursorMicros),
              id: r.row.id,
              row: { row: r.row, cursorMicros: r.cursorMicros, dueCursor: `${rank}_${r.dueMicros}_${r.cursorMicros}_${r.row.id}` },
            });
          }
        }
        const cmp = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);
        owed.sort((a, b) => a.rank - b.rank || cmp(a.due, b.due) || cmp(a.created, b.created) || a.id - b.id);
        rows.push(...owed.slice(0, limit).map((o) => o.row));
      }
      if (rows.length < limit) {
        const position =
          after?.rank === rest
            ? sql`(${c.createdAt}, ${c.id}) < (${fromMicros(String(-BigInt(after.key)))}, ${-after.tiebreak}::int)`
            : undefined;
        const others = await db
          .select({ row: c, cursorMicros })
          .from(c)
          .where(and(where, sql`not (${openRequest} and ${dueAt(clock)} is not null)`, position))
          .orderBy(newestFirst(c.createdAt), newestFirst(c.id))
          .limit(limit - rows.length);
        rows.push(...others.map((r) => ({ ...r, dueCursor: `${rest}_-${r.cursorMicros}_-${r.row.id}` })));
      }
      return rows;
    },
  };
}
