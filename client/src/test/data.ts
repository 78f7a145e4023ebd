// Records as the API sends them, for screens that receive data rather than fetch it.
import type { AdminConsultation } from "@shared/validation/admin-consultations";

/** A consultation request as GET /api/consultations lists it. */
export function adminConsultation(overrides: Partial<AdminConsultation> = {}): AdminConsultation {
  return {
    id: 7,
    name: "한지우",
    phone: "01044445555",
    email: "jiwoo@example.com",
    age: null,
    caseType: "sexual",
    currentStatus: "suspect",
    urgency: "emergency",
    incidentDate: null,
    content: "내일 경찰 출석 요구를 받았습니다.",
    consultationType: null,
    consultationStatus: "new",
    assignedTo: null,
    adminNotes: null,
    privacyAgreedAt: "2026-11-20T01:00:00.000Z",
    sensitiveAgreedAt: "2026-11-20T01:00:00.000Z",
    consentVersion: "2025-11-21",
    source: {
      landingPage: "/contact",
      referrer: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      utmTerm: null,
      utmContent: null,
      ctaSource: null,
    },
    earlier: [],
    earlierCount: 0,
    lastUpdated: "2026-11-20T01:00:00.000Z",
    createdAt: "2026-11-20T01:00:00.000Z",
    ...overrides,
  };
}
