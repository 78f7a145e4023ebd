// A year's public holidays as the deadline calculator counts them: where each came from, a manual one added, one
// deleted. A year with no row is not covered, and the calculator refuses deadlines that may end in it.
import { useState } from "react";
import { formatIsoKorean, HOLIDAY_KIND_LABELS, HOLIDAY_KINDS, type HolidayKind, type HolidaySource } from "@shared/holidays/calendar";
import { dangerButtonClass, primaryButtonClass } from "@/components/admin/button-styles";
import { EmptyState, ErrorState, LoadingState } from "@/components/admin/data-state";
import { errorDetail, failureText } from "@/components/admin/api-errors";
import { Field, inputClass } from "@/components/form/field";
import { ApiError } from "@/lib/api-client";
import { useUnsavedChanges } from "@/lib/unsaved-changes";
import { useAddHoliday, useDeleteHoliday, useHolidays } from "../api/tools-admin-api";

const SOURCE_LABELS: Record<HolidaySource, string> = { seed: "기본 제공", kasi: "천문연구원", manual: "직접 입력" };

function AddHolidayForm({ year }: { year: number }) {
  const add = useAddHoliday();
  const [date, setDate] = useState("");
  const [name, setName] = useState("");
  const [kind, setKind] = useState<HolidayKind>("temporary");
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  useUnsavedChanges(date !== "" || name !== "", "공휴일 추가");
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!date) local.date = "날짜를 입력해 주세요.";
    if (!name.trim()) local.name = "공휴일 이름을 입력해 주세요.";
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    add.mutate(
      { date, name: name.trim(), kind },
      {
        onSuccess: () => {
          setDate("");
          setName("");
          setErrors({});
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : undefined;
          setErrors(fields ? { date: fields.date?.[0], name: fields.name?.[0], kind: fields.kind?.[0] } : { form: failureText(error) });
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <h4 className="text-base font-bold text-slate-900">공휴일 직접 추가</h4>
      <p className="text-sm text-slate-600">
        임시공휴일처럼 천문연구원 자료에 아직 없는 날을 넣습니다. 직접 넣은 날은 자동 가져오기가 바꾸지 않습니다.
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field id="holiday-date" label="날짜" required error={errors.date}>
          <input
            type="date"
            className={inputClass}
            value={date}
            min={`${year - 1}-01-01`}
            max={`${year + 2}-12-31`}
            onChange={(e) => setDate(e.target.value)}
          />
        </Field>
        <Field id="holiday-name" label="이름" required error={errors.name}>
          <input
            className={inputClass}
            value={name}
            maxLength={50}
            placeholder="예: 임시공휴일"
            onChange={(e) => setName(e.target.value)}
          />
        </Field>
        <Field id="holiday-kind" label="종류" required error={errors.kind}>
          <select className={inputClass} value={kind} onChange={(e) => setKind(e.target.value as HolidayKind)}>
            {HOLIDAY_KINDS.map((k) => (
              <option key={k} value={k}>
                {HOLIDAY_KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {errors.form && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.form}
        </p>
      )}
      <div className="flex justify-end">
        <button type="submit" className={primaryButtonClass} disabled={add.isPending}>
          {add.isPending ? "추가 중..." : "공휴일 추가"}
        </button>
      </div>
    </form>
  );
}

export function HolidayCalendar({ year }: { year: number }) {
  const list = useHolidays(year);
  const remove = useDeleteHoliday();
  const confirmRemove = (date: string, name: string) => {
    if (window.confirm(`${formatIsoKorean(date)} ${name}을(를) 달력에서 삭제할까요? 이 날이 마지막 날인 기한이 앞당겨질 수 있습니다.`))
      remove.mutate(date);
  };
  return (
    <div className="space-y-4">
      {list.isPending && <LoadingState />}
      {list.isError && <ErrorState onRetry={() => void list.refetch()} detail={errorDetail(list.error)} />}
      {list.data && !list.data.covered && (
        <EmptyState>{`${year}년 공휴일이 달력에 없습니다. 이 해에 끝나는 기한은 계산되지 않습니다. 천문연구원에서 가져오거나 직접 추가해 주세요.`}</EmptyState>
      )}
      {list.data && list.data.covered && (
        <ul aria-label={`${year}년 공휴일`} className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {list.data.holidays.map((h) => (
            <li key={h.date} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
              <div className="min-w-0">
                <p className="text-[15px] font-semibold text-slate-900">
                  {formatIsoKorean(h.date)} {h.name}
                </p>
                <p className="text-sm text-slate-600">
                  {h.kindLabel} · {SOURCE_LABELS[h.source]}
                </p>
              </div>
              <button
                type="button"
                className={dangerButtonClass}
                disabled={remove.isPending}
                onClick={() => confirmRemove(h.date, h.name)}
                aria-label={`${formatIsoKorean(h.date)} ${h.name} 삭제`}
              >
                삭제
              </button>
            </li>
          ))}
        </ul>
      )}
      <AddHolidayForm year={year} />
    </div>
  );
}
