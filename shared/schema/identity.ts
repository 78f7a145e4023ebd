// Back-office accounts, their recovery codes and their server-side sessions.
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { USER_ROLES } from "../auth/roles";
import { oneOf, createdAt } from "./columns";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull().unique("users_username_unique"),
    password: text("password").notNull(),
    role: text("role").notNull().default("admin"),
    /** Two-factor sign-in (TOTP, RFC 6238): the shared secret in base32, set once enrolment is confirmed. */
    totpSecret: text("totp_secret"),
    totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
    /** The 30-second step of the last code accepted: a code of that step or an earlier one is refused (no replay). */
    totpLastStep: integer("totp_last_step"),
    /** Set for an administrator created with a generated password: it must be changed before anything else. */
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [check("users_role_check", oneOf(t.role, USER_ROLES))],
);

/** Single-use recovery codes for two-factor sign-in, stored as hashes; `usedAt` is set when one is spent. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("recovery_codes_user_hash_unique").on(t.userId, t.codeHash)],
);

/** Server-side sessions (express-session store), shared by every instance. */
export const sessions = pgTable(
  "sessions",
  {
    sid: text("sid").primaryKey(),
    sess: jsonb("sess").notNull(),
    expire: timestamp("expire", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_expire_idx").on(t.expire)],
);

export type User = typeof users.$inferSelect;

export type InsertUser = typeof users.$inferInsert;
