// What an administrator does with consultation requests: list, change, delete, export, trace. Every one of
// these is written to the access log (who, when, which record, from where; never the content).
import { OUTCOME_LABELS } from "@shared/intake/back-office-labels";
import {
  CASE_TYPE_LABELS,
  CONSULTATION_STATUS_LABELS,
  CONSULTATION_TYPE_LABELS,
  CURRENT_STATUS_LABELS,
  URGENCY_SHORT_LABELS,
} from "@shared/intake/labels";
import { contactPreferenceLine, type ContactPreferences } from "@shared/intake/contact-preferences";
import type {
  AvoidTime,
  CaseType,
  ContactMethod,
  ConflictResult,
  ConsultationHistoryField,
  ConsultationStatus,
  ConsultationType,
  CurrentStatus,
  Outcome,
  Urgency,
} from "@shared/intake/options";
import { seoulDateTime } from "@shared/lib/dates";
import { formatPhone } from "@shared/lib/phone";
import type { Consultation } from "@shared/schema";
import {
  CONSULTATION_SORT_LABELS,
  HISTORY_FIELD_LABELS,
  type AdminConsultation,
  type ConsultationFilters,
  type ConsultationHistoryItem,
  type ConsultationListPage,
  type ConsultationListQuery,
  type ConsultationUpdate,
  type RelatedConsultation,
  type StatusCounts,
} from "@shared/intake/admin-consultations";
import { SAMPLE_SITE_SETTINGS } from "@shared/office/site-settings";
import { DEFAULT_INTAKE_SETTINGS } from "@shared/intake/intake-settings";
import type { ConsultationStage } from "@shared/intake/pipeline-stages";
import type { Db } from "../db";
import { systemClock, type Clock } from "../lib/clock";
import { ConflictError, NotFoundError } from "../lib/errors";
import {
  createAdminConsultationsStorage,
  type ClockParams,
  type ConsultationChanges,
  type ConsultationRow,
  type EarlierRow,
  type ListCursor,
} from "../storage/admin-consultations.storage";
import { parseDueCursor } from "../storage/due-order.storage";
import { stageMove, statusMove, type StageMove } from "./pipeline-moves";
import { createAccessLog, type Actor } from "./access-log.service";

export const UPDATED_MESSAGE = "상담 신청이 업데이트되었습니다.";
export const DELETED_MESSAGE = "상담 신청이 삭제되었습니다.";
const MISSING_MESSAGE = "상담 신청을 찾을 수 없습니다. 이미 삭제되었을 수 있습니다.";
const EARLIER_SHOWN = 5;
const EXPORT_BATCH = 500;

function parseCursor(cursor: string): ListCursor {
  const [micros, id] = cursor.split("_");
  return { micros, id: Number(id) };
}

export interface AdminConsultationsOptions {
  /** The office's promised reply window in hours (office settings); the response clock counts from it. */
  replyWithinHours?: () => Promise<number>;
  /** The first-contact deadlines of 매우 긴급 and 긴급 requests and the quiet hours (intake settings). */
  firstContact?: () => Promise<NonNullable<ClockParams["deadlines"]>>;
  clock?: Clock;
}

const DEFAULT_DEADLINES: NonNullable<ClockParams["deadlines"]> = {
  ...DEFAULT_INTAKE_SETTINGS.firstContact,
  quiet: DEFAULT_INTAKE_SETTINGS.quietHours,
};

/** The filters in words, for the access log (the search text itself is personal data: only its use is noted). */
function describeFilters(filters: ConsultationFilters): string {
  const parts: string[] = [];
  if (filters.status) parts.push(`상태=${CONSULTATION_STATUS_LABELS[filters.status]}`);
  if (filters.urgency) parts.push(`긴급도=${URGENCY_SHORT_LABELS[filters.urgency]}`);
  if (filters.type) parts.push(`유형=${CASE_TYPE_LABELS[filters.type]}`);
  if (filters.search) parts.push("검색어 사용");
  return parts.length ? `필터: ${parts.join(", ")}` : "필터 없음";
}

function toEarlier(rows: EarlierRow[]): RelatedConsultation[] {
  return rows.slice(0, EARLIER_SHOWN).map((r) => ({
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    consultationStatus: r.consultationStatus,
    matchedBy: r.byPhone && r.byEmail ? "both" : r.byPhone ? "phone" : "email",
  }));
}

