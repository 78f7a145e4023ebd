// A manage link's two actions, loaded when the visitor starts one: a new free time (the booking's type, never after
// its deadline) or the cancellation after a confirm step. A time taken meanwhile asks for the times again; too
// close to the start, the API refuses both (TOO_LATE) and the page shows the office phone.
import { useState } from "react";
import { BOOKING_STATUS_LABELS, slotTimeText, type ManagedBooking } from "@shared/booking/booking-display";
import { ApiError } from "@/lib/api-client";
import { cancelBooking, rescheduleBooking } from "./booking-api";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "./choice";
import { SlotPicker } from "./slot-picker";
import { StepHeading } from "./step-heading";

export type ManageOutcome = { tone: "ok" | "error"; text: string; phone?: boolean };

export default function ManageActions({
  mode,
  token,
  booking,
  onChanged,
  onRefused,
  onClose,
}: {
  mode: "reschedule" | "cancel";
  token: string;
  booking: ManagedBooking;
  onChanged: (booking: ManagedBooking, outcome: ManageOutcome) => void;
  onRefused: (outcome: ManageOutcome) => void;
  onClose: () => void;
}) {
  const [start, setStart] = useState<string | null>(null);
  const [reload, setReload] = useState(0);
  const [busy, setBusy] = useState(false);

  const refused = (error: unknown) => {
    if (error instanceof ApiError && error.code === "SLOT_TAKEN") {
      setReload((n) => n + 1);
      setStart(null);
    }
    onRefused({
      tone: "error",
      text: error instanceof ApiError ? error.message : "처리하지 못했습니다. 잠시 후 다시 시도해주세요.",
      phone: error instanceof ApiError && error.code === "TOO_LATE",
    });
  };
  const reschedule = () => {
    if (!start) return;
    setBusy(true);
    rescheduleBooking(token, start)
      .then((moved) => {
        const status = moved.status as ManagedBooking["status"];
        onChanged(
          { ...booking, start: moved.start, end: moved.end, status, needsReschedule: false },
          { tone: "ok", text: `${slotTimeText(moved.start)}로 바꾸었습니다. 상태: ${BOOKING_STATUS_LABELS[status] ?? moved.status}` },
        );
      }, refused)
      .finally(() => setBusy(false));
  };
  const cancel = () => {
    setBusy(true);
    cancelBooking(token)
      .then(() => onChanged({ ...booking, status: "cancelled", changeable: false }, { tone: "ok", text: "예약을 취소했습니다." }), refused)
      .finally(() => setBusy(false));
  };

  if (mode === "reschedule")
    return (
      <section aria-labelledby="manage-reschedule" className="mt-6 space-y-4 rounded-2xl bg-white p-5 shadow-sm md:p-6">
        <StepHeading id="manage-reschedule" focus>
          새 시간 고르기
        </StepHeading>
        <SlotPicker
          type={booking.type}
          lastDay={booking.deadlineDate ?? undefined}
          value={start}
          onChange={setStart}
          reload={reload}
          idPrefix="manage"
        />
        <div className="flex flex-wrap gap-3">
          <button type="button" className={PRIMARY_BUTTON} disabled={!start || busy} onClick={reschedule}>
            이 시간으로 변경
          </button>
          <button type="button" className={SECONDARY_BUTTON} onClick={onClose}>
            돌아가기
          </button>
        </div>
      </section>
    );
  return (
    <section aria-labelledby="manage-cancel" className="mt-6 space-y-4 rounded-2xl border border-red-200 bg-red-50 p-5 md:p-6">
      <StepHeading id="manage-cancel" focus>
        예약을 취소할까요?
      </StepHeading>
      <p className="text-[15px] text-red-900">{slotTimeText(booking.start)} 예약이 취소됩니다. 취소한 예약은 되돌릴 수 없습니다.</p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="rounded-lg bg-red-700 px-5 py-3 text-[16px] font-bold text-white hover:bg-red-800 disabled:opacity-70"
          disabled={busy}
          onClick={cancel}
        >
          예약 취소하기
        </button>
        <button type="button" className={SECONDARY_BUTTON} onClick={onClose}>
          돌아가기
        </button>
      </div>
    </section>
  );
}
