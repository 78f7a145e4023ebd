// The public tools: the holiday calendar the deadline calculator counts on, and the attorney's reviews of its rules.
// No tool input (a date, a blood-alcohol figure) is ever stored: these tables hold the calendar and the reviews only.
import { check, date, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { HOLIDAY_KINDS, HOLIDAY_PULL_STATUSES, HOLIDAY_SOURCES } from "../holidays/calendar";
import { DEADLINE_KINDS } from "../tools/deadline-rules";
import { createdAt, oneOf } from "./columns";
import { users } from "./identity";

/**
 * One public holiday (관공서의 공휴일) per day. `source`: shipped with the app (seed), pulled from 한국천문연구원
 * 특일정보 (kasi), or entered by the attorney (manual, which a sync never changes). A year with no row is not covered.
 */
export const holidays = pgTable(
  "holidays",
  {
    date: date("date", { mode: "string" }).primaryKey(),
    name: text("name").notNull(),
    kind: text("kind").notNull(),
    source: text("source").notNull(),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("holidays_kind_check", oneOf(t.kind, HOLIDAY_KINDS)), check("holidays_source_check", oneOf(t.source, HOLIDAY_SOURCES))],
);

/**
 * The attorney's review of a deadline rule: who and when, for the rule as the code states it on `lawAsOf` (a rule
 * changed in code has a new lawAsOf, so an older review no longer counts for it).
 */
export const toolRuleReviews = pgTable(
  "tool_rule_reviews",
  {
    id: serial("id").primaryKey(),
    ruleKey: text("rule_key").notNull(),
    lawAsOf: date("law_as_of", { mode: "string" }).notNull(),
    reviewedBy: integer("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedByName: text("reviewed_by_name").notNull(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("tool_rule_reviews_rule_key_check", oneOf(t.ruleKey, DEADLINE_KINDS)),
    index("tool_rule_reviews_rule_idx").on(t.ruleKey, t.id.desc()),
  ],
);

/**
 * One scheduled pull of the calendar from 특일정보 (`key`: "month:2026-11" pulls this year and next, "year:2027"
 * pulls next year from 1 November). The row is inserted once and claimed atomically, so one instance runs it; a
 * failure is retried with a growing wait and stays recorded (`last_error`) for the back office and the checklist.
 */
export const holidayPullRuns = pgTable(
  "holiday_pull_runs",
  {
    key: text("key").primaryKey(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** What the last attempt changed, in Korean ("2027년: 추가 1, 변경 0, 삭제 0"). */
    summary: text("summary"),
    lastError: text("last_error"),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [check("holiday_pull_runs_status_check", oneOf(t.status, HOLIDAY_PULL_STATUSES))],
);

export type HolidayRow = typeof holidays.$inferSelect;
export type ToolRuleReviewRow = typeof toolRuleReviews.$inferSelect;
export type HolidayPullRun = typeof holidayPullRuns.$inferSelect;
