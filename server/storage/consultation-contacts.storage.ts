// The follow-up log's queries: a request's contact attempts, and the contact fields on the request itself.
import { and, desc, eq, sql } from "drizzle-orm";
import { consultationContacts, consultations, type Consultation, type ConsultationContact } from "@shared/schema";
import type { Executor } from "../db";

export type NewContactRow = typeof consultationContacts.$inferInsert;

export function createConsultationContactsStorage(db: Executor) {
  return {
    /** Whether any logged contact reached the requester (the stage of a request whose outcome is cleared). */
    async reachedOnce(consultationId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: consultationContacts.id })
        .from(consultationContacts)
        .where(and(eq(consultationContacts.consultationId, consultationId), eq(consultationContacts.result, "reached")))
        .limit(1);
      return Boolean(row);
    },
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
    /**
     * Sets the first contact (when still empty), the next planned one and the stage the contact moved to (with its
     * status), in one UPDATE; moves lastUpdated to now().
     */
    async recordOnRequest(
      consultationId: number,
      at: Date,
      nextContactAt: Date | null,
      stage: Partial<Pick<Consultation, "stage" | "consultationStatus">> = {},
    ): Promise<void> {
      await db
        .update(consultations)
        .set({
          ...stage,
          firstContactAt: sql`coalesce(${consultations.firstContactAt}, ${at.toISOString()}::timestamptz)`,
          nextContactAt,
          lastUpdated: sql`now()`,
        })
        .where(eq(consultations.id, consultationId));
    },
  };
}
