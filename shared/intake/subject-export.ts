// The file a person receives when they ask to see what the office keeps about them (열람, 개인정보 보호법 제35조):
// every stored field of every request, in plain Korean, with the change history.
import { formatKoreanDateTime } from "../lib/dates";
import {
  CASE_TYPE_LABELS,
  CONSULTATION_STATUS_LABELS,
  CONSULTATION_TYPE_LABELS,
  CURRENT_STATUS_LABELS,
  URGENCY_LABELS,
} from "./labels";
import { CONFLICT_RESULT_LABELS, OUTBOUND_KIND_LABELS, OUTBOUND_STATUS_LABELS, OUTCOME_LABELS } from "./back-office-labels";
import { formatPhone } from "../lib/phone";
import { contactSummary } from "./consultation-contacts";
import type { SubjectRecord } from "./subject-requests";

const label = (labels: Record<string, string>, value: string | null) => (value === null ? "-" : (labels[value] ?? value));
const orDash = (value: string | number | null) => (value === null || value === "" ? "-" : String(value));
const when = (iso: string | null) => (iso ? formatKoreanDateTime(iso) : "-");

const HISTORY_FIELDS: Record<string, string> = {
  consultationStatus: "처리 상태",
  assignedTo: "담당자",
  adminNotes: "사무소 메모",
  contact: "연락 기록",
  outcome: "상담 결과",
  fee: "수임료",
  otherParty: "상대방",
  conflictCheck: "이해충돌 확인",
};
const won = (fee: number | null) => (fee === null ? "-" : `${fee.toLocaleString("ko-KR")}원`);

export function formatSubjectExport(records: SubjectRecord[], now: Date, officeName: string): string {
  const lines = [
    `${officeName} 개인정보 열람 자료`,
    `작성 일시: ${formatKoreanDateTime(now)}`,
    `보관 중인 상담 신청: ${records.length}건`,
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
      `담당자: ${orDash(r.assignedTo)}`,
      `사무소 메모: ${orDash(r.adminNotes)}`,
      `동의한 방침 버전: ${orDash(r.consentVersion)} (개인정보 동의 ${when(r.privacyAgreedAt)}, 민감정보 동의 ${when(r.sensitiveAgreedAt)})`,
      `유입 페이지: ${orDash(r.landingPage)}`,
      `참조 주소: ${orDash(r.referrer)}`,
      `상담 결과: ${label(OUTCOME_LABELS, r.outcome)}${r.outcomeReason ? ` (사유: ${r.outcomeReason})` : ""} (기록 ${when(r.outcomeAt)})`,
      `수임료: ${won(r.feeAmount)}`,
      `상대방: ${orDash(r.otherParty)}`,
      `이해충돌 확인: ${label(CONFLICT_RESULT_LABELS, r.conflictResult)}${r.conflictReason ? ` (사유: ${r.conflictReason})` : ""} (확인 ${orDash(r.conflictCheckedBy)}, ${when(r.conflictCheckedAt)})`,
      "상담 내용:",
      r.content,
      `접수 확인 문자 동의: ${r.smsConsent ? `동의 (${when(r.smsConsentAt)})` : "동의하지 않음"}`,
      "보낸 알림:",
      ...(r.messages.length === 0
        ? ["-"]
        : r.messages.map(
            (m) =>
              `- ${when(m.createdAt)} ${label(OUTBOUND_KIND_LABELS, m.kind)} → ${m.channel === "sms" ? formatPhone(m.recipient) : m.recipient}: ${label(OUTBOUND_STATUS_LABELS, m.status)}${m.sentAt ? ` (${when(m.sentAt)})` : ""} · 내용: ${m.body.replace(/\s*\n\s*/g, " ")}`,
          )),
      "변경 이력:",
      ...(r.history.length === 0
        ? ["-"]
        : r.history.map((h) => `- ${when(h.changedAt)} ${h.changedByName}: ${HISTORY_FIELDS[h.field] ?? h.field} ${orDash(h.oldValue)} → ${orDash(h.newValue)}`)),
      "연락 기록:",
      ...(r.contacts.length === 0
        ? ["-"]
        : r.contacts.map((c) => `- ${when(c.createdAt)} ${c.createdByName}: ${contactSummary(c)}${c.note ? ` · 메모: ${c.note}` : ""}`)),
      "",
    );
  });
  return lines.join("\n");
}
