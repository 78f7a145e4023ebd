// Records the privacy law asks for: who read or changed personal data (access logs), and what was destroyed.
import { check, index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { oneOf, createdAt } from "./columns";

export const ACCESS_ACTIONS = [
  "list",
  "view",
  "update",
  "delete",
  "export",
  // The 개인정보 요청 tool: a person's records found, exported for them, corrected, or destroyed at their request.
  "subject-search",
  "subject-export",
  "subject-correct",
  "subject-destroy",
  // Changes to what the public sees or to how administrators sign in (detail: the method and route).
  "settings-change",
  "seo-change",
  "two-factor-change",
  // An administrator's own account: a password change, sessions ended (one or all), a device trusted after a
  // sign-in with the second factor, and what `npm run admin` did on the server (create, reset-password, reset-2fa).
  "password-change",
  "session-end",
  "trusted-device",
  "account-cli",
  // The access log itself exported as CSV for its periodic review (detail: the reason, the filters, the count).
  "access-log-export",
] as const;

/** Who read or changed personal data, when, from where (never the content). Kept at least two years. */
export const accessLogs = pgTable(
  "access_logs",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id"),
    username: text("username").notNull(),
    action: text("action").notNull(),
    /** The record concerned; kept after the record is deleted. */
    consultationId: integer("consultation_id"),
    /** Filters of a list, the reason of an export, the count of rows. */
    detail: text("detail"),
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (t) => [
    check("access_logs_action_check", oneOf(t.action, ACCESS_ACTIONS)),
    index("access_logs_created_idx").on(t.createdAt.desc()),
    // The monthly review filters by record.
    index("access_logs_consultation_idx").on(t.consultationId),
  ],
);

export const DESTRUCTION_RULES = ["consultation-retention", "access-log-retention", "data-subject-request"] as const;

/**
 * Proof that personal data was destroyed: when, how many records, by which rule (and, for a person's request,
 * the reason given). Never who the records were about.
 */
export const destructionRecords = pgTable(
  "destruction_records",
  {
    id: serial("id").primaryKey(),
    rule: text("rule").notNull(),
    count: integer("count").notNull(),
    detail: text("detail"),
    createdAt: createdAt(),
  },
  (t) => [
    check("destruction_records_rule_check", oneOf(t.rule, DESTRUCTION_RULES)),
    index("destruction_records_created_idx").on(t.createdAt.desc()),
  ],
);

export type AccessLog = typeof accessLogs.$inferSelect;

export type DestructionRecord = typeof destructionRecords.$inferSelect;
