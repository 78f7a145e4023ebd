// The back office's consultation API: one contract for the dashboard (client) and the routes (server).
import { z } from "../lib/zod";
import {
  CASE_TYPES,
  CONSULTATION_STATUSES,
  URGENCIES,
  type ConsultationHistoryField,
  type ConsultationStatus,
  type Outcome,
} from "./options";
import type { ConflictCheckState } from "./consultation-outcome";
import type { FirstContactRules } from "./first-contact-deadline";
import { CONSULTATION_STAGES, type ConsultationStage } from "./pipeline-stages";
import type { ContactPreferences } from "./contact-preferences";
import { CONTROL_CHARACTER_MESSAGE, isSingleLine, NUL_MESSAGE, noNul } from "../lib/text-fields";

const CONSULTATION_PAGE_SIZE = 30;
const CONSULTATION_PAGE_MAX = 100;
export const ADMIN_LIMITS = { search: 100, assignedTo: 50, adminNotes: 5000, exportReason: 200 } as const;

/** "" and "all" mean no filter; anything else must be one of the values. */
function filterOf<T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .union([z.literal(""), z.literal("all"), z.enum(values)], { error: message })
    .optional()
    .transform((v): T[number] | undefined => (v && v !== "all" ? (v as T[number]) : undefined));
}

/** Filters of the list and of the CSV export. */
const consultationFiltersSchema = z.object({
  search: z
    .string()
    .trim()
    .max(ADMIN_LIMITS.search, `검색어는 ${ADMIN_LIMITS.search}자 이내로 입력해주세요`)
    .refine(noNul, NUL_MESSAGE)
    .optional()
    .transform((v) => v || undefined),
  status: filterOf(CONSULTATION_STATUSES, "올바른 상담 상태를 선택해주세요"),
  urgency: filterOf(URGENCIES, "올바른 긴급도를 선택해주세요"),
  type: filterOf(CASE_TYPES, "올바른 사건 유형을 선택해주세요"),
});
export type ConsultationFilters = Partial<z.output<typeof consultationFiltersSchema>>;
export type ConsultationFiltersInput = z.input<typeof consultationFiltersSchema>;

/**
 * The list's orders, computed on the server from the response clock: today's work (the default: overdue, then
 * 매우 긴급, 긴급, then new requests and planned contacts, each by due time), newest first, or most overdue first.
 */
const CONSULTATION_SORTS = ["today", "newest", "overdue"] as const;
export type ConsultationSort = (typeof CONSULTATION_SORTS)[number];
export const CONSULTATION_SORT_LABELS: Record<ConsultationSort, string> = {
  today: "오늘 할 일 순",
  newest: "최신 접수순",
  overdue: "기한 초과 먼저",
};

/**
 * A page cursor of each order: creation time and id; or, in a due order, rank, due time, creation time and id of an
 * owed request, or rank, creation time and id (negated) of the rest.
 */
const CURSOR_PATTERNS: Record<ConsultationSort, RegExp> = {
  newest: /^\d{13,16}_\d{1,10}$/,
  overdue: /^(0_\d{1,17}_-?\d{1,17}_\d{1,10}|1_-\d{1,17}_-\d{1,10})$/,
  today: /^([0-4]_\d{1,17}_-?\d{1,17}_\d{1,10}|5_-\d{1,17}_-\d{1,10})$/,
};

/** GET /api/consultations query: the filters plus the order, a page cursor (opaque to the client) and size. */
export const consultationListQuerySchema = consultationFiltersSchema
  .extend({
    sort: z
      .union([z.literal(""), z.enum(CONSULTATION_SORTS)], { error: "올바른 정렬 방식을 선택해주세요" })
      .optional()
      .transform((v): ConsultationSort => v || "today"),
    cursor: z
      .string()
      .regex(/^(\d{13,16}_\d{1,10}|\d_-?\d{1,17}_-?\d{1,17}(_\d{1,10})?)$/, "잘못된 페이지 정보입니다")
      .optional(),
    limit: z.coerce
      .number({ error: "잘못된 페이지 크기입니다" })
      .int("잘못된 페이지 크기입니다")
      .min(1, "잘못된 페이지 크기입니다")
      .max(CONSULTATION_PAGE_MAX, "잘못된 페이지 크기입니다")
      .optional()
      .default(CONSULTATION_PAGE_SIZE),
  })
  .refine((q) => !q.cursor || CURSOR_PATTERNS[q.sort].test(q.cursor), { message: "잘못된 페이지 정보입니다", path: ["cursor"] });
