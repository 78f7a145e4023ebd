// The enumerated values of a consultation request, from the form to its outcome, used by the database checks,
// the validators and the screens. Each list is the single source of its values; Korean labels live in labels.ts.

/** Values are only ever added: stored requests keep theirs (defamation, police_investigation and unsure came later). */
export const CASE_TYPES = [
  "assault",
  "fraud",
  "traffic",
  "economic",
  "theft",
  "sexual",
  "drug",
  "defamation",
  "police_investigation",
  "other",
  "unsure",
] as const;
export const CURRENT_STATUSES = ["suspect", "defendant", "victim", "preparation"] as const;
export const URGENCIES = ["emergency", "urgent", "normal", "flexible"] as const;
export const CONSULTATION_TYPES = ["visit", "phone"] as const;
export const CONSULTATION_STATUSES = ["new", "in_progress", "completed"] as const;
/** How the requester may be contacted (optional on the form): by phone and text, by phone only, by text only. */
export const CONTACT_METHODS = ["any", "call_only", "text_only"] as const;
/** When not to contact them (optional): weekday daytime, evenings after 7 pm, or their own words. */
export const AVOID_TIMES = ["weekday_daytime", "evening", "custom"] as const;

// After a request is stored: what the office sends, how it reaches the requester, and how the matter ends.
/**
 * Messages sent about a request: the requester's acknowledgement (e-mail or text) and the attorney's urgent alert;
 * for a booking, its reminders, the attorney's decision (confirmed, declined, another time proposed, cancelled by
 * the office, a new time confirmed) and the request to pick a new time when a block now covers it.
 */
export const OUTBOUND_KINDS = ["ack_email", "ack_sms", "urgent_alert", "booking_reminder", "booking_status", "booking_reschedule"] as const;
export const OUTBOUND_CHANNELS = ["email", "sms"] as const;
/** pending: queued or waiting (retry, quiet hours); sent; failed: gave up after the last retry. */
/** skipped: never sent on purpose (a budget, a booking's time changed: the reason is in last_error). */
export const OUTBOUND_STATUSES = ["pending", "sent", "failed", "skipped"] as const;
/** A contact attempt's channel and result (the follow-up log). */
export const CONTACT_CHANNELS = ["phone", "sms", "email", "kakao"] as const;
export const CONTACT_RESULTS = ["reached", "no_answer", "left_message"] as const;
/** Stages after contact: 상담 완료, 수임, 미수임 (with a reason), 연락 두절. */
export const OUTCOMES = ["consulted", "retained", "not_retained", "unreachable"] as const;
/** The outcomes and the status that end the follow-up: the response clock stops (shared/intake/response-clock.ts). */
export const CLOSING_OUTCOMES = ["retained", "not_retained", "unreachable"] as const satisfies readonly (typeof OUTCOMES)[number][];
export const CLOSING_STATUS = "completed" satisfies (typeof CONSULTATION_STATUSES)[number];
/** The attorney's record of a conflict check (변호사법 §31): no conflict, a conflict, or checked with a reason. */
export const CONFLICT_RESULTS = ["no_conflict", "conflict", "checked"] as const;
/** What a request's history records. */
export const CONSULTATION_HISTORY_FIELDS = [
  "consultationStatus",
  "assignedTo",
  "adminNotes",
  "contact",
  "outcome",
  "fee",
  "otherParty",
  "conflictCheck",
  "stage",
] as const;

export type CaseType = (typeof CASE_TYPES)[number];
export type CurrentStatus = (typeof CURRENT_STATUSES)[number];
export type Urgency = (typeof URGENCIES)[number];
export type ConsultationType = (typeof CONSULTATION_TYPES)[number];
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];
export type ContactMethod = (typeof CONTACT_METHODS)[number];
export type AvoidTime = (typeof AVOID_TIMES)[number];
export type OutboundKind = (typeof OUTBOUND_KINDS)[number];
export type OutboundChannel = (typeof OUTBOUND_CHANNELS)[number];
export type OutboundStatus = (typeof OUTBOUND_STATUSES)[number];
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];
export type ContactResult = (typeof CONTACT_RESULTS)[number];
export type Outcome = (typeof OUTCOMES)[number];
export type ConflictResult = (typeof CONFLICT_RESULTS)[number];
export type ConsultationHistoryField = (typeof CONSULTATION_HISTORY_FIELDS)[number];
