// The 예약 section's words: a booking's status, and the kinds and states of the messages sent about it.
import type { BookingStatus } from "@shared/booking/booking-options";

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: "확정대기",
  confirmed: "확정",
  declined: "거절",
  completed: "완료",
  no_show: "노쇼",
  cancelled: "취소",
};

export const BOOKING_STATUS_CLASSES: Record<BookingStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  confirmed: "bg-emerald-100 text-emerald-900",
  declined: "bg-slate-200 text-slate-800",
  completed: "bg-sky-100 text-sky-900",
  no_show: "bg-red-100 text-red-800",
  cancelled: "bg-slate-200 text-slate-800",
};

const MESSAGE_KIND_LABELS: Record<string, string> = {
  booking_reminder: "예약 알림",
  booking_status: "예약 상태 안내",
  booking_reschedule: "다른 시간 안내",
  ack_email: "접수 확인 이메일",
  ack_sms: "접수 확인 문자",
  urgent_alert: "긴급 알림 문자 (변호사)",
};

/** The kind's Korean name; a kind this screen does not know yet is called 안내. */
export const messageKindLabel = (kind: string) => MESSAGE_KIND_LABELS[kind] ?? "안내";

export const MESSAGE_STATUS_LABELS = { pending: "예정", sent: "발송됨", failed: "실패", skipped: "건너뜀" } as const;
