// /booking/:token: a booking's manage link. Shows the booking as the API gives it, masked (the type, the time in
// Korea time, the status, 김○○ and the phone's last four digits), and lets the visitor move it to another free
// time or cancel it (after a confirm step; both load when started). Too close to the start, both are refused
// (TOO_LATE) and the office phone is shown. One person's page: noindex, never cached (page-map's `personal`); an
// unknown link is a 404. Its code travels in the booking page's chunk (client/src/app/pages.ts).
import { lazy, Suspense, useState } from "react";
import { useParams } from "wouter";
import { BOOKING_STATUS_LABELS, bookingKeys, slotTimeText, type ManagedBooking } from "@shared/booking/booking-display";
import { telHref } from "@shared/office/site-facts";
import { paths } from "@shared/pages/page-map";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "@/features/booking/choice";
import type { ManageOutcome } from "@/features/booking/manage-actions";
import { useHead } from "@/lib/head";
import { usePageData } from "@/lib/page-data";
import { useSite } from "@/lib/site";
import { notFoundChunk } from "./not-found-chunk";

const ManageActions = lazy(() => import("@/features/booking/manage-actions"));

/** After a move inside the site (the server renders the page with the booking): null for an unknown link. */
async function fetchBooking(token: string): Promise<ManagedBooking | null> {
  const res = await fetch(`/api/bookings/by-token/${encodeURIComponent(token)}`);
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(String(res.status));
  return res.json();
}

export function BookingManagePage() {
  const { token = "" } = useParams<{ token: string }>();
  const site = useSite();
  const { data, isPending } = usePageData(bookingKeys.manage(token), () => fetchBooking(token));
  useHead({
    title: `예약 확인 | ${site.officeName}`,
    description: "상담 예약을 확인하고 시간을 바꾸거나 취소합니다.",
    canonicalPath: paths.booking(),
    robots: "noindex",
  });
  const [booking, setBooking] = useState<ManagedBooking | null>(null);
  const [mode, setMode] = useState<"view" | "reschedule" | "cancel">("view");
  const [outcome, setOutcome] = useState<ManageOutcome | null>(null);

  const shown = booking ?? data ?? null;
  if (isPending) return <p className="py-24 text-center text-slate-600">불러오는 중...</p>;
  if (!shown) return <notFoundChunk.Page />;
  const phone = shown.officePhone || site.phone;
  const active = shown.status === "pending" || shown.status === "confirmed";
  const start = (next: "reschedule" | "cancel") => {
    setMode(next);
    setOutcome(null);
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 md:py-14">
      <h1 className="text-3xl font-extrabold text-slate-900">예약 확인</h1>
      <section aria-label="예약 내용" className="mt-6 rounded-2xl bg-white p-5 shadow-sm md:p-6">
        <dl className="grid grid-cols-[5.5rem_1fr] gap-x-3 gap-y-3 text-[16px] text-slate-800">
          <dt className="font-semibold">상담 종류</dt>
          <dd>{shown.typeLabel}</dd>
          <dt className="font-semibold">일시</dt>
          <dd>
            <time dateTime={shown.start}>{slotTimeText(shown.start)}</time> (한국 시간)
          </dd>
          <dt className="font-semibold">상태</dt>
          <dd className="font-bold">{BOOKING_STATUS_LABELS[shown.status] ?? shown.status}</dd>
          <dt className="font-semibold">신청인</dt>
          <dd>
            {shown.name} · 연락처 끝자리 {shown.phoneLastFour}
          </dd>
          {shown.deadlineDate && (
            <>
              <dt className="font-semibold">기한</dt>
              <dd>{shown.deadlineDate}까지</dd>
            </>
          )}
        </dl>
        {shown.needsReschedule && active && (
          <p className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-[15px] text-amber-950">
            사무소 일정이 바뀌어 이 시간에 상담하기 어렵습니다. 다른 시간을 골라 주세요.
          </p>
        )}
      </section>
      <div aria-live="polite" className="mt-4">
        {outcome && (
          <p
            className={`rounded-lg px-4 py-3 text-[15px] font-medium ${outcome.tone === "ok" ? "bg-brand-50 text-brand-900" : "bg-red-50 text-red-800"}`}
          >
            {outcome.text}
            {outcome.phone && (
              <>
                {" "}
                <a href={telHref(phone)} className="font-bold underline">
                  {phone}
                </a>
              </>
            )}
          </p>
        )}
      </div>
      {active && !shown.changeable && (
        <p className="mt-4 text-[15px] text-slate-700">
          상담 시작이 가까워 온라인으로는 바꿀 수 없습니다. 변경이나 취소는 전화로 알려 주세요:{" "}
          <a href={telHref(phone)} className="font-bold text-brand-800 underline">
            {phone}
          </a>
        </p>
      )}
      {active && shown.changeable && mode === "view" && (
        <div className="mt-6 flex flex-wrap gap-3">
          <button type="button" className={PRIMARY_BUTTON} onClick={() => start("reschedule")}>
            시간 변경
          </button>
          <button type="button" className={SECONDARY_BUTTON} onClick={() => start("cancel")}>
            예약 취소
          </button>
        </div>
      )}
      {mode !== "view" && (
        <Suspense fallback={<p className="mt-6 text-slate-600">불러오는 중…</p>}>
          <ManageActions
            mode={mode}
            token={token}
            booking={shown}
            onChanged={(changed, result) => {
              setBooking(changed);
              setMode("view");
              setOutcome(result);
            }}
            onRefused={setOutcome}
            onClose={() => setMode("view")}
          />
        </Suspense>
      )}
    </div>
  );
}
