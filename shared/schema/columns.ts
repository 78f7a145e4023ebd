// Column helpers every table file uses: the timestamps, bytea, and a check that a text column holds one of an option list's values.
import { sql, type SQL } from "drizzle-orm";
import { type AnyPgColumn, customType, timestamp } from "drizzle-orm/pg-core";

/** SQL `col IN ('a','b')` from one of the option lists (values are fixed identifiers, never user input). */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", ");
  return sql`${column} in (${sql.raw(list)})`;
}

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
