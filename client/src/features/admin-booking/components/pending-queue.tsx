// 확정대기: the bookings waiting for the attorney, soonest first, each with its request's conflict check beside
// 확정 / 다른 시간 제안 / 거절. Reads from today (Korea date) to the booking window's far end.
import { formatKoreanMonthDayWeekdayTime } from "@shared/lib/dates";
import { addDays, clockOf } from "@shared/booking/week";
import { errorDetail } from "@/components/admin/api-errors";
import { ErrorState, LoadingState } from "@/components/admin/data-state";
import { useBookings } from "../api/booking-admin-api";
import { BookingTags } from "./booking-tags";
import { ConflictCheckLine, requestHref } from "./conflict-notice";
import { PendingActions } from "./pending-actions";

/** How far ahead the queue looks (longer than any booking window). */
const QUEUE_DAYS = 366;

export function PendingQueue({ today }: { today: string }) {
  const pending = useBookings(today, addDays(today, QUEUE_DAYS), "pending");
  return (
    <section aria-labelledby="pending-heading" className="space-y-3">
      <h3 id="pending-heading" className="text-lg font-bold text-slate-900">
        확정대기 {pending.data ? `${pending.data.length}건` : ""}
      </h3>
      {pending.isPending ? (
        <LoadingState className="py-6" />
      ) : pending.isError ? (
        <ErrorState className="py-6" onRetry={() => void pending.refetch()} detail={errorDetail(pending.error)} />
      ) : pending.data.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white px-4 py-3 text-[15px] text-slate-600">확정을 기다리는 예약이 없습니다.</p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {pending.data.map((b) => (
            <li
              key={b.id}
              aria-label={`${b.name} ${formatKoreanMonthDayWeekdayTime(b.start)} 예약`}
              className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <p className="text-base font-bold text-slate-900">
                  {formatKoreanMonthDayWeekdayTime(b.start)}~{clockOf(b.end)}
                </p>
                <BookingTags booking={b} today={today} />
              </div>
              <p className="text-[15px] text-slate-800">
                {b.name} · {b.typeLabel} ·{" "}
                <a href={requestHref(b.consultationId)} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                  신청 #{b.consultationId}
                </a>
              </p>
              <ConflictCheckLine booking={b} />
              <PendingActions booking={b} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