/** Only an administrator sees a retained matter's fee (in every answer: list, change, export, report). */
export const canSeeFee = (actor: Pick<Actor, "role">): boolean => actor.role === "admin";

export function toAdminConsultation(
  row: ConsultationRow,
  earlier: EarlierRow[] = [],
  options: { showFee: boolean; ackFailed?: boolean } = { showFee: false },
): AdminConsultation {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    age: row.age,
    caseType: row.caseType,
    currentStatus: row.currentStatus,
    urgency: row.urgency,
    incidentDate: row.incidentDate,
    content: row.content,
    consultationType: row.consultationType,
    stage: (row.stage || "new") as ConsultationStage,
    consultationStatus: (row.consultationStatus || "new") as ConsultationStatus,
    assignedTo: row.assignedTo,
    adminNotes: row.adminNotes,
    privacyAgreedAt: row.privacyAgreedAt?.toISOString() ?? null,
    sensitiveAgreedAt: row.sensitiveAgreedAt?.toISOString() ?? null,
    consentVersion: row.consentVersion,
    contactPreferences: contactPreferencesOf(row),
    source: {
      landingPage: row.landingPage,
      referrer: row.referrer,
      utmSource: row.utmSource,
      utmMedium: row.utmMedium,
      utmCampaign: row.utmCampaign,
      utmTerm: row.utmTerm,
      utmContent: row.utmContent,
      ctaSource: row.ctaSource,
    },
    outcome: row.outcome as Outcome | null,
    outcomeReason: row.outcomeReason,
    outcomeAt: row.outcomeAt?.toISOString() ?? null,
    ...(options.showFee ? { feeAmount: row.feeAmount } : {}),
    otherParty: row.otherParty,
    conflictCheck: {
      result: row.conflictResult as ConflictResult | null,
      reason: row.conflictReason,
      checkedBy: row.conflictCheckedBy,
      checkedAt: row.conflictCheckedAt?.toISOString() ?? null,
    },
    conflictMatchCount: row.conflictMatchCount,
    ackFailed: options.ackFailed ?? false,
    earlier: toEarlier(earlier),
    earlierCount: earlier.length,
    firstContactAt: row.firstContactAt?.toISOString() ?? null,
    nextContactAt: row.nextContactAt?.toISOString() ?? null,
    lastUpdated: row.lastUpdated.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The stored contact preferences of a request (the columns hold only the values the form offers). */
function contactPreferencesOf(row: ConsultationRow): ContactPreferences {
  return {
    contactMethod: row.contactMethod as ContactMethod | null,
    avoidTime: row.avoidTime as AvoidTime | null,
    avoidTimeNote: row.avoidTimeNote,
    noMessages: row.noMessages,
  };
}

type ExportColumn = { heading: string; value: (c: ConsultationRow) => string | number | null };

/** The columns of the CSV export, in order, with their Korean headings; the fee only for an administrator. */
export function exportColumns(actor: Pick<Actor, "role">): ExportColumn[] {
  const outcome: ExportColumn[] = [
    { heading: "상담 결과", value: (c) => (c.outcome ? (OUTCOME_LABELS[c.outcome as Outcome] ?? c.outcome) : null) },
    { heading: "미수임 사유", value: (c) => c.outcomeReason },
    ...(canSeeFee(actor) ? [{ heading: "수임료(원)", value: (c: ConsultationRow) => c.feeAmount }] : []),
    { heading: "상대방", value: (c) => c.otherParty },
  ];
  return [...EXPORT_COLUMNS, ...outcome];
}

const EXPORT_COLUMNS: ExportColumn[] = [
  { heading: "번호", value: (c) => c.id },
  { heading: "접수일시", value: (c) => seoulDateTime(c.createdAt) },
  {
    heading: "상태",
    value: (c) => CONSULTATION_STATUS_LABELS[(c.consultationStatus || "new") as ConsultationStatus] ?? c.consultationStatus,
  },
  { heading: "긴급도", value: (c) => URGENCY_SHORT_LABELS[c.urgency as Urgency] ?? c.urgency },
  { heading: "이름", value: (c) => c.name },
  { heading: "연락처", value: (c) => formatPhone(c.phone) },
  { heading: "이메일", value: (c) => c.email },
  { heading: "나이", value: (c) => c.age },
  { heading: "사건 유형", value: (c) => CASE_TYPE_LABELS[c.caseType as CaseType] ?? c.caseType },
  { heading: "현재 상황", value: (c) => CURRENT_STATUS_LABELS[c.currentStatus as CurrentStatus] ?? c.currentStatus },
  { heading: "사건 발생일", value: (c) => c.incidentDate },
  {
    heading: "상담 방식",
    value: (c) => (c.consultationType ? (CONSULTATION_TYPE_LABELS[c.consultationType as ConsultationType] ?? c.consultationType) : null),
  },
  { heading: "연락 희망", value: (c) => contactPreferenceLine(contactPreferencesOf(c)) },
  { heading: "상담 내용", value: (c) => c.content },
  { heading: "담당자", value: (c) => c.assignedTo },
  { heading: "관리자 메모", value: (c) => c.adminNotes },
  { heading: "최종 수정", value: (c) => seoulDateTime(c.lastUpdated) },
  { heading: "유입 페이지", value: (c) => c.landingPage },
  { heading: "리퍼러", value: (c) => c.referrer },
  { heading: "UTM 소스", value: (c) => c.utmSource },
  { heading: "UTM 매체", value: (c) => c.utmMedium },
  { heading: "UTM 캠페인", value: (c) => c.utmCampaign },
  { heading: "CTA", value: (c) => c.ctaSource },
];

/** The fields of `changes` that are given and differ from the stored row. */
function changedFields(current: Consultation, changes: ConsultationChanges): (keyof ConsultationChanges)[] {
  return (Object.keys(changes) as (keyof ConsultationChanges)[]).filter(
    (field) => changes[field] !== undefined && (changes[field] ?? null) !== (current[field] ?? null),
  );
}

export function createAdminConsultationsService(db: Db, options: AdminConsultationsOptions = {}) {
  const storage = createAdminConsultationsStorage(db);
  const accessLog = createAccessLog(db);
  const replyWithinHours = options.replyWithinHours ?? (async () => SAMPLE_SITE_SETTINGS.replyWithinHours);
  const clock = options.clock ?? systemClock;
  const firstContact = options.firstContact ?? (async () => DEFAULT_DEADLINES);

  return {
    async list(query: ConsultationListQuery, actor: Actor): Promise<ConsultationListPage> {
      const { cursor, limit, sort, ...filters } = query;
      const clockParams: Required<ClockParams> = {
        replyWithinHours: await replyWithinHours(),
        now: clock(),
        deadlines: await firstContact(),
      };
      const rows: (ConsultationRow & { dueCursor?: string })[] =
        sort === "newest"
          ? await storage.page(filters, limit + 1, cursor ? parseCursor(cursor) : undefined)
          : await storage.duePage(sort, filters, limit + 1, clockParams, cursor ? parseDueCursor(cursor) : undefined);
      const shown = rows.slice(0, limit);
      const byStatus = await storage.countByStatus(filters);
      const overdue = await storage.countOverdue(filters, clockParams);
      const earlier = await storage.earlierRequests(shown.map((r) => r.id));
      const ackFailed = await storage.ackFailed(shown.map((r) => r.id));
      const earlierOf = new Map<number, EarlierRow[]>();
      for (const r of earlier) earlierOf.set(r.forId, [...(earlierOf.get(r.forId) ?? []), r]);
      const counts: StatusCounts = {
        all: [...byStatus.values()].reduce((a, b) => a + b, 0),
        new: byStatus.get("new") ?? 0,
        in_progress: byStatus.get("in_progress") ?? 0,
        completed: byStatus.get("completed") ?? 0,
        overdue,
      };
      const last = shown[shown.length - 1];
      await accessLog.record(actor, {
        action: "list",
        detail: `${cursor ? "다음 페이지 " : ""}${shown.length}건 조회${shown.length ? ` (${shown.map((r) => `#${r.id}`).join(", ")})` : ""} · ${describeFilters(filters)}${sort === "newest" ? "" : ` · 정렬: ${CONSULTATION_SORT_LABELS[sort]}`}`,
      });
      return {
        items: shown.map((r) => toAdminConsultation(r, earlierOf.get(r.id), { showFee: canSeeFee(actor), ackFailed: ackFailed.has(r.id) })),
        nextCursor: rows.length > limit && last ? (last.dueCursor ?? `${last.cursorMicros}_${last.id}`) : null,
        counts,
        replyWithinHours: clockParams.replyWithinHours,
        firstContact: { ...clockParams.deadlines, replyWithinHours: clockParams.replyWithinHours },
      };
    },

    /**
     * Applies the changes under a row lock, with one history row per changed field and the access-log row,
     * all in one transaction. A stale `expectedLastUpdated` is refused (409) after seeing the locked row.
     */
    async update(id: number, input: ConsultationUpdate, actor: Actor): Promise<AdminConsultation> {
      const { expectedLastUpdated, stage, consultationStatus, ...changes } = input;
      const row = await db.transaction(async (tx) => {
        const rows = createAdminConsultationsStorage(tx);
        const current = await rows.lockById(id);
        if (!current) return undefined;
        if (expectedLastUpdated && current.lastUpdated.getTime() !== Date.parse(expectedLastUpdated)) {
          throw new ConflictError("다른 곳에서 이 상담 신청이 먼저 수정되었습니다. 목록을 새로고침한 뒤 다시 시도해주세요.");
        }
        // The stage and the status it is read from move together (a status set directly maps to a stage).
        const move: StageMove = stage
          ? stageMove(current, stage, clock())
          : consultationStatus
            ? statusMove(current, consultationStatus)
            : { values: {}, history: [] };
        const changed = changedFields(current, changes);
        const history = [
          ...move.history,
          ...changed.map((field) => ({ field, oldValue: current[field] ?? null, newValue: changes[field] ?? null })),
        ];
        if (history.length > 0 || Object.keys(move.values).length > 0) {
          await rows.setFields(id, { ...move.values, ...Object.fromEntries(changed.map((f) => [f, changes[f]])) });
          await rows.insertHistory(history.map((h) => ({ ...h, consultationId: id, changedBy: actor.id, changedByName: actor.username })));
        }
        const fields = [...new Set(history.map((h) => h.field as ConsultationHistoryField))];
        const detail = fields.length ? `변경: ${fields.map((f) => HISTORY_FIELD_LABELS[f]).join(", ")}` : "변경 없음";
        await accessLog.record(actor, { action: "update", consultationId: id, detail }, tx);
        return rows.findById(id);
      });
      if (!row) throw new NotFoundError(MISSING_MESSAGE);
      const earlier = await storage.earlierRequests([id]);
      const ackFailed = await storage.ackFailed([id]);
      return toAdminConsultation(row, earlier, { showFee: canSeeFee(actor), ackFailed: ackFailed.has(id) });
    },

    /** Deletes the request and writes the access-log row in the same transaction. */
    async remove(id: number, actor: Actor): Promise<void> {
      const removed = await db.transaction(async (tx) => {
        if (!(await createAdminConsultationsStorage(tx).delete(id))) return false;
        await accessLog.record(actor, { action: "delete", consultationId: id }, tx);
        return true;
      });
      if (!removed) throw new NotFoundError(MISSING_MESSAGE);
    },

    async history(id: number, actor: Actor): Promise<ConsultationHistoryItem[]> {
      if (!(await storage.exists(id))) throw new NotFoundError(MISSING_MESSAGE);
      const rows = await storage.history(id);
      await accessLog.record(actor, { action: "view", consultationId: id, detail: "변경 이력 조회" });
      return rows
        .filter((r) => r.field !== "fee" || canSeeFee(actor))
        .map((r) => ({
          id: r.id,
          field: r.field as ConsultationHistoryItem["field"],
          oldValue: r.oldValue,
          newValue: r.newValue,
          changedByName: r.changedByName,
          changedAt: r.changedAt.toISOString(),
        }));
    },

    /**
     * The filtered list for export, in batches, newest first. The export (with its reason and size) is
     * recorded before the first row is handed out.
     */
    async *exportRows(filters: ConsultationFilters, reason: string, actor: Actor): AsyncGenerator<ConsultationRow[]> {
      const byStatus = await storage.countByStatus(filters);
      const total = filters.status ? (byStatus.get(filters.status) ?? 0) : [...byStatus.values()].reduce((a, b) => a + b, 0);
      await accessLog.record(actor, { action: "export", detail: `사유: ${reason} · ${total}건 · ${describeFilters(filters)}` });
      let after: ListCursor | undefined;
      for (;;) {
        const batch = await storage.page(filters, EXPORT_BATCH, after);
        if (batch.length === 0) return;
        yield batch;
        if (batch.length < EXPORT_BATCH) return;
        const last = batch[batch.length - 1];
        after = { micros: last.cursorMicros, id: last.id };
      }
    },

    accessLog,
  };
}
export type AdminConsultationsService = ReturnType<typeof createAdminConsultationsService>;
