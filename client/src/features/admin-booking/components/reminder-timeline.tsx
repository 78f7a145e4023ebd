// A booking's messages in time order (reminders, status notices, the acknowledgement): 예정 with the time it will
// go, 발송됨 with the time it went, 실패 with the last error, 건너뜀 with the reason. Times in Korea time. Mounted
// only when a booking is opened, so the list is read then and not for every booking of the week.
import { formatKoreanMonthDayTime } from "@shared/lib/dates";
import { errorDetail } from "@/components/admin/api-errors";
import { ErrorState, LoadingState } from "@/components/admin/data-state";
import { cn } from "@/lib/cn";
import { useBookingMessages, type BookingMessage } from "../api/booking-admin-api";
import { MESSAGE_STATUS_LABELS, messageKindLabel } from "../booking-labels";

const CHANNEL_LABELS = { email: "이메일", sms: "문자" } as const;
const DOT_CLASSES: Record<BookingMessage["status"], string> = {
  pending: "border-amber-500 bg-white",
  sent: "border-emerald-600 bg-emerald-600",
  failed: "border-red-600 bg-red-600",
  skipped: "border-slate-400 bg-slate-200",
};

/** The moment a message is placed at: when it went, or when it is (or was last) to be tried. */
const momentOf = (m: BookingMessage) => m.sentAt ?? m.nextAttemptAt;

function timing(m: BookingMessage): string {
  if (m.status === "sent" && m.sentAt) return `${formatKoreanMonthDayTime(m.sentAt)} 발송`;
  if (m.status === "pending" && m.nextAttemptAt) return `${formatKoreanMonthDayTime(m.nextAttemptAt)} 발송 예정`;
  const at = momentOf(m);
  return at ? formatKoreanMonthDayTime(at) : "";
}

export function ReminderTimeline({ bookingId }: { bookingId: number }) {
  const messages = useBookingMessages(bookingId);
  if (messages.isPending) return <LoadingState className="py-4" />;
  if (messages.isError) return <ErrorState className="py-4" onRetry={() => void messages.refetch()} detail={errorDetail(messages.error)} />;
  const sorted = [...messages.data.messages].sort((a, b) => (momentOf(a) ?? "").localeCompare(momentOf(b) ?? "") || a.id - b.id);
  if (sorted.length === 0) return <p className="text-[15px] text-slate-600">보낸 알림이나 예정된 알림이 없습니다.</p>;
  return (
    <ol aria-label="알림 기록" className="space-y-3 border-l-2 border-slate-200 pl-4">
      {sorted.map((m) => (
        <li key={m.id} className="relative">
          <span aria-hidden="true" className={cn("absolute -left-[23px] top-1.5 h-3 w-3 rounded-full border-2", DOT_CLASSES[m.status])} />
          <p className="flex flex-wrap items-center gap-x-2 text-[15px]">
            <span className="font-semibold text-slate-900">{messageKindLabel(m.kind)}</span>
            <span className="text-slate-600">{CHANNEL_LABELS[m.channel]}</span>
            <span className="rounded-full bg-slate-100 px-2 py-px text-xs font-semibold text-slate-800">
              {MESSAGE_STATUS_LABELS[m.status]}
            </span>
          </p>
          <p className="text-sm text-slate-700">
            {timing(m)}
            {m.attempts > 1 ? ` · 시도 ${m.attempts}회` : ""}
          </p>
          {m.lastError && (
            <p className={cn("text-sm", m.status === "skipped" ? "text-slate-700" : "text-red-800")}>
              {m.status === "skipped" ? "보내지 않은 이유" : "마지막 오류"}: {m.lastError}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
