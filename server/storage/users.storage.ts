import { and, count, eq, isNull, sql } from "drizzle-orm";
import { users, type InsertUser, type User } from "@shared/schema";
import type { Executor } from "../db";

export function createUsersStorage(db: Executor) {
  return {
    async findByUsername(username: string): Promise<User | undefined> {
      const [row] = await db.select().from(users).where(eq(users.username, username)).limit(1);
      return row;
    },
    async findById(id: number): Promise<User | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    /** Administrators who sign in without a second factor (the launch checklist). */
    async countAdminsWithoutTwoFactor(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)` })
        .from(users)
        .where(and(eq(users.role, "admin"), isNull(users.totpEnabledAt)));
      return Number(row.n);
    },
    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users);
      return row.n;
    },
    /** Inserts unless the username exists; returns the new row, or undefined when it existed. */
    async createIfMissing(user: InsertUser): Promise<User | undefined> {
      const [row] = await db.insert(users).values(user).onConflictDoNothing({ target: users.username }).returning();
      return row;
    },
    async setPassword(id: number, passwordHash: string): Promise<void> {
      // A password someone chose: a generated first password no longer needs changing.
      await db.update(users).set({ password: passwordHash, mustChangePassword: false }).where(eq(users.id, id));
    },
  };
}
