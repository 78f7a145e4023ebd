import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { recoveryCodes, users } from "@shared/schema";
import type { Executor } from "../db";

/** The two-factor columns of `users` and the `recovery_codes` rows. */
export function createTwoFactorStorage(db: Executor) {
  return {
    async enable(userId: number, secret: string, step: number, now: Date): Promise<void> {
      await db.update(users).set({ totpSecret: secret, totpEnabledAt: now, totpLastStep: step }).where(eq(users.id, userId));
    },

    /** Replaces the stored secret, only if it is still `previous` (its encryption at rest). */
    async replaceSecret(userId: number, previous: string, next: string): Promise<void> {
      await db
        .update(users)
        .set({ totpSecret: next })
        .where(and(eq(users.id, userId), eq(users.totpSecret, previous)));
    },

    /** Clears the secret and the recovery codes; returns whether the user had two-factor sign-in on. */
    async disable(userId: number): Promise<boolean> {
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      const rows = await db
        .update(users)
        .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
        .where(and(eq(users.id, userId), sql`${users.totpSecret} is not null`))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /**
     * Records `step` as the last one used, only if it is later than the last one: false means the code (or an
     * earlier one) was already used, so it is refused. One statement, so two requests cannot both win.
     */
    async claimStep(userId: number, step: number): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ totpLastStep: step })
        .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    async replaceRecoveryCodes(userId: number, hashes: string[]): Promise<void> {
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
    },

    /** The user's unused recovery codes (their stored hashes), to compare a code with. */
    unusedRecoveryCodeRows(userId: number): Promise<Array<{ id: number; codeHash: string }>> {
      return db
        .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
        .orderBy(recoveryCodes.id);
    },

    /** Spends the recovery code with this id; false when it was spent meanwhile (one statement: one winner). */
    async spendRecoveryCode(userId: number, id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(recoveryCodes)
        .set({ usedAt: now })
        .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.id, id), isNull(recoveryCodes.usedAt)))
        .returning({ id: recoveryCodes.id });
      return rows.length > 0;
    },

    async unusedRecoveryCodes(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return row?.n ?? 0;
    },
  };
}
