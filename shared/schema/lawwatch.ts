// The law watch: the articles each guide and interview cites, the laws watched by their 법령 ID, the changes the
// nightly check found in 국가법령정보센터, one run row per Korea date, and the attorney's public-notice switch.
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { createdAt, oneOf } from "./columns";

export const CITING_KINDS = ["post", "interview"] as const;
export const LAW_CHANGE_KINDS = ["article_changed", "upcoming", "in_force"] as const;
export const LAW_CHANGE_STATUSES = ["open", "acknowledged", "resolved"] as const;
export const LAW_WATCH_RUN_STATUSES = ["running", "succeeded", "failed"] as const;

/** One cited article of a guide (`post`) or an interview; the attorney confirms the list in the editor. */
export const postCitations = pgTable(
  "post_citations",
  {
    postKind: text("post_kind").notNull(),
    postId: integer("post_id").notNull(),
    lawId: text("law_id").notNull(),
    /** Six digits: 034700 for 제347조. */
    jo: text("jo").notNull(),
    label: text("label").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "post_citations_pk", columns: [t.postKind, t.postId, t.lawId, t.jo] }),
    check("post_citations_kind_check", oneOf(t.postKind, CITING_KINDS)),
    index("post_citations_law_idx").on(t.lawId, t.jo),
  ],
);

/**
 * A watched law by its stable 법령 ID. Every law a citation or a deadline rule names gets a row; the attorney may
 * add one by name (resolved once). `baselineThrough`: the day up to which each cited article's history was read
 * (null: read it again from the earliest lawAsOf of what cites it, as after a new citation).
 */
export const watchedLaws = pgTable("watched_laws", {
  lawId: text("law_id").primaryKey(),
  name: text("name").notNull(),
  addedBy: text("added_by"),
  baselineThrough: date("baseline_through", { mode: "string" }),
  createdAt: createdAt(),
});

/** A change to a watched article (or, with jo '', an upcoming version of a whole law). */
export const lawChanges = pgTable(
  "law_changes",
  {
    id: serial("id").primaryKey(),
    lawId: text("law_id").notNull(),
    jo: text("jo").notNull(),
    kind: text("kind").notNull(),
    promulgatedOn: date("promulgated_on", { mode: "string" }),
    effectiveOn: date("effective_on", { mode: "string" }).notNull(),
    reasonExcerpt: text("reason_excerpt"),
    detectedAt: timestamp("detected_at", { withTimezone: true }).notNull().defaultNow(),
    status: text("status").notNull().default("open"),
    resolvedBy: text("resolved_by"),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    note: text("note"),
  },
  (t) => [
    unique("law_changes_unique").on(t.lawId, t.jo, t.effectiveOn, t.kind),
    check("law_changes_kind_check", oneOf(t.kind, LAW_CHANGE_KINDS)),
    check("law_changes_status_check", oneOf(t.status, LAW_CHANGE_STATUSES)),
    index("law_changes_status_idx").on(t.status, t.effectiveOn),
  ],
);

/** One row per Korea date: the primary key makes one run a day across instances; a later run of the day claims a finished row. */
export const lawWatchRuns = pgTable(
  "law_watch_runs",
  {
    day: date("day", { mode: "string" }).primaryKey(),
    status: text("status").notNull().default("running"),
    attempts: integer("attempts").notNull().default(1),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** The last 법령 변경일 read (the API lists a day's changes from the next day on). */
    checkedThrough: date("checked_through", { mode: "string" }),
    changesFound: integer("changes_found").notNull().default(0),
    lastError: text("last_error"),
  },
  (t) => [check("law_watch_runs_status_check", oneOf(t.status, LAW_WATCH_RUN_STATUSES))],
);

/** The attorney's switch for the public notice under a guide's review line (one row, on by default). */
export const lawWatchSettings = pgTable(
  "law_watch_settings",
  {
    id: integer("id").primaryKey().default(1),
    publicNotice: boolean("public_notice").notNull().default(true),
    updatedBy: text("updated_by"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("law_watch_settings_single_row", sql`${t.id} = 1`)],
);

export type PostCitationRow = typeof postCitations.$inferSelect;
export type WatchedLawRow = typeof watchedLaws.$inferSelect;
export type LawChangeRow = typeof lawChanges.$inferSelect;
export type LawWatchRunRow = typeof lawWatchRuns.$inferSelect;
