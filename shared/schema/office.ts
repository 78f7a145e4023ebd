// The attorney's own site: each saved version of the settings kinds, and the testimonials.
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { oneOf, createdAt, updatedAt } from "./columns";
import { users } from "./identity";
import { interviews } from "./content";
import { SETTINGS_KINDS } from "../settings/settings-kinds";

/**
 * The attorney's own site, versioned: every save of one kind is a new row (the newest row of a kind is current),
 * with who saved it; a restore copies an older row's data into a new one.
 */
export const settingsVersions = pgTable(
  "settings_versions",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    savedBy: integer("saved_by").references(() => users.id, { onDelete: "set null" }),
    savedByName: text("saved_by_name"),
    /** The version this one restored, when it is a restore. */
    restoredFrom: integer("restored_from"),
    createdAt: createdAt(),
  },
  (t) => [
    check("settings_versions_kind_check", oneOf(t.kind, SETTINGS_KINDS)),
    index("settings_versions_kind_idx").on(t.kind, t.id.desc()),
  ],
);

/**
 * What clients said, in the order shown on the home page. Published only with a consent record (when, how, who
 * recorded it): the database refuses a published row without one. Shipped samples carry isSample.
 */
export const testimonials = pgTable(
  "testimonials",
  {
    id: serial("id").primaryKey(),
    quote: text("quote").notNull(),
    /** Shown as written; the validator requires a masked name (김○○). */
    clientName: text("client_name").notNull(),
    caseType: text("case_type").notNull(),
    position: integer("position").notNull().default(0),
    interviewId: integer("interview_id").references(() => interviews.id, { onDelete: "set null" }),
    published: boolean("published").notNull().default(false),
    consentDate: date("consent_date", { mode: "string" }),
    consentMethod: text("consent_method"),
    consentRecordedBy: text("consent_recorded_by"),
    isSample: boolean("is_sample").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "testimonials_consent_check",
      sql`not ${t.published} or (${t.consentDate} is not null and ${t.consentMethod} is not null and ${t.consentRecordedBy} is not null)`,
    ),
    index("testimonials_position_idx").on(t.position, t.id),
  ],
);

export type SettingsVersionRow = typeof settingsVersions.$inferSelect;

export type TestimonialRow = typeof testimonials.$inferSelect;
