// One booking, opened from the week: when, what, who (with a link to the request), its tags, what can be done in
// its status (확정대기: 확정 / 다른 시간 제안 / 거절; 확정: 완료 / 노쇼 / 취소), and its messages. An ended booking
// stays ended: a cancelled one is never turned into a no-show.
import { formatKoreanMonthDayWeekdayTime } from "@shared/lib/dates";
import { formatPhone } from "@shared/lib/phone";
import { clockOf } from "@shared/booking/week";
import { failureText } from "@/components/admin/api-errors";
import { AdminDialog } from "@/components/admin/admin-dialog";
import { dangerButtonClass, secondaryButtonClass } from "@/components/admin/button-styles";
import { toast } from "@/components/ui/toast";
import { usePatchBooking, type AdminBooking, type BookingPatch } from "../api/booking-admin-api";
import { BookingTags } from "./booking-tags";
import { ConflictCheckLine, requestHref } from "./conflict-notice";
import { PendingActions } from "./pending-actions";
import { ReminderTimeline } from "./reminder-timeline";

const ENDINGS: Array<{ status: BookingPatch["status"]; label: string; done: string; ask?: string }> = [
  { status: "completed", label: "완료", done: "상담 완료로 기록했습니다." },
  { status: "no_show", label: "노쇼", done: "노쇼로 기록했습니다.", ask: "신청인이 오지 않은 것(노쇼)으로 기록할까요?" },
  { status: "cancelled", label: "취소", done: "예약을 취소했습니다.", ask: "이 예약을 취소할까요? 취소한 예약은 다시 바꿀 수 없습니다." },
];

function EndActions({ booking }: { booking: AdminBooking }) {
  const patch = usePatchBooking();
  const end = (e: (typeof ENDINGS)[number]) => {
    if (e.ask && !window.confirm(e.ask)) return;
    patch.mutate(
      { id: booking.id, patch: { status: e.status } },
      {
        onSuccess: () => toast({ title: e.done }),
        onError: (error) => toast({ title: "상태를 바꾸지 못했습니다", description: failureText(error), variant: "destructive" }),
      },
    );
  };
  return (
    <div className="flex flex-wrap gap-2">
      {ENDINGS.map((e) => (
        <button
          key={e.status}
          type="button"
          disabled={patch.isPending}
          className={e.status === "cancelled" ? dangerButtonClass : secondaryButtonClass}
          onClick={() => end(e)}
        >
          {e.label}
        </button>
      ))}
    </div>
  );
}

interface BookingDialogProps {
  booking: AdminBooking | undefined;
  today: string;
  onClose: () => void;
}

export function BookingDialog({ booking, today, onClose }: BookingDialogProps) {
  return (
    <AdminDialog open={booking !== undefined} onOpenChange={(open) => !open && onClose()} title="예약 상세">
      {booking && (
        <div className="space-y-4 text-[15px]">
          <div className="space-y-1">
            <p className="text-base font-bold text-slate-900">
              {formatKoreanMonthDayWeekdayTime(booking.start)}~{clockOf(booking.end)}
            </p>
            <p className="text-slate-800">
              {booking.typeLabel} · {booking.name} · {formatPhone(booking.phone)}
            </p>
            <BookingTags booking={booking} today={today} />
            {booking.proposedStart && (
              <p className="text-slate-800">제안한 시각: {formatKoreanMonthDayWeekdayTime(booking.proposedStart)}</p>
            )}
            <a
              href={requestHref(booking.consultationId)}
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
            >
              신청 #{booking.consultationId} 열기
            </a>
          </div>
          {booking.status === "pending" && (
            <div className="space-y-2">
              <ConflictCheckLine booking={booking} />
              <PendingActions booking={booking} />
            </div>
          )}
          {booking.status === "confirmed" && <EndActions booking={booking} />}
          <section aria-labelledby={`booking-${booking.id}-messages`} className="space-y-2">
            <h3 id={`booking-${booking.id}-messages`} className="text-base font-bold text-slate-900">
              알림
            </h3>
            <ReminderTimeline bookingId={booking.id} />
          </section>
        </div>
      )}
    </AdminDialog>
  );
}
