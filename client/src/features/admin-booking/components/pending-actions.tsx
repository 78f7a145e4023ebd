// What the attorney does with a booking waiting for confirmation: 확정 (refused by the server without a recorded
// conflict check: the reason and a link to the request are shown), 다른 시간 제안 (the asked time is declined and
// another one proposed: the booking's time is freed, the proposal goes with the notice), 거절 with a reason.
import { useState, type FormEvent } from "react";
import { failureText } from "@/components/admin/api-errors";
import { dangerButtonClass, primaryButtonClass, secondaryButtonClass } from "@/components/admin/button-styles";
import { Field, inputClass } from "@/components/form/field";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { useUnsavedChanges } from "@/lib/unsaved-changes";
import { usePatchBooking, type AdminBooking, type BookingPatch } from "../api/booking-admin-api";
import { ConflictRequired } from "./conflict-notice";

type Mode = "propose" | "decline" | null;

export function PendingActions({ booking }: { booking: AdminBooking }) {
  const patch = usePatchBooking();
  const [mode, setMode] = useState<Mode>(null);
  const [when, setWhen] = useState("");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<{ conflict: boolean; text: string } | null>(null);
  useUnsavedChanges(mode !== null && (when !== "" || reason.trim() !== ""), "예약 답변");

  const send = (body: BookingPatch, done: string) => {
    setError(null);
    patch.mutate(
      { id: booking.id, patch: body },
      {
        onSuccess: () => {
          toast({ title: done });
          setMode(null);
          setWhen("");
          setReason("");
        },
        onError: (e) => setError({ conflict: e instanceof ApiError && e.code === "CONFLICT_CHECK_REQUIRED", text: failureText(e) }),
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const why = reason.trim() || undefined;
    if (mode === "decline") return send({ status: "declined", reason: why }, "예약을 거절했습니다.");
    if (!when) return setError({ conflict: false, text: "제안할 날짜와 시각을 입력해주세요." });
    send({ status: "declined", proposeStart: `${when}:00+09:00`, reason: why }, "다른 시간을 제안했습니다.");
  };
  const toggle = (next: Mode) => {
    setError(null);
    setMode((current) => (current === next ? null : next));
  };
  const idBase = `booking-${booking.id}`;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={primaryButtonClass}
          disabled={patch.isPending}
          onClick={() => send({ status: "confirmed" }, "예약을 확정했습니다.")}
        >
          확정
        </button>
        <button type="button" className={secondaryButtonClass} aria-expanded={mode === "propose"} onClick={() => toggle("propose")}>
          다른 시간 제안
        </button>
        <button type="button" className={dangerButtonClass} aria-expanded={mode === "decline"} onClick={() => toggle("decline")}>
          거절
        </button>
      </div>
      {error?.conflict && <ConflictRequired booking={booking} message={error.text} />}
      {mode && (
        <form onSubmit={submit} noValidate className="space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-3">
          {mode === "propose" && (
            <Field id={`${idBase}-propose`} label="제안할 시각 (한국 시간)" required>
              <input type="datetime-local" step={600} className={inputClass} value={when} onChange={(e) => setWhen(e.target.value)} />
            </Field>
          )}
          <Field
            id={`${idBase}-reason`}
            label={mode === "propose" ? "안내 문구" : "거절 사유"}
            hint="신청인에게 보내는 안내에 들어갈 수 있습니다. 사건 내용은 적지 마세요."
          >
            <input className={inputClass} maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
          </Field>
          {error && !error.conflict && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {error.text}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <button type="button" className={secondaryButtonClass} onClick={() => toggle(mode)}>
              닫기
            </button>
            <button type="submit" className={mode === "decline" ? dangerButtonClass : primaryButtonClass} disabled={patch.isPending}>
              {mode === "decline" ? "거절하기" : "제안 보내기"}
            </button>
          </div>
        </form>
      )}
      {error && !error.conflict && !mode && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error.text}
        </p>
      )}
    </div>
  );
}
