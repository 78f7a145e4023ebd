// The file a person receives when they ask to see what the office keeps about them (열람, 개인정보 보호법 제35조):
// every stored field of every request that is the person's own, in plain Korean, with the change history.
// Left out, and said so in the file: what is about someone else or is the office's own working record — the other
// party's name, the conflict check (its reason may cite another client's matter), the office's notes, and the
// urgent alerts sent to the attorney (their recipient is the attorney's own mobile). The history rows of those
// fields go too, since they carry the same values. SUBJECT_EXPORT_WITHHELD lists them; a test holds every column
// of a request to be either exported or listed there.
import { STAGE_LABELS } from "./pipeline-stages";
import { subjectBookingLines } from "./booking-labels";
import { formatKoreanDateTime } from "../lib/dates";
import { CASE_TYPE_LABELS, CONSULTATION_STATUS_LABELS, CONSULTATION_TYPE_LABELS, CURRENT_STATUS_LABELS, URGENCY_LABELS } from "./labels";
import { CONFLICT_RESULT_LABELS, OUTBOUND_KIND_LABELS, OUTBOUND_STATUS_LABELS, OUTCOME_LABELS } from "./back-office-labels";
import { formatPhone } from "../lib/phone";
import { contactSummary } from "./consultation-contacts";
import { contactPreferenceLine } from "./contact-preferences";
import type { AvoidTime, ContactMethod } from "./options";
import { REVIEWED_FIELD_LABELS, type ReviewedField, type SubjectRecord } from "./subject-requests";

const label = (labels: Record<string, string>, value: string | null) => (value === null ? "-" : (labels[value] ?? value));
const orDash = (value: string | number | null) => (value === null || value === "" ? "-" : String(value));
const when = (iso: string | null) => (iso ? formatKoreanDateTime(iso) : "-");

const HISTORY_FIELDS: Record<string, string> = {
  consultationStatus: "처리 상태",
  stage: "진행 단계",
  assignedTo: "담당자",
  adminNotes: "사무소 메모",
  contact: "연락 기록",
  outcome: "상담 결과",
  fee: "수임료",
  otherParty: "상대방",
  conflictCheck: "이해충돌 확인",
};
const won = (fee: number | null) => (fee === null ? "-" : `${fee.toLocaleString("ko-KR")}원`);

/**
 * The request's columns the file prints under a Korean label (below, in `formatSubjectExport`). Any other field of
 * a record that is not withheld — a column added to the table later — is still printed, under its own name, in
 * "그 밖의 항목": the file cannot silently leave one out, and a test holds every column to be labelled or withheld.
 */
export const SUBJECT_EXPORT_LABELLED = [
  "id",
  "createdAt",
  "name",
  "phone",
  "email",
  "age",
  "caseType",
  "currentStatus",
  "urgency",
  "incidentDate",
  "consultationType",
  "consultationStatus",
  "stage",
  "assignedTo",
  "notifiedAt",
  "firstContactAt",
  "nextContactAt",
  "lastUpdated",
  "consentVersion",
  "privacyAgreed",
  "privacyAgreedAt",
  "sensitiveAgreed",
  "sensitiveAgreedAt",
  "landingPage",
  "referrer",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "utmTerm",
  "utmContent",
  "ctaSource",
  "sourcePostId",
  "outcome",
  "outcomeReason",
  "outcomeAt",
  "feeAmount",
  "content",
  "smsConsent",
  "smsConsentAt",
  "contactMethod",
  "avoidTime",
  "avoidTimeNote",
  "noMessages",
] as const;
/** Parts of a record that are lists of their own (printed in their sections), not columns. */
const RECORD_LISTS = new Set(["history", "contacts", "messages", "booking"]);

/** A value of a field without a label, as plain text. */
const plain = (value: unknown): string =>
  value === null || value === undefined || value === "" ? "-" : typeof value === "object" ? JSON.stringify(value) : String(value);

