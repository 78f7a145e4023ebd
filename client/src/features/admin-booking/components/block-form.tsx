// "일정 추가": a court day or an absence (a date, a start and an end, Korea time, and a name) that closes the times
// it covers. Bookings already under it are marked 재조정 필요 by the server.
import { useState, type FormEvent } from "react";
import { failureText } from "@/components/admin/api-errors";
import { primaryButtonClass } from "@/components/admin/button-styles";
import { Field, inputClass } from "@/components/form/field";
import { ApiError } from "@/lib/api-client";
import { useUnsavedChanges } from "@/lib/unsaved-changes";
import { useAddBlock } from "../api/booking-admin-api";

type Errors = Partial<Record<"date" | "start" | "end" | "label" | "form", string>>;

export function BlockForm({ defaultDate }: { defaultDate: string }) {
  const add = useAddBlock();
  const [date, setDate] = useState(defaultDate);
  const [start, setStart] = useState("09:00");
  const [end, setEnd] = useState("18:00");
  const [label, setLabel] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  useUnsavedChanges(label.trim() !== "", "일정 추가");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local: Errors = {};
    if (!date) local.date = "날짜를 입력해주세요.";
    if (!start) local.start = "시작 시각을 입력해주세요.";
    if (!end) local.end = "끝 시각을 입력해주세요.";
    else if (start && end <= start) local.end = "끝 시각은 시작 시각보다 뒤여야 합니다.";
    if (!label.trim()) local.label = "일정 이름을 입력해주세요. (예: 재판 출석)";
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    add.mutate(
      { start: `${date}T${start}:00+09:00`, end: `${date}T${end}:00+09:00`, label: label.trim() },
      {
        onSuccess: () => {
          setLabel("");
          setErrors({});
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : undefined;
          setErrors(fields ? { start: fields.start?.[0], end: fields.end?.[0], label: fields.label?.[0] } : { form: failureText(error) });
        },
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="block-form-heading"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h4 id="block-form-heading" className="text-base font-bold text-slate-900">
        일정 추가 (재판 출석·부재)
      </h4>
      <p className="text-sm text-slate-600">이 시간에는 예약을 받지 않습니다. 이미 잡힌 예약이 있으면 재조정 필요로 표시됩니다.</p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field id="block-date" label="날짜" required error={errors.date}>
          <input type="date" className={inputClass} value={date} onChange={(e) => setDate(e.target.value)} />
        </Field>
        <Field id="block-start" label="시작" required error={errors.start}>
          <input type="time" step={600} className={inputClass} value={start} onChange={(e) => setStart(e.target.value)} />
        </Field>
        <Field id="block-end" label="끝" required error={errors.end}>
          <input type="time" step={600} className={inputClass} value={end} onChange={(e) => setEnd(e.target.value)} />
        </Field>
        <Field id="block-label" label="일정 이름" required error={errors.label}>
          <input
            className={inputClass}
            maxLength={60}
            placeholder="예: 재판 출석"
            value={label}
            onChange={(e) => setLabel(e.target.value)}
          />
        </Field>
      </div>
      {errors.form && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.form}
        </p>
      )}
      <div className="flex justify-end">
        <button type="submit" className={primaryButtonClass} disabled={add.isPending}>
          {add.isPending ? "추가 중..." : "일정 추가"}
        </button>
      </div>
    </form>
  );
}
