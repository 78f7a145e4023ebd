// What every instance shares to run: rate-limit and lock-out counters, and the cache version counters.
import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns";

/** Counters for rate limits and login lock-outs, shared by every instance (key e.g. "login-ip:1.2.3.4"). */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull().default(0),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [index("rate_limits_updated_idx").on(t.updatedAt)],
);

/** Version counters that invalidate cached pages and public JSON on every instance. */
export const cacheVersions = pgTable("cache_versions", {
  scope: text("scope").primaryKey(),
  version: integer("version").notNull().default(1),
  updatedAt: updatedAt(),
});