export type ConsultationListQuery = z.output<typeof consultationListQuerySchema>;

/** Empty or whitespace-only text clears the field (null). */
function clearableText(max: number, tooLong: string, singleLine = false) {
  return z
    .string({ error: "문자열로 입력해주세요" })
    .trim()
    .max(max, tooLong)
    .refine(noNul, NUL_MESSAGE)
    .refine((v) => !singleLine || isSingleLine(v), CONTROL_CHARACTER_MESSAGE)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v ? v : null));
}

/**
 * PATCH /api/consultations/:id: what an administrator may change. The stage (shared/intake/pipeline-transitions.ts)
 * or the older status (which moves the stage too; an empty status is treated as 'new'), not both at once.
 */
export const consultationUpdateSchema = z
  .object({
    stage: z.enum(CONSULTATION_STAGES, { error: "올바른 진행 단계를 선택해주세요" }).optional(),
    consultationStatus: z
      .union([z.literal(""), z.enum(CONSULTATION_STATUSES)], { error: "올바른 상담 상태를 선택해주세요" })
      .optional()
      .transform((v): ConsultationStatus | undefined => (v === "" ? "new" : v)),
    assignedTo: clearableText(ADMIN_LIMITS.assignedTo, `담당자는 ${ADMIN_LIMITS.assignedTo}자 이내로 입력해주세요`, true),
    adminNotes: clearableText(ADMIN_LIMITS.adminNotes, `메모는 ${ADMIN_LIMITS.adminNotes.toLocaleString("ko-KR")}자 이내로 입력해주세요`),
    /** The lastUpdated the editor started from; a newer row means someone else saved first (409). */
    expectedLastUpdated: z.iso.datetime({ offset: true, error: "잘못된 수정 기준 시각입니다" }).optional(),
  })
  .refine((v) => v.stage !== undefined || v.consultationStatus !== undefined || v.assignedTo !== undefined || v.adminNotes !== undefined, {
    message: "변경할 항목이 없습니다",
  })
  .refine((v) => v.stage === undefined || v.consultationStatus === undefined, {
    message: "진행 단계와 상태는 함께 바꿀 수 없습니다. 진행 단계만 보내주세요",
    path: ["stage"],
  });
export type ConsultationUpdateInput = z.input<typeof consultationUpdateSchema>;
export type ConsultationUpdate = z.output<typeof consultationUpdateSchema>;

/** POST /api/consultations/export: the filters of the list and why the data leaves the system. */
export const consultationExportSchema = consultationFiltersSchema.extend({
  reason: z
    .string({ error: "내보내기 사유를 입력해주세요" })
    .trim()
    .min(2, "내보내기 사유를 입력해주세요 (2자 이상)")
    .max(ADMIN_LIMITS.exportReason, `사유는 ${ADMIN_LIMITS.exportReason}자 이내로 입력해주세요`)
    .refine(noNul, NUL_MESSAGE),
});
export type ConsultationExportInput = z.input<typeof consultationExportSchema>;

/** Route parameter id: a positive integer. */
/** A record id: a positive integer, given as a number or as plain decimal digits ("1e3", "0x10", " 7" are not ids). */
export const recordIdSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .regex(/^[1-9]\d{0,9}$/, "잘못된 번호입니다")
        .transform(Number),
    ],
    { error: "잘못된 번호입니다" },
  )
  .pipe(z.number().int("잘못된 번호입니다").min(1, "잘못된 번호입니다").max(2_147_483_647, "잘못된 번호입니다"));

// ---- Response shapes ----------------------------------------------------------------------

export interface ConsultationSource {
  landingPage: string | null;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  ctaSource: string | null;
}

/** An earlier request by the same phone number or e-mail address. */
export interface RelatedConsultation {
  id: number;
  createdAt: string;
  consultationStatus: string;
  matchedBy: "phone" | "email" | "both";
}

