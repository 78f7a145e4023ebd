// Beside 확정: the request's conflict check (변호사법 제31조), and when the server refused a confirmation for want
// of one, the reason in Korean with a link to the request, where the check is recorded.
import { CONFLICT_RESULT_LABELS } from "@shared/intake/back-office-labels";
import { cn } from "@/lib/cn";
import type { AdminBooking } from "../api/booking-admin-api";
import { paths } from "@shared/pages/page-map";

/** The request's detail in the inbox (?request=<id>), where its conflict check is recorded. */
export const requestHref = (consultationId: number) => `${paths.admin()}?request=${consultationId}`;

export function ConflictCheckLine({ booking }: { booking: AdminBooking }) {
  const result = booking.conflictCheck?.result;
  return (
    <p
      className={cn(
        "inline-flex rounded-full px-2 py-0.5 text-sm font-semibold",
        !result ? "bg-amber-50 text-amber-900" : result === "conflict" ? "bg-red-50 text-red-800" : "bg-emerald-50 text-emerald-900",
      )}
    >
      이해충돌 확인: {result ? CONFLICT_RESULT_LABELS[result] : "기록 없음"}
    </p>
  );
}

export function ConflictRequired({ booking, message }: { booking: AdminBooking; message: string }) {
  const { consultationId } = booking;
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-[15px] text-red-800">
      <p className="font-semibold">확정하지 못했습니다. {message}</p>
      <a
        href={requestHref(consultationId)}
        className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        {booking.conflictCheck?.result === "conflict"
          ? `신청 #${consultationId} 열기`
          : `신청 #${consultationId} 열어 이해충돌 확인 기록하기`}
      </a>
    </div>
  );
}
