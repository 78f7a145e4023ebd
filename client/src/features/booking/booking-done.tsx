// What the booking page shows once the request is stored: the booking (확정대기 or 확정, its time in Korea time,
// the manage link), or for the urgent path, that the request is received and the office phone to call now.
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { BOOKING_STATUS_LABELS } from "@shared/booking/booking-display";
import { slotTimeText } from "@shared/booking/booking-display";
import type { BookingStatus } from "@shared/booking/booking-options";
import { telHref } from "@shared/office/site-facts";
import type { BookingAnswer } from "./booking-api";

function useFocusOnMount() {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

/** The manage link as a path of this site (the API names it with the site's public address). */
const managePath = (url: string) => (url.startsWith("http") ? new URL(url).pathname : url);

export default function BookingDone({ answer, typeLabel, phone }: { answer: BookingAnswer; typeLabel?: string; phone: string }) {
  const heading = useFocusOnMount();
  if (answer.kind === "urgent") {
    const officePhone = answer.answer.officePhone || phone;
    return (
      <section aria-labelledby="booking-done" className="space-y-4 rounded-2xl border border-red-200 bg-red-50 p-5 md:p-6">
        <h2 id="booking-done" ref={heading} tabIndex={-1} className="text-xl font-extrabold text-red-900 focus:outline-none">
          긴급 연락 요청이 접수되었습니다
        </h2>
        <p className="text-[16px] leading-relaxed text-red-900">{answer.answer.message}</p>
        <a
          href={telHref(officePhone)}
          className="block rounded-xl bg-red-700 px-5 py-4 text-center text-xl font-extrabold text-white hover:bg-red-800"
        >
          지금 전화하기 {officePhone}
        </a>
      </section>
    );
  }
  const { booking } = answer;
  const status = BOOKING_STATUS_LABELS[booking.status as BookingStatus] ?? booking.status;
  return (
    <section aria-labelledby="booking-done" className="space-y-4 rounded-2xl border border-brand-200 bg-brand-50 p-5 md:p-6">
      <h2 id="booking-done" ref={heading} tabIndex={-1} className="text-xl font-extrabold text-slate-900 focus:outline-none">
        예약 신청이 접수되었습니다
      </h2>
      <dl className="grid grid-cols-[5.5rem_1fr] gap-x-3 gap-y-2 text-[16px] text-slate-800">
        {typeLabel && (
          <>
            <dt className="font-semibold">상담 종류</dt>
            <dd>{typeLabel}</dd>
          </>
        )}
        <dt className="font-semibold">일시</dt>
        <dd>
          <time dateTime={booking.start}>{slotTimeText(booking.start)}</time> (한국 시간)
        </dd>
        <dt className="font-semibold">상태</dt>
        <dd className="font-bold">{status}</dd>
      </dl>
      {booking.status === "pending" && (
        <p className="text-[15px] leading-relaxed text-slate-700">
          변호사가 이해충돌 여부를 확인한 뒤 예약을 확정하고 알려 드립니다. 확정 전에도 이 시간은 다른 분께 열리지 않습니다.
        </p>
      )}
      <p className="text-[15px] leading-relaxed text-slate-700">
        아래 링크에서 예약을 확인하고 시간을 바꾸거나 취소할 수 있습니다. 이 링크는 다시 보여 드리지 않으니 저장해 두세요.
      </p>
      <Link href={managePath(booking.manageUrl)} className="inline-block font-bold break-all text-brand-800 underline underline-offset-2">
        예약 확인·변경 링크
      </Link>
    </section>
  );
}
