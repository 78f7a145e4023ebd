// The week (Monday to Sunday, Korea dates): each day's bookings and blocks in time order, a public holiday greyed
// with its name. One day under another on a phone, seven columns on a wide screen (scrolling sideways when the
// screen is narrower than the columns need). A booking opens its detail; a block is deleted from here.
import { useState } from "react";
import { addDays, clockOf, dayHeading, weekDates } from "@shared/booking/week";
import { errorDetail } from "@/components/admin/api-errors";
import { ErrorState, LoadingState } from "@/components/admin/data-state";
import { cn } from "@/lib/cn";
import {
  useBlocks,
  useBookings,
  useDeleteBlock,
  useHolidayNames,
  type AdminBooking,
  type AvailabilityBlock,
} from "../api/booking-admin-api";
import { BookingDialog } from "./booking-dialog";
import { BookingTags } from "./booking-tags";

const ENDED = new Set(["declined", "cancelled", "no_show"]);

/** The part of a block inside a day: its clock times, 00:00 or 24:00 where it runs over the day's edge. */
function blockTimes(block: AvailabilityBlock, date: string): string {
  const from = block.start.slice(0, 10) < date ? "00:00" : clockOf(block.start);
  const to = block.end.slice(0, 10) > date ? "24:00" : clockOf(block.end);
  return `${from}~${to}`;
}

function useHolidayMap(monday: string) {
  const first = useHolidayNames(Number(monday.slice(0, 4)));
  const second = useHolidayNames(Number(addDays(monday, 6).slice(0, 4)));
  return new Map([...(first.data?.holidays ?? []), ...(second.data?.holidays ?? [])].map((h) => [h.date, h.name]));
}

function BlockItem({ block, date }: { block: AvailabilityBlock; date: string }) {
  const remove = useDeleteBlock();
  const ask = () => window.confirm(`${block.label} 일정을 삭제할까요? 이 시간에 다시 예약을 받습니다.`) && remove.mutate(block.id);
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-2 rounded-lg border border-dashed border-slate-400 bg-slate-100 px-2 py-1.5">
      <span className="min-w-[7rem] flex-1 text-sm text-slate-800">
        <span className="font-semibold tabular-nums">{blockTimes(block, date)}</span> {block.label}
      </span>
      <button
        type="button"
        onClick={ask}
        disabled={remove.isPending}
        aria-label={`${block.label} 일정 삭제`}
        className="min-h-11 shrink-0 rounded px-2 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-600"
      >
        삭제
      </button>
    </li>
  );
}

function BookingItem({ booking, today, onOpen }: { booking: AdminBooking; today: string; onOpen: () => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className={cn(
          "w-full rounded-lg border border-slate-200 bg-white px-2 py-1.5 text-left shadow-sm hover:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600",
          ENDED.has(booking.status) && "opacity-70",
        )}
      >
        <span className="block text-sm font-bold tabular-nums text-slate-900">
          {clockOf(booking.start)}~{clockOf(booking.end)} <span className="font-semibold">{booking.name}</span>
        </span>
        <span className="block truncate text-sm text-slate-700">{booking.typeLabel}</span>
        <BookingTags booking={booking} today={today} />
      </button>
    </li>
  );
}

export function WeekView({ monday, today }: { monday: string; today: string }) {
  const sunday = addDays(monday, 6);
  const bookings = useBookings(monday, sunday);
  const blocks = useBlocks(monday, sunday);
  const holidays = useHolidayMap(monday);
  const [openId, setOpenId] = useState<number | null>(null);
  if (bookings.isPending || blocks.isPending) return <LoadingState className="py-8" />;
  if (bookings.isError || blocks.isError)
    return (
      <ErrorState
        onRetry={() => void Promise.all([bookings.refetch(), blocks.refetch()])}
        detail={errorDetail(bookings.error ?? blocks.error)}
      />
    );
  return (
    <div className="overflow-x-auto">
      <ol aria-label={`${dayHeading(monday)} 주`} className="grid gap-2 lg:min-w-[62rem] lg:grid-cols-7">
        {weekDates(monday).map((date) => {
          const holiday = holidays.get(date);
          const dayBookings = bookings.data.filter((b) => b.start.slice(0, 10) === date);
          const dayBlocks = blocks.data.filter((b) => b.start.slice(0, 10) <= date && b.end > `${date}T00:00:00+09:00`);
          const empty = dayBookings.length === 0 && dayBlocks.length === 0;
          return (
            <li
              key={date}
              aria-label={`${dayHeading(date)}${holiday ? ` ${holiday}` : ""}`}
              className={cn(
                "rounded-xl border p-2 lg:min-h-40",
                holiday ? "border-slate-300 bg-slate-200/70" : "border-slate-200 bg-slate-50",
                date === today && "ring-2 ring-brand-600",
              )}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-x-2 px-1 pb-1 lg:block">
                <h4 className="flex flex-wrap items-baseline gap-x-2 text-[15px] font-bold text-slate-900">
                  {dayHeading(date)}
                  {date === today && <span className="text-xs font-semibold text-brand-700">오늘</span>}
                  {holiday && <span className="text-sm font-semibold text-slate-700">{holiday} (휴일)</span>}
                </h4>
                {empty && <p className="text-sm text-slate-600">예약 없음</p>}
              </div>
              {!empty && (
                <ul className="space-y-1.5">
                  {[
                    ...dayBlocks.map((b) => ({
                      at: b.start < date ? "" : b.start,
                      item: <BlockItem key={`block-${b.id}`} block={b} date={date} />,
                    })),
                    ...dayBookings.map((b) => ({
                      at: b.start,
                      item: <BookingItem key={b.id} booking={b} today={today} onOpen={() => setOpenId(b.id)} />,
                    })),
                  ]
                    .sort((a, b) => a.at.localeCompare(b.at))
                    .map((entry) => entry.item)}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
      <BookingDialog booking={bookings.data.find((b) => b.id === openId)} today={today} onClose={() => setOpenId(null)} />
    </div>
  );
}
