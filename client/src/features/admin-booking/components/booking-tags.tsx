// The small tags a booking carries wherever it is listed: its status (a decline that proposed another time says
// so), "기한 D-n" when the visitor holds a deadline, and "재조정 필요" when a block now covers its time.
import { deadlineTag } from "@shared/booking/week";
import { cn } from "@/lib/cn";
import type { AdminBooking } from "../api/booking-admin-api";
import { BOOKING_STATUS_CLASSES, BOOKING_STATUS_LABELS } from "../booking-labels";

const tag = "rounded-full px-2 py-px text-xs font-semibold";

export function BookingTags({ booking, today }: { booking: AdminBooking; today: string }) {
  return (
    <span className="flex flex-wrap items-center gap-1">
      <span className={cn(tag, BOOKING_STATUS_CLASSES[booking.status])}>
        <span className="sr-only">상태 </span>
        {booking.status === "declined" && booking.proposedStart ? "다른 시간 제안" : BOOKING_STATUS_LABELS[booking.status]}
      </span>
      {booking.deadlineDate && <span className={cn(tag, "bg-red-700 text-white")}>{deadlineTag(booking.deadlineDate, today)}</span>}
      {booking.needsReschedule && <span className={cn(tag, "bg-orange-100 text-orange-900")}>재조정 필요</span>}
    </span>
  );
}
