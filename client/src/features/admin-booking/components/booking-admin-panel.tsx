// The 예약 section: the bookings waiting for confirmation on top, then the week (이전 주 / 이번 주 / 다음 주) with
// its bookings, blocks and holidays, and the form that adds a block (court day, absence).
import { useState } from "react";
import { koreaDateOf } from "@shared/booking/korea-time";
import { addDays, dayHeading, thisMonday } from "@shared/booking/week";
import { primaryButtonClass, secondaryButtonClass } from "@/components/admin/button-styles";
import { BlockForm } from "./block-form";
import { PendingQueue } from "./pending-queue";
import { WeekView } from "./week-view";

export function BookingAdminPanel() {
  const today = koreaDateOf(Date.now());
  const current = thisMonday();
  const [monday, setMonday] = useState(current);
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-xl font-bold text-slate-900">예약</h2>
        <p className="mt-1 text-[15px] text-slate-600">
          확정대기 예약은 이해충돌 확인을 기록한 뒤 확정할 수 있습니다. 시간은 모두 한국 시간입니다.
        </p>
      </div>
      <PendingQueue today={today} />
      <section aria-labelledby="week-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="week-heading" className="text-lg font-bold text-slate-900">
            {dayHeading(monday)} ~ {dayHeading(addDays(monday, 6))}
          </h3>
          <div role="group" aria-label="주 이동" className="flex gap-2">
            <button type="button" className={secondaryButtonClass} onClick={() => setMonday(addDays(monday, -7))}>
              이전 주
            </button>
            <button
              type="button"
              className={monday === current ? primaryButtonClass : secondaryButtonClass}
              aria-pressed={monday === current}
              onClick={() => setMonday(current)}
            >
              이번 주
            </button>
            <button type="button" className={secondaryButtonClass} onClick={() => setMonday(addDays(monday, 7))}>
              다음 주
            </button>
          </div>
        </div>
        <WeekView monday={monday} today={today} />
        <BlockForm defaultDate={monday > today ? monday : today} />
      </section>
    </div>
  );
}
