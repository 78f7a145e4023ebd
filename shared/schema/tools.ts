// The public tools: the holiday calendar the deadline calculator counts on, and the attorney's reviews of its rules.
// No tool input (a date, a blood-alcohol figure) is ever stored: these tables hold the calendar and the reviews only.
import { check, date, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { HOLIDAY_KINDS, HOLIDAY_SOURCES } from "../holidays/calendar";
import { DEADLINE_KINDS } from "../tools/deadline-rules";
import { oneOf } from "./columns";
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

export type HolidayRow = typeof holidays.$inferSelect;
export type ToolRuleReviewRow = typeof toolRuleReviews.$inferSelect;
