// The follow-up log's queries: a request's contact attempts, and the contact fields on the request itself.
import { desc, eq, sql } from "drizzle-orm";
import { consultationContacts, consultations, type ConsultationContact } from "@shared/schema";
import type { Executor } from "../db";

export type NewContactRow = typeof consultationContacts.$inferInsert;

export function createConsultationContactsStorage(db: Executor) {
  return {
    /** Newest first. */
    async list(consultationId: number): Promise<ConsultationContact[]> {
      return db
        .select()
        .from(consultationContacts)
        .where(eq(consultationContacts.consultationId, consultationId))
        .orderBy(desc(consultationContacts.createdAt), desc(consultationContacts.id));
    },
    async insert(row: NewContactRow): Promise<ConsultationContact> {
      const [created] = await db.insert(consultationContacts).values(row).returning();
      return created;
    },
    /** Sets the first contact (when still empty) and the next planned one; moves lastUpdated to now(). */
    async recordOnRequest(consultationId: number, at: Date, nextContactAt: Date | null): Promise<void> {
      await db
        .update(consultations)
        .set({
          firstContactAt: sql`coalesce(${consultations.firstContactAt}, ${at.toISOString()}::timestamptz)`,
          nextContactAt,
          lastUpdated: sql`now()`,
        })
        .where(eq(consultations.id, consultationId));
    },
  };
}
