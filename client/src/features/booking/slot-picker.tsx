// The free times of a booking type, seven days at a time: the days as one radio group (a closed day shows why:
// a holiday's name, 기한 이후, 예약 마감), then the chosen day's times as another. Used to book and to move a
// booking. `reload` changes when a time was taken meanwhile: the days are asked for again. How far ahead a time may be
// booked comes with each answer (the booking settings' horizon): "다음 7일" stops there.
import { useEffect, useState } from "react";
import { addDays } from "@shared/holidays/calendar";
import { seoulDate } from "@shared/lib/dates";
import { dayText, slotClockText, weekOf } from "@shared/booking/booking-time";
import type { SlotDay } from "@shared/booking/slots";
import { ApiError } from "@/lib/api-client";
import { fetchSlots } from "./booking-api";
import { CHOICE, RADIO, SECONDARY_BUTTON } from "./choice";

export interface SlotPickerProps {
  type: string;
  /** The deadline the visitor holds: the API closes the days after its last day. */
  deadline?: { kind: string; startDate: string };
  /** No day after this one is asked for. */
  lastDay?: string;
  value: string | null;
  onChange: (start: string | null) => void;
  reload: number;
  idPrefix: string;
}

type Loaded = { status: "loading" } | { status: "error"; message: string } | { status: "done"; days: SlotDay[] };

export function SlotPicker({ type, deadline, lastDay, value, onChange, reload, idPrefix }: SlotPickerProps) {
  const [today] = useState(() => seoulDate(new Date()));
  // The horizon's last day, as the API answered it (unknown until the first answer).
  const [until, setUntil] = useState<string | null>(null);
  const lastBookable = [until, lastDay].filter((d): d is string => Boolean(d)).sort()[0];
  const [from, setFrom] = useState(today);
  const week = weekOf(from, lastBookable);
  // The deadline's last day cuts the week asked for; the horizon the API applies itself.
  const to = lastDay && lastDay < addDays(from, 6) ? weekOf(from, lastDay).to : undefined;
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  const [day, setDay] = useState<string | null>(null);
  const deadlineKey = deadline ? `${deadline.kind}:${deadline.startDate}` : "";

  useEffect(() => {
    let live = true;
    setLoaded({ status: "loading" });
    fetchSlots({ type, from, to, deadline }).then(
      ({ days, bookableUntil }) => {
        if (!live) return;
        setUntil(bookableUntil);
        setLoaded({ status: "done", days });
        setDay((current) => (current && days.some((d) => d.date === current && d.slots.length > 0) ? current : null));
      },
      (error: unknown) =>
        live &&
        setLoaded({ status: "error", message: error instanceof ApiError ? error.message : "예약 가능한 시간을 불러오지 못했습니다." }),
    );
    return () => {
      live = false;
    };
    // deadline is compared by its key; the object may be new on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [type, from, to, deadlineKey, reload]);

  const days = loaded.status === "done" ? loaded.days : [];
  const chosen = days.find((d) => d.date === day);
  const canGoBack = from > today;
  const canGoOn = until !== null && week.to < lastBookable;
  const move = (by: number) => {
    setFrom(addDays(from, by));
    setDay(null);
    onChange(null);
  };

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-[15px] font-semibold text-slate-800">
          {dayText(week.from)} ~ {dayText(week.to)}
        </p>
        <div className="flex gap-2">
          <button type="button" className={SECONDARY_BUTTON} disabled={!canGoBack} onClick={() => move(-7)}>
            이전 7일
          </button>
          <button type="button" className={SECONDARY_BUTTON} disabled={!canGoOn} onClick={() => move(7)}>
            다음 7일
          </button>
        </div>
      </div>
      <div aria-live="polite" className="text-[15px] text-slate-700">
        {loaded.status === "loading" && <p>예약 가능한 시간을 불러오는 중입니다…</p>}
        {loaded.status === "error" && <p className="font-medium text-red-700">{loaded.message}</p>}
        {loaded.status === "done" && days.every((d) => d.slots.length === 0) && <p>이 기간에는 예약 가능한 시간이 없습니다.</p>}
      </div>
      {loaded.status === "done" && (
        <fieldset>
          <legend className="text-[15px] font-semibold text-slate-900">날짜</legend>
          <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {days.map((d) => {
              const open = d.slots.length > 0;
              return (
                <label key={d.date} className={CHOICE}>
                  <input
                    type="radio"
                    name={`${idPrefix}-day`}
                    value={d.date}
                    className={RADIO}
                    disabled={!open}
                    checked={day === d.date}
                    onChange={() => {
                      setDay(d.date);
                      onChange(null);
                    }}
                  />
                  <span>
                    <span className="font-semibold">{dayText(d.date)}</span>
                    <span className="block text-sm text-slate-600">
                      {open ? `예약 가능 ${d.slots.length}개` : d.closed ? (d.reason ?? "예약 불가") : "남은 시간 없음"}
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
      {chosen && (
        <fieldset>
          <legend className="text-[15px] font-semibold text-slate-900">{dayText(chosen.date)} 시간</legend>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
            {chosen.slots.map((slot) => (
              <label key={slot.start} className={CHOICE}>
                <input
                  type="radio"
                  name={`${idPrefix}-time`}
                  value={slot.start}
                  className={RADIO}
                  checked={value === slot.start}
                  onChange={() => onChange(slot.start)}
                />
                {slotClockText(slot.start)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