/** Stored fields the file leaves out: about someone else, or the office's own working record. */
export const SUBJECT_EXPORT_WITHHELD = [
  "adminNotes",
  "otherParty",
  "conflictResult",
  "conflictReason",
  "conflictCheckedBy",
  "conflictCheckedAt",
  "conflictMatchCount",
] as const;
/** History rows of withheld fields (they carry the same values), by the history's field name. */
const WITHHELD_HISTORY = new Set(["adminNotes", "otherParty", "conflictCheck"]);
/** Messages the file leaves out: the office's alerts to the attorney, not messages to the person. */
const WITHHELD_MESSAGE_KINDS = new Set(["urgent_alert"]);

const SUBJECT_EXPORT_WITHHELD_NOTE =
  "상대방과 이해충돌 확인 내용은 다른 사람의 이익을 부당하게 침해할 우려가 있어(개인정보 보호법 제35조 제4항 제2호), 사무소 메모와 변호사에게 보낸 긴급 알림은 사무소 내부 업무 기록이라 이 자료에서 제외했습니다. 제외한 항목에 대해서는 사무소에 문의해주세요.";

/** The note on what the file leaves out, when the office included some withheld parts after review. */
function withheldNote(include: readonly ReviewedField[]): string {
  if (include.length === 0) return SUBJECT_EXPORT_WITHHELD_NOTE;
  const has = (field: ReviewedField) => include.includes(field);
  const others = [!has("otherParty") && "상대방", !has("conflictCheck") && "이해충돌 확인 내용"].filter(Boolean).join("과 ");
  const office = [!has("adminNotes") && "사무소 메모", "변호사에게 보낸 긴급 알림"].filter(Boolean).join("와 ");
  const included = include.map((field) => REVIEWED_FIELD_LABELS[field]).join(", ");
  return [
    `사무소가 검토한 뒤 포함한 항목: ${included}.`,
    others && `${others}은 다른 사람의 이익을 부당하게 침해할 우려가 있어(개인정보 보호법 제35조 제4항 제2호),`,
    `${office}은 사무소 내부 업무 기록이라 이 자료에서 제외했습니다. 제외한 항목에 대해서는 사무소에 문의해주세요.`,
  ]
    .filter(Boolean)
    .join(" ");
}

/** The lines of the withheld parts the office included after review. */
function reviewedLines(r: SubjectRecord, include: readonly ReviewedField[]): string[] {
  const lines: string[] = [];
  if (include.includes("otherParty")) lines.push(`상대방(사무소 검토 후 포함): ${orDash(r.otherParty)}`);
  if (include.includes("conflictCheck")) {
    lines.push(
      `이해충돌 확인(사무소 검토 후 포함): ${label(CONFLICT_RESULT_LABELS, r.conflictResult)}${r.conflictReason ? ` (사유: ${r.conflictReason})` : ""} (${orDash(r.conflictCheckedBy)}, ${when(r.conflictCheckedAt)})`,
    );
  }
  if (include.includes("adminNotes")) lines.push("사무소 메모(사무소 검토 후 포함):", orDash(r.adminNotes));
  return lines;
}

