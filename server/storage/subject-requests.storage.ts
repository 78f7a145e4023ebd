import { and, asc, eq, inArray, sql } from "drizzle-orm";
import {
  consultationContacts,
  consultationHistory,
  consultations,
  type Consultation,
  type ConsultationContact,
  type ConsultationHistoryEntry,
} from "@shared/schema";
import type { SubjectLookup } from "@shared/intake/subject-requests";
import type { Executor } from "../db";

const matches = (lookup: SubjectLookup) =>
  lookup.by === "phone" ? eq(consultations.phone, lookup.value) : eq(sql`lower(${consultations.email})`, lookup.value);

/** A person's consultation requests, found by the phone or e-mail they gave. */
export function createSubjectRequestsStorage(db: Executor) {
  return {
    async find(lookup: SubjectLookup): Promise<Consultation[]> {
      return db.select().from(consultations).where(matches(lookup)).orderBy(asc(consultations.createdAt), asc(consultations.id));
    },
    async history(ids: number[]): Promise<ConsultationHistoryEntry[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(consultationHistory)
        .where(inArray(consultationHistory.consultationId, ids))
        .orderBy(asc(consultationHistory.changedAt), asc(consultationHistory.id));
    },
    async contacts(ids: number[]): Promise<ConsultationContact[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(consultationContacts)
        .where(inArray(consultationContacts.consultationId, ids))
        .orderBy(asc(consultationContacts.createdAt), asc(consultationContacts.id));
    },
    async findById(id: number): Promise<Consultation | undefined> {
      const [row] = await db.select().from(consultations).where(eq(consultations.id, id)).limit(1);
      return row;
    },
    async update(id: number, patch: Partial<Pick<Consultation, "name" | "phone" | "email" | "age">>): Promise<Consultation | undefined> {
      const [row] = await db
        .update(consultations)
        .set({ ...patch, lastUpdated: new Date() })
        .where(eq(consultations.id, id))
        .returning();
      return row;
    },
    /** Deletes the requests of `ids` that match the lookup (their history and follow-up log go by cascade); returns how many. */
    async destroy(lookup: SubjectLookup, ids: number[]): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await db
        .delete(consultations)
        .where(and(matches(lookup), inArray(consultations.id, ids)))
        .returning({ id: consultations.id });
      return rows.length;
    },
  };
}
