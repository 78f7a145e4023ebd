// Bookings as GET /api/bookings answers them, for the 예약 section's component tests.
import type { AdminBooking } from "../api/booking-admin-api";

export function booking(overrides: Partial<AdminBooking> & Pick<AdminBooking, "id" | "start" | "end">): AdminBooking {
  return {
    consultationId: 100 + overrides.id,
    status: "pending",
    type: "visit",
    typeLabel: "방문 상담",
    kind: "visit",
    name: "김민준",
    phone: "01012345678",
    caseType: "dui",
    situation: "general",
    deadlineDate: null,
    needsReschedule: false,
    proposedStart: null,
    conflictCheck: null,
    ...overrides,
  };
}
