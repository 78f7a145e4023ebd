// The response clock (shared/intake/response-clock.ts) in SQL, for the list's overdue count and its "기한 초과 먼저"
// order, built from the row conditions the partial indexes use (clockConditions in shared/schema/index.ts). The storage
// test (admin-consultations-overdue.storage.test.ts) checks that SQL and the shared rule agree on the same rows.
import { sql, type SQL } from "drizzle-orm";
import { clockConditions, consultations as c } from "@shared/schema";

/** Not completed and not ended by its outcome (the predicate of consultations_open_idx). */
export const openRequest: SQL = clockConditions.open(c);
/** Open and owed a first contact (consultations_first_due_idx, in arrival order). */
export const awaitingFirstContact: SQL = sql`${openRequest} and ${clockConditions.awaitingFirst(c)}`;
/** Open and owed a planned next contact (consultations_next_due_idx, in that contact's order). */
export const nextContactPlanned: SQL = sql`${openRequest} and ${clockConditions.nextPlanned(c)}`;

/** The reply window as an interval. */
export const windowOf = (replyWithinHours: number): SQL => sql`make_interval(hours => ${Math.trunc(replyWithinHours)}::int)`;

/** What is owed, for an open request: the first contact within the window, else the next planned contact. */
export function dueAt(replyWithinHours: number): SQL<Date | null> {
  return sql<Date | null>`(case when ${clockConditions.awaitingFirst(c)} then ${c.createdAt} + ${windowOf(replyWithinHours)} else ${c.nextContactAt} end)`;
}

/** Open and past its due time at `now`. */
export function overdueAt(replyWithinHours: number, now: Date): SQL {
  return sql`(${openRequest} and ${dueAt(replyWithinHours)} < ${now.toISOString()}::timestamptz)`;
}
