// Korean labels of the messages sent about a request (kind, status). Apart from labels.ts, which the public pages
// load first: these are shown only in the back office and the data-subject export.
import type { OutboundKind, OutboundStatus } from "./options";

export const OUTBOUND_KIND_LABELS: Record<OutboundKind, string> = {
  ack_email: "접수 확인 이메일",
  ack_sms: "접수 확인 문자",
  urgent_alert: "긴급 알림 문자 (변호사)",
};

export const OUTBOUND_STATUS_LABELS: Record<OutboundStatus, string> = {
  pending: "대기",
  sent: "발송됨",
  failed: "실패",
};
