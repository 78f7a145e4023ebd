// The 예약 section's words: a booking's status, and the kinds and states of the messages sent about it.
import type { BookingStatus } from "@shared/booking/booking-options";
import { OUTBOUND_KIND_LABELS } from "@shared/intake/back-office-labels";
import type { OutboundKind } from "@shared/intake/options";

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

export const messageKindLabel = (kind: string) => OUTBOUND_KIND_LABELS[kind as OutboundKind] ?? "안내";

export const MESSAGE_STATUS_LABELS = { pending: "예정", sent: "발송됨", failed: "실패", skipped: "건너뜀" } as const;
