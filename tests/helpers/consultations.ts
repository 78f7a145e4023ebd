// Consultation requests written straight to the database, for back-office tests.
import { consultations, type Consultation, type InsertConsultation } from "@shared/schema";
import type { Db } from "../../server/db";

export const SAMPLE_CONSULTATION = {
  name: "김민수",
  phone: "01012345678",
  email: "minsu@example.com",
  caseType: "traffic",
  currentStatus: "suspect",
  urgency: "urgent",
  content: "음주운전 단속 후 경찰서 출석 요구를 받았습니다.",
  privacyAgreed: true,
} satisfies Partial<InsertConsultation>;

export async function insertConsultation(db: Db, overrides: Partial<InsertConsultation> = {}): Promise<Consultation> {
  const [row] = await db
    .insert(consultations)
    .values({ ...SAMPLE_CONSULTATION, ...overrides })
    .returning();
  return row;
}

/** A valid request as the public form sends it: the required fields and both consents only. */
export const FORM_REQUEST = {
  name: "김민수",
  phone: "010-1234-5678",
  caseType: "traffic",
  currentStatus: "suspect",
  urgency: "urgent",
  content: "음주운전 단속 후 경찰서 출석 요구를 받았습니다.",
  privacyAgreed: true,
  sensitiveAgreed: true,
  ageConfirmed: true,
};
