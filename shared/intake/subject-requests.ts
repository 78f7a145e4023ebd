// The 개인정보 요청 tool (the person's rights under 개인정보 보호법 제35조·제36조): find a person's records by
// phone or e-mail, export them for that person, correct them, or destroy them. Shared by the screen and the API.
import { z } from "../lib/zod";
import { normalizePhone } from "../lib/phone";
import { consultationRequestSchema } from "./consultation-input";
import { requiredText } from "../lib/text-fields";

/** Who the request is about: a phone number in any common form, or an e-mail address (any case). */
export const subjectLookupSchema = z.discriminatedUnion(
  "by",
  [
    z.object({
      by: z.literal("phone"),
      value: z
        .string({ error: "전화번호를 입력해주세요" })
        .trim()
        .min(1, "전화번호를 입력해주세요")
        .max(30, "올바른 전화번호를 입력해주세요 (예: 010-1234-5678)")
        .refine((v) => normalizePhone(v) !== null, "올바른 전화번호를 입력해주세요 (예: 010-1234-5678)")
        .transform((v) => normalizePhone(v)!),
    }),
    z.object({
      by: z.literal("email"),
      value: z
        .string({ error: "이메일 주소를 입력해주세요" })
        .trim()
        .min(1, "이메일 주소를 입력해주세요")
        .max(254, "올바른 이메일 주소를 입력해주세요")
        .pipe(z.email("올바른 이메일 주소를 입력해주세요"))
        .transform((v) => v.toLowerCase()),
    }),
  ],
  { error: "전화번호 또는 이메일 중 찾을 방법을 선택해주세요" },
);
export type SubjectLookupInput = z.input<typeof subjectLookupSchema>;
export type SubjectLookup = z.output<typeof subjectLookupSchema>;

const { name, phone, email, age } = consultationRequestSchema.shape;

/** A correction of one request's identifying fields (정정), with the reason the person gave. */
export const subjectCorrectionSchema = z
  .object({
    name: name.optional(),
    phone: phone.optional(),
    email,
    age,
    reason: requiredText(500, "정정 사유를 입력해주세요", "정정 사유는"),
  })
  .refine((v) => v.name !== undefined || v.phone !== undefined || v.email !== undefined || v.age !== undefined, {
    path: ["name"],
    message: "정정할 항목을 하나 이상 입력해주세요",
  });
export type SubjectCorrectionInput = z.input<typeof subjectCorrectionSchema>;
export type SubjectCorrection = z.output<typeof subjectCorrectionSchema>;

/**
 * Which of the found requests are the requester's. One phone number or e-mail can stand for several people (a
 * family phone, a number typed by someone else), so the office confirms each record with the person and the
 * export or destruction takes only the ones selected.
 */
const selectedIdsSchema = z
  .array(
    z.number({ error: "잘못된 번호입니다" }).int("잘못된 번호입니다").min(1, "잘못된 번호입니다").max(2_147_483_647, "잘못된 번호입니다"),
    { error: "본인의 상담 신청을 하나 이상 선택해주세요" },
  )
  .min(1, "본인의 상담 신청을 하나 이상 선택해주세요")
  .max(500, "한 번에 500건까지 선택할 수 있습니다")
  .transform((ids) => [...new Set(ids)]);

/**
 * The withheld parts of a request the office may put in the file after reviewing them for this person (off by
 * default; each use is written to the access log). The attorney's urgent alerts are never among them.
 */
export const REVIEWED_FIELDS = ["otherParty", "conflictCheck", "adminNotes"] as const;
export type ReviewedField = (typeof REVIEWED_FIELDS)[number];
export const REVIEWED_FIELD_LABELS: Record<ReviewedField, string> = {
  otherParty: "상대방",
  conflictCheck: "이해충돌 확인",
  adminNotes: "사무소 메모",
};

/** The export for the person (열람): the lookup, the requests confirmed as theirs, and any withheld part included after review. */
export const subjectExportSchema = z.object({
  lookup: subjectLookupSchema,
  ids: selectedIdsSchema,
  include: z
    .array(z.enum(REVIEWED_FIELDS, { error: "검토 후 포함할 항목을 다시 선택해주세요" }), {
      error: "검토 후 포함할 항목을 다시 선택해주세요",
    })
    .max(REVIEWED_FIELDS.length, "검토 후 포함할 항목을 다시 선택해주세요")
    .optional()
    .transform((fields) => REVIEWED_FIELDS.filter((field) => fields?.includes(field))),
});
export type SubjectExportInput = z.input<typeof subjectExportSchema>;

/**
 * The grounds on which the office destroys a person's records now. A fixed list, not free text: a destruction
 * record is kept for good, and a typed reason tends to carry the very name or number that was destroyed.
 */
