// The response clock (shared/response-clock.ts) in SQL, for the list's overdue count and its "기한 초과 먼저"
// order: one expression per part of the rule, kept beside the rule's own words. The storage test
// (admin-consultations-overdue.storage.test.ts) checks that both agree on the same rows.
import { sql, type SQL } from "drizzle-orm";
import { CLOSING_OUTCOMES, CLOSING_STATUS } from "@shared/options";
import { consultations as c } from "@shared/schema";

/** Not completed and not ended by its outcome (the partial index consultations_open_idx has this predicate). */
export const openRequest: SQL = sql`(${c.consultationStatus} <> ${sql.raw(`'${CLOSING_STATUS}'`)} and (${c.outcome} is null or ${c.outcome} not in (${sql.raw(
  CLOSING_OUTCOMES.map((o) => `'${o}'`).join(", "),
)})))`;

/** What is owed, for an open request: the first contact within the window, else the next planned contact. */
export function dueAt(replyWithinHours: number): SQL<Date | null> {
  return sql<Date | null>`(case
    when ${c.firstContactAt} is null and ${c.outcome} is distinct from 'consulted' then ${c.createdAt} + make_interval(hours => ${Math.trunc(replyWithinHours)}::int)
    else ${c.nextContactAt} end)`;
}

/** Open and past its due time at `now`. */
export function overdueAt(replyWithinHours: number, now: Date): SQL {
  return sql`(${openRequest} and ${dueAt(replyWithinHours)} < ${now.toISOString()}::timestamptz)`;
}