export interface AdminConsultation {
  id: number;
  name: string;
  phone: string;
  email: string | null;
  age: number | null;
  caseType: string;
  currentStatus: string;
  urgency: string;
  incidentDate: string | null;
  content: string;
  consultationType: string | null;
  /** The pipeline stage; consultationStatus is read off it (the older three-value status). */
  stage: ConsultationStage;
  consultationStatus: ConsultationStatus;
  assignedTo: string | null;
  adminNotes: string | null;
  privacyAgreedAt: string | null;
  sensitiveAgreedAt: string | null;
  consentVersion: string | null;
  /** How and when the requester may be contacted, as they said on the form. */
  contactPreferences: ContactPreferences;
  source: ConsultationSource;
  /** How it ended (상담 완료, 수임, 미수임 with its reason, 연락 두절) and when that was set. */
  outcome: Outcome | null;
  outcomeReason: string | null;
  outcomeAt: string | null;
  /** The fee of a retained matter in won: present for administrators only (absent, not null, for anyone else). */
  feeAmount?: number | null;
  /** The other party the attorney named, and the recorded conflict check. */
  otherParty: string | null;
  conflictCheck: ConflictCheckState;
  /** Possible conflicts the automatic check found when the other party was named; null when it has not run. */
  conflictMatchCount: number | null;
  /** An acknowledgement (e-mail or text) to the requester failed: the requester may not know the request arrived. */
  ackFailed: boolean;
  /** Earlier requests with the same phone or e-mail, newest first (at most 5). */
  earlier: RelatedConsultation[];
  earlierCount: number;
  /** The follow-up: the first logged contact and the next planned one (the response clock reads both). */
  firstContactAt: string | null;
  nextContactAt: string | null;
  lastUpdated: string;
  createdAt: string;
}

/** Per status, and `overdue`: open requests past their response clock's due time (server-computed). */
export type StatusCounts = Record<ConsultationStatus | "all" | "overdue", number>;

export interface ConsultationListPage {
  items: AdminConsultation[];
  /** Pass as ?cursor= for the next page; null on the last page. */
  nextCursor: string | null;
  /** Per status, over the current search, urgency and type filters (the status filter itself is ignored). */
  counts: StatusCounts;
  /** The office's promised reply window (office settings), which the cards' response clock counts from. */
  replyWithinHours: number;
  /** The first-contact deadlines by urgency (intake settings with the reply window), for the cards' clocks. */
  firstContact: FirstContactRules;
}

export interface ConsultationHistoryItem {
  id: number;
  field: ConsultationHistoryField;
  oldValue: string | null;
  newValue: string | null;
  changedByName: string;
  changedAt: string;
}

export interface AccessLogItem {
  id: number;
  username: string;
  action: string;
  consultationId: number | null;
  detail: string | null;
  ip: string | null;
  createdAt: string;
}

export interface AccessLogPage {
  items: AccessLogItem[];
  nextCursor: string | null;
}

export const ACCESS_ACTION_LABELS: Record<string, string> = {
  list: "상담 신청 목록 조회",
  view: "상담 신청 열람",
  update: "상담 신청 수정",
  delete: "상담 신청 삭제",
  export: "상담 신청 내보내기",
  "subject-search": "정보주체 기록 조회",
  "subject-export": "열람 자료 제공",
  "subject-correct": "정정",
  "subject-destroy": "요청에 따른 파기",
  "settings-change": "사이트 설정 변경",
  "seo-change": "검색 설정 변경",
  "two-factor-change": "2단계 인증 변경",
  "password-change": "비밀번호 변경",
  "session-end": "로그인 세션 종료",
  "trusted-device": "기기 신뢰 (2단계 인증 후)",
  "account-cli": "서버 관리 명령 (계정)",
  "access-log-export": "접근 기록 내보내기",
};

export const HISTORY_FIELD_LABELS: Record<ConsultationHistoryItem["field"], string> = {
  consultationStatus: "상태",
  assignedTo: "담당자",
  adminNotes: "메모",
  contact: "연락 기록",
  outcome: "상담 결과",
  fee: "수임료",
  otherParty: "상대방",
  conflictCheck: "충돌 확인",
  stage: "단계",
};

/** Query string of the list for the given filters (empty values left out). */
export function consultationQueryString(filters: ConsultationFiltersInput & { cursor?: string | null }): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value && value !== "all") params.set(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : "";
}