export const DESTRUCTION_GROUNDS = ["erasure-request", "consent-withdrawn", "retention-expired", "purpose-achieved"] as const;
export type DestructionGround = (typeof DESTRUCTION_GROUNDS)[number];
export const DESTRUCTION_GROUND_LABELS: Record<DestructionGround, string> = {
  "erasure-request": "정보주체의 삭제 요구(개인정보 보호법 제36조)",
  "consent-withdrawn": "정보주체의 동의 철회(개인정보 보호법 제37조)",
  "retention-expired": "보유기간 경과(개인정보 보호법 제21조)",
  "purpose-achieved": "처리 목적 달성(개인정보 보호법 제21조)",
};

/** How a destruction record's detail reads: a ground's label, or (rows written before the list) the text as stored. */
export function destructionDetailLabel(detail: string | null): string | null {
  return detail === null ? null : (DESTRUCTION_GROUND_LABELS[detail as DestructionGround] ?? detail);
}

/** Destroying the selected records of the person now (삭제), on one of the fixed grounds. */
export const subjectDestroySchema = z.object({
  lookup: subjectLookupSchema,
  ids: selectedIdsSchema,
  ground: z.enum(DESTRUCTION_GROUNDS, { error: "파기 근거를 선택해주세요" }),
});
export type SubjectDestroyInput = z.input<typeof subjectDestroySchema>;

/**
 * The fields of a found request as the tool shows them: every column of the request (the server derives them from
 * the table, less the bookkeeping that is not the person's data; dates as ISO text), plus its history, follow-up
 * log and messages. A column added later arrives under its own name before anyone writes a label for it.
 */
export interface SubjectRecord {
  [column: string]: unknown;
  id: number;
  name: string;
  phone: string;
  email: string | null;
  age: number | null;
  caseType: string;
  currentStatus: string;
  urgency: string;
  incidentDate: string | null;
  consultationType: string | null;
  content: string;
  consultationStatus: string;
  assignedTo: string | null;
  adminNotes: string | null;
  consentVersion: string | null;
  privacyAgreed: boolean;
  sensitiveAgreed: boolean;
  privacyAgreedAt: string | null;
  sensitiveAgreedAt: string | null;
  landingPage: string | null;
  referrer: string | null;
  /** Where the visit came from (campaign tags, the button pressed, the guide read before) and the office's timeline. */
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  ctaSource: string | null;
  sourcePostId: number | null;
  /** How and when the requester may be contacted (contact-preferences.ts). */
  contactMethod: string | null;
  avoidTime: string | null;
  avoidTimeNote: string | null;
  noMessages: boolean;
  notifiedAt: string | null;
  firstContactAt: string | null;
  nextContactAt: string | null;
  lastUpdated: string;
  /** How the request ended, the fee of a retained matter, the other party and the conflict check. */
  outcome: string | null;
  outcomeReason: string | null;
  outcomeAt: string | null;
  feeAmount: number | null;
  otherParty: string | null;
  conflictResult: string | null;
  conflictReason: string | null;
  conflictCheckedBy: string | null;
  conflictCheckedAt: string | null;
  createdAt: string;
  history: { field: string; oldValue: string | null; newValue: string | null; changedByName: string; changedAt: string }[];
  /** The follow-up log: each contact attempt, oldest first (notes may hold personal data). */
  contacts: {
    channel: string;
    result: string;
    note: string | null;
    nextContactAt: string | null;
    createdByName: string;
    createdAt: string;
  }[];
  /** The optional consent to a text confirming receipt, and when it was given. */
  smsConsent: boolean;
  smsConsentAt: string | null;
  /** The acknowledgements and alerts queued about the request: to whom, what, and what became of them. */
  messages: { kind: string; channel: string; recipient: string; body: string; status: string; createdAt: string; sentAt: string | null }[];
  /** The time booked with the request, if it was a booking. */
  booking: SubjectBooking | null;
}

/** A request's booking as the person may see it: the manage links only counted (their hashes are not data about them). */
export interface SubjectBooking {
  typeLabel: string;
  kind: string;
  start: string;
  end: string;
  status: string;
  situation: string;
  /** The deadline the person said they hold: its Korean name and its last day, as computed when booked. */
  deadlineLabel: string | null;
  deadlineDate: string | null;
  reminderChannel: string;
  needsReschedule: boolean;
  statusReason: string | null;
  proposedStart: string | null;
  createdAt: string;
  updatedAt: string;
  manageLinks: number;
}

export interface DestructionRecordItem {
  id: number;
  rule: string;
  count: number;
  detail: string | null;
  createdAt: string;
}

export const DESTRUCTION_RULE_LABELS: Record<string, string> = {
  "consultation-retention": "보관기간 경과 (상담 신청)",
  "access-log-retention": "보관기간 경과 (접근 기록)",
  "data-subject-request": "정보주체 요청",
};

/** A phone or e-mail as the access log may keep it: enough to tell requests apart, not to reach the person. */
export function maskContact(lookup: SubjectLookup): string {
  if (lookup.by === "phone") return `전화 ***-****-${lookup.value.slice(-4)}`;
  const [local, domain] = lookup.value.split("@");
  return `이메일 ${local.slice(0, 1)}***@${domain}`;
}
