// The response clock (shared/intake/response-clock.ts) and the first-contact deadlines by urgency
// (shared/intake/first-contact-deadline.ts) in SQL, for the list's overdue count and its "기한 초과 먼저" and
// "오늘 할 일 순" orders, built from the row conditions the partial indexes use (clockConditions in
// shared/schema/intake.ts). The storage test (admin-consultations-overdue.storage.test.ts) checks that SQL and the
// shared rules agree on the same rows. Korea time is UTC+9 all year: wall-clock times are computed by adding nine
// hours to the UTC time, never with the database's time zone data.
import { sql, type SQL } from "drizzle-orm";
import { clockConditions, consultations as c } from "@shared/schema";
import type { FirstContactRules } from "@shared/intake/first-contact-deadline";
import { URGENCIES, type Urgency } from "@shared/intake/options";

/** Not at an ending stage, not completed and not ended by its outcome (the predicate of consultations_open_idx). */
export const openRequest: SQL = clockConditions.open(c);
/** Open and owed a first contact (consultations_first_due_idx: per urgency, in arrival order). */
export const awaitingFirstContact: SQL = sql`${openRequest} and ${clockConditions.awaitingFirst(c)}`;
/** Open and owed a planned next contact (consultations_next_due_idx: per urgency, in that contact's order). */
export const nextContactPlanned: SQL = sql`${openRequest} and ${clockConditions.nextPlanned(c)}`;

/** The clock's inputs: the office's reply window, the current time and, when set, the deadlines by urgency. */
export interface ClockParams {
  replyWithinHours: number;
  now: Date;
  /** Absent: every urgency gets the reply window. */
  deadlines?: Omit<FirstContactRules, "replyWithinHours">;
}

/** The shared rule's input for the same parameters. */
export const rulesOf = (clock: ClockParams): number | FirstContactRules =>
  clock.deadlines ? { ...clock.deadlines, replyWithinHours: clock.replyWithinHours } : clock.replyWithinHours;

const hours = (n: number): SQL => sql`make_interval(hours => ${Math.trunc(n)}::int)`;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The reply window as an interval. */
const windowOf = (replyWithinHours: number): SQL => hours(replyWithinHours);

/** Korea wall-clock time of arrival (a timestamp without zone), its day's midnight and its minute of the day. */
const arrivedLocal = sql`((${c.createdAt} at time zone 'UTC') + interval '9 hours')`;
const arrivedDay = sql`date_trunc('day', ${arrivedLocal})`;
const arrivedMinute = sql`(extract(hour from ${arrivedLocal}) * 60 + extract(minute from ${arrivedLocal}))`;
/** A Korea wall-clock timestamp back to an instant. */
const instantOf = (local: SQL): SQL => sql`((${local} - interval '9 hours') at time zone 'UTC')`;
const atMinute = (minute: number, days = 0): SQL => sql`(${arrivedDay} + make_interval(days => ${days}::int, mins => ${minute}::int))`;

/** When the quiet hours the request arrived in end, or its arrival when it arrived outside them. */
function quietEndOrArrival(quiet: FirstContactRules["quiet"]): SQL {
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (!quiet.enabled || start === end) return sql`${c.createdAt}`;
  if (start < end)
    return sql`(case when ${arrivedMinute} >= ${start} and ${arrivedMinute} < ${end} then ${instantOf(atMinute(end))} else ${c.createdAt} end)`;
  return sql`(case when ${arrivedMinute} >= ${start} then ${instantOf(atMinute(end, 1))} when ${arrivedMinute} < ${end} then ${instantOf(atMinute(end))} else ${c.createdAt} end)`;
}

/** The first-contact deadline of a request of `urgency` (first-contact-deadline.ts firstContactDue). */
export function firstDueOf(urgency: Urgency, clock: ClockParams): SQL {
  const d = clock.deadlines;
  if (d && urgency === "emergency") return sql`(${quietEndOrArrival(d.quiet)} + ${hours(d.emergencyHours)})`;
  if (d && urgency === "urgent" && d.urgentSameDay) {
    const start = minutesOf(d.quiet.start);
    const evening = d.quiet.enabled && start > minutesOf(d.quiet.end);
    const endOfDay = (days: number) => instantOf(atMinute(24 * 60 - 1, days));
    return evening ? sql`(case when ${arrivedMinute} >= ${start} then ${endOfDay(1)} else ${endOfDay(0)} end)` : endOfDay(0);
  }
  return sql`(${c.createdAt} + ${windowOf(clock.replyWithinHours)})`;
}

/** How long before its deadline a request of `urgency` may have arrived at most (bounds an index range). */
export function firstDueSpan(urgency: Urgency, clock: ClockParams): SQL {
  const d = clock.deadlines;
  if (d && urgency === "emergency") return hours(d.emergencyHours + 24);
  if (d && urgency === "urgent" && d.urgentSameDay) return hours(48);
  return windowOf(clock.replyWithinHours);
}

/** The first-contact deadline of any request (by its urgency). */
function firstDue(clock: ClockParams): SQL {
  if (!clock.deadlines) return firstDueOf("normal", clock);
  return sql`(case ${c.urgency} ${sql.join(
    URGENCIES.map((u) => sql`when ${u} then ${firstDueOf(u, clock)}`),
    sql` `,
  )} end)`;
}

/** What is owed, for an open request: the first contact by its deadline, else the next planned contact. */
export function dueAt(clock: ClockParams): SQL<Date | null> {
  return sql<Date | null>`(case when ${clockConditions.awaitingFirst(c)} then ${firstDue(clock)} else ${c.nextContactAt} end)`;
}

/** Open and past its due time at the clock's now. */
export function overdueAt(clock: ClockParams): SQL {
  return sql`(${openRequest} and ${dueAt(clock)} < ${clock.now.toISOString()}::timestamptz)`;
}
