// Queries of a request's outcome, other party and conflict check. The conflict lookups are index-backed: the
// phone by consultations_phone_idx, names and other parties by their key (consultations_name_key_idx,
// consultations_other_party_key_idx) with LIKE patterns whose prefix is fixed (shared/intake/conflict-match.ts).
import { and, eq, ne, or, sql, type SQL } from "drizzle-orm";
import { consultations, nameKeySql, type Consultation } from "@shared/schema";
import type { Executor } from "../db";

/** The fields this part of the back office changes. */
export type OutcomeChanges = Partial<
  Pick<
    Consultation,
    | "outcome"
    | "outcomeReason"
    | "outcomeAt"
    | "feeAmount"
    | "otherParty"
    | "conflictResult"
    | "conflictReason"
    | "conflictCheckedBy"
    | "conflictCheckedAt"
    | "conflictMatchCount"
    | "stage"
    | "consultationStatus"
    | "nextContactAt"
  >
>;

export interface ConflictCandidate {
  id: number;
  name: string;
  phone: string;
  otherParty: string | null;
  outcome: string | null;
  createdAt: Date;
}

/** At most this many rows per lookup: enough to show, bounded however common a name is. */
const CANDIDATE_LIMIT = 200;

const candidateColumns = {
  id: consultations.id,
  name: consultations.name,
  phone: consultations.phone,
  otherParty: consultations.otherParty,
  outcome: consultations.outcome,
  createdAt: consultations.createdAt,
};

/** `key like p1 or key like p2 …` over a name key (each pattern a separate, index-usable condition). */
function keyLikeAny(key: SQL, patterns: string[]): SQL | undefined {
  if (patterns.length === 0) return undefined;
  return or(...patterns.map((p) => sql`${key} like ${p}`));
}

export function createConsultationOutcomeStorage(db: Executor) {
  /** Rows other than `exceptId` meeting `where`, newest first, at most CANDIDATE_LIMIT. */
  const candidates = (exceptId: number, where: SQL | undefined): Promise<ConflictCandidate[]> =>
    where
      ? db
          .select(candidateColumns)
          .from(consultations)
          .where(and(ne(consultations.id, exceptId), where))
          .orderBy(sql`${consultations.createdAt} desc`, sql`${consultations.id} desc`)
          .limit(CANDIDATE_LIMIT)
      : Promise.resolve([]);

  return {
    async setFields(id: number, values: OutcomeChanges): Promise<void> {
      await db
        .update(consultations)
        .set({ ...values, lastUpdated: sql`now()` })
        .where(eq(consultations.id, id));
    },

    /** Other requests from the same phone number (stored as digits). */
    byPhone(exceptId: number, phone: string): Promise<ConflictCandidate[]> {
      return candidates(exceptId, eq(consultations.phone, phone));
    },

    /** Other requests whose requester's name key fits one of the patterns. */
    byName(exceptId: number, patterns: string[]): Promise<ConflictCandidate[]> {
      return candidates(exceptId, keyLikeAny(nameKeySql(consultations.name), patterns));
    },

    /** Other requests whose other party's name key fits one of the patterns. */
    byOtherParty(exceptId: number, patterns: string[]): Promise<ConflictCandidate[]> {
      const where = keyLikeAny(nameKeySql(consultations.otherParty), patterns);
      return candidates(exceptId, where && and(sql`${consultations.otherParty} is not null`, where));
    },

    /** The plan of a name lookup (a test checks that it uses the index). */
    explainByName(exceptId: number, patterns: string[]) {
      const where = keyLikeAny(nameKeySql(consultations.name), patterns);
      return db.execute(sql`explain select id from consultations where id <> ${exceptId} and ${where}`);
    },
  };
}
