import { desc, lt, sql } from "drizzle-orm";
import { consultations, destructionRecords, type DestructionRecord } from "@shared/schema";
import type { Executor } from "../db";

/** The rows the retention periods end, and the record of their destruction. */
export function createRetentionStorage(db: Executor) {
  return {
    /**
     * Takes the retention job's lock for the current transaction; false when another instance holds it.
     * A transaction-level advisory lock: released at commit or rollback, whatever happens to this process.
     */
    async tryLock(key: number): Promise<boolean> {
      const result = await db.execute(sql`select pg_try_advisory_xact_lock(${key}) as locked`);
      const rows = (result as unknown as { rows: { locked: boolean }[] }).rows;
      return rows[0]?.locked === true;
    },
    /** Consultation requests received before `before`, with (by cascade) their change history. */
    async deleteConsultationsBefore(before: Date): Promise<number> {
      const rows = await db.delete(consultations).where(lt(consultations.createdAt, before)).returning({ id: consultations.id });
      return rows.length;
    },
    /**
     * Access-log rows written before `before` (never any younger than two years), through the database function
     * of migration 0012: the app's own role may not delete access-log rows (docs/deploy.md).
     */
    async deleteAccessLogsBefore(before: Date): Promise<number> {
      const result = await db.execute(sql`select purge_access_logs_before(${before.toISOString()}::timestamptz) as n`);
      return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
    },
    async recordDestruction(row: {
      rule: DestructionRecord["rule"];
      count: number;
      detail?: string | null;
      createdAt?: Date;
    }): Promise<void> {
      await db.insert(destructionRecords).values(row);
    },
    async latestDestructions(limit: number): Promise<DestructionRecord[]> {
      return db.select().from(destructionRecords).orderBy(desc(destructionRecords.createdAt), desc(destructionRecords.id)).limit(limit);
    },
  };
}
