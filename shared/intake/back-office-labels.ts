// Korean labels that only the back office (and the data-subject export) shows: the messages sent about a request,
// its contact log, its outcome and its conflict check. Kept apart from labels.ts, whose module the public pages
// load first: every label of a module used anywhere in the client ends up in that first JavaScript.
import type { ConflictResult, ContactChannel, ContactResult, OutboundKind, OutboundStatus, Outcome } from "./options";

export const OUTBOUND_KIND_LABELS: Record<OutboundKind, string> = {
  ack_email: "접수 확인 이메일",
  ack_sms: "접수 확인 문자",
  urgent_alert: "긴급 알림 문자 (변호사)",
  booking_reminder: "예약 알림",
  booking_status: "예약 결과 안내",
  booking_reschedule: "예약 시간 변경 요청",
};

export const OUTBOUND_STATUS_LABELS: Record<OutboundStatus, string> = {
  pending: "대기",
  sent: "발송됨",
  failed: "실패",
  skipped: "보내지 않음",
};

export const OUTCOME_LABELS: Record<Outcome, string> = {
  consulted: "상담 완료",
  retained: "수임",
  not_retained: "미수임",
  unreachable: "연락 두절",
};

export const CONFLICT_RESULT_LABELS: Record<ConflictResult, string> = {
  no_conflict: "충돌 없음",
  conflict: "충돌 있음",
  checked: "확인함 (사유 기록)",
};

export const CONTACT_CHANNEL_LABELS: Record<ContactChannel, string> = {
  phone: "전화",
  sms: "문자",
  email: "이메일",
  kakao: "카카오톡",
};

export const CONTACT_RESULT_LABELS: Record<ContactResult, string> = {
  reached: "통화",
  no_answer: "부재",
  left_message: "메시지 남김",
};