export function formatSubjectExport(
  records: SubjectRecord[],
  now: Date,
  officeName: string,
  include: readonly ReviewedField[] = [],
): string {
  const hiddenHistory = new Set([...WITHHELD_HISTORY].filter((field) => !include.includes(field as ReviewedField)));
  const known = new Set<string>([...SUBJECT_EXPORT_LABELLED, ...SUBJECT_EXPORT_WITHHELD]);
  const unlabelled = (r: SubjectRecord) => Object.keys(r).filter((key) => !known.has(key) && !RECORD_LISTS.has(key));
  const lines = [
    `${officeName} 개인정보 열람 자료`,
    `작성 일시: ${formatKoreanDateTime(now)}`,
    `보관 중인 상담 신청: ${records.length}건`,
    withheldNote(include),
    "",
  ];
  records.forEach((r, i) => {
    lines.push(
      `[${i + 1}] 상담 신청 #${r.id}`,
      `신청 일시: ${when(r.createdAt)}`,
      `이름: ${r.name}`,
      `연락처: ${formatPhone(r.phone)}`,
      `이메일: ${orDash(r.email)}`,
      `나이: ${orDash(r.age)}`,
      `사건 유형: ${label(CASE_TYPE_LABELS, r.caseType)}`,
      `현재 상황: ${label(CURRENT_STATUS_LABELS, r.currentStatus)}`,
      `긴급도: ${label(URGENCY_LABELS, r.urgency)}`,
      `사건 발생일: ${orDash(r.incidentDate)}`,
      `희망 상담 방식: ${label(CONSULTATION_TYPE_LABELS, r.consultationType)}`,
      `처리 상태: ${label(CONSULTATION_STATUS_LABELS, r.consultationStatus)}`,
      `진행 단계: ${label(STAGE_LABELS, typeof r.stage === "string" ? r.stage : null)}`,
      `담당자: ${orDash(r.assignedTo)}`,
      `사무소 알림 발송: ${when(r.notifiedAt)}`,
      `첫 연락: ${when(r.firstContactAt)}`,
      `다음 연락 예정: ${when(r.nextContactAt)}`,
      `마지막 변경: ${when(r.lastUpdated)}`,
      `동의한 방침 버전: ${orDash(r.consentVersion)} (개인정보 동의 ${r.privacyAgreed === false ? "하지 않음" : when(r.privacyAgreedAt)}, 민감정보 동의 ${r.sensitiveAgreed === false ? "하지 않음" : when(r.sensitiveAgreedAt)})`,
      `유입 페이지: ${orDash(r.landingPage)}`,
      `참조 주소: ${orDash(r.referrer)}`,
      `유입 경로 표시(UTM): source ${orDash(r.utmSource)}, medium ${orDash(r.utmMedium)}, campaign ${orDash(r.utmCampaign)}, term ${orDash(r.utmTerm)}, content ${orDash(r.utmContent)}`,
      `신청 버튼 위치: ${orDash(r.ctaSource)}`,
      `신청 전에 본 글 번호: ${orDash(r.sourcePostId)}`,
      `상담 결과: ${label(OUTCOME_LABELS, r.outcome)}${r.outcomeReason ? ` (사유: ${r.outcomeReason})` : ""} (기록 ${when(r.outcomeAt)})`,
      `수임료: ${won(r.feeAmount)}`,
      "상담 내용:",
      r.content,
      `접수 확인 문자 동의: ${r.smsConsent ? `동의 (${when(r.smsConsentAt)})` : "동의하지 않음"}`,
      `연락 희망: ${orDash(contactPreferenceLine({ contactMethod: r.contactMethod as ContactMethod | null, avoidTime: r.avoidTime as AvoidTime | null, avoidTimeNote: r.avoidTimeNote, noMessages: r.noMessages }))}`,
      ...subjectBookingLines(r.booking ?? null),
      ...reviewedLines(r, include),
      ...(unlabelled(r).length === 0 ? [] : ["그 밖의 항목:", ...unlabelled(r).map((key) => `- ${key}: ${plain(r[key])}`)]),
      "보낸 알림:",
      ...(r.messages.filter((m) => !WITHHELD_MESSAGE_KINDS.has(m.kind)).length === 0
        ? ["-"]
        : r.messages
            .filter((m) => !WITHHELD_MESSAGE_KINDS.has(m.kind))
            .map(
              (m) =>
                `- ${when(m.createdAt)} ${label(OUTBOUND_KIND_LABELS, m.kind)} → ${m.channel === "sms" ? formatPhone(m.recipient) : m.recipient}: ${label(OUTBOUND_STATUS_LABELS, m.status)}${m.sentAt ? ` (${when(m.sentAt)})` : ""} · 내용: ${m.body.replace(/\s*\n\s*/g, " ")}`,
            )),
      "변경 이력:",
      ...(r.history.filter((h) => !hiddenHistory.has(h.field)).length === 0
        ? ["-"]
        : r.history
            .filter((h) => !hiddenHistory.has(h.field))
            .map(
              (h) =>
                `- ${when(h.changedAt)} ${h.changedByName}: ${HISTORY_FIELDS[h.field] ?? h.field} ${orDash(h.oldValue)} → ${orDash(h.newValue)}`,
            )),
      "연락 기록:",
      ...(r.contacts.length === 0
        ? ["-"]
        : r.contacts.map((c) => `- ${when(c.createdAt)} ${c.createdByName}: ${contactSummary(c)}${c.note ? ` · 메모: ${c.note}` : ""}`)),
      "",
    );
  });
  return lines.join("\n");
}
