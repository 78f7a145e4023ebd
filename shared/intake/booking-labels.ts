// A booking's values in Korean for the person's own file (the subject export): its status, the situation the
// visitor chose first, the kind of consultation and the reminder channel.
import { formatKoreanDateTime } from "../lib/dates";
import type { SubjectBooking } from "./subject-requests";

const BOOKING_STATUS_LABELS: Record<string, string> = {
  pending: "확정대기",
  confirmed: "확정",
  declined: "거절",
  completed: "상담 완료",
  no_show: "불참",
  cancelled: "취소",
};

const BOOKING_SITUATION_LABELS: Record<string, string> = {
  arrest: "체포·구속",
  today: "오늘 조사·출석",
  deadline: "기한이 있는 경우",
  general: "일반 상담",
};

const BOOKING_KIND_LABELS: Record<string, string> = { phone: "전화", video: "화상", visit: "방문" };

const REMINDER_CHANNEL_LABELS: Record<string, string> = { sms: "문자", email: "이메일", none: "받지 않음" };

const label = (labels: Record<string, string>, value: string) => labels[value] ?? value;

/** The lines of the subject export's 예약 section. */
export function subjectBookingLines(b: SubjectBooking | null): string[] {
  if (!b) return ["예약: -"];
  return [
    "예약:",
    `- 상담 종류: ${b.typeLabel} (${label(BOOKING_KIND_LABELS, b.kind)})`,
    `- 예약 시각: ${formatKoreanDateTime(b.start)} ~ ${formatKoreanDateTime(b.end)}`,
    `- 예약 상태: ${label(BOOKING_STATUS_LABELS, b.status)}${b.statusReason ? ` (사유: ${b.statusReason})` : ""}`,
    `- 선택한 상황: ${label(BOOKING_SITUATION_LABELS, b.situation)}`,
    `- 기한: ${b.deadlineDate ? `${b.deadlineLabel ?? "기한"}, 마지막 날 ${b.deadlineDate}` : "-"}`,
    `- 예약 알림 받을 방법: ${label(REMINDER_CHANNEL_LABELS, b.reminderChannel)}`,
    `- 시간 재조정 필요: ${b.needsReschedule ? "예" : "아니오"}`,
    `- 사무소가 제안한 시각: ${b.proposedStart ? formatKoreanDateTime(b.proposedStart) : "-"}`,
    `- 예약 관리 링크: ${b.manageLinks}개 발급 (링크 자체는 복원할 수 없는 형태로만 보관)`,
    `- 예약 일시: ${formatKoreanDateTime(b.createdAt)} (마지막 변경 ${formatKoreanDateTime(b.updatedAt)})`,
  ];
}
