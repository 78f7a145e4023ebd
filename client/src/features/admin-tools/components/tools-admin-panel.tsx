// The "기한 계산 규칙·공휴일" tab: the attorney's review of the deadline rules, and the holiday calendar the
// calculator counts on (a year's list, a manual day added or deleted, the 특일정보 sync with its diff first, and the
// scheduled pulls).
import { useState } from "react";
import { seoulYear } from "@shared/lib/dates";
import { Field, inputClass } from "@/components/form/field";
import { HolidayCalendar } from "./holiday-calendar";
import { HolidayPulls, HolidaySync } from "./holiday-sync";
import { RulesReview } from "./rules-review";

export function ToolsAdminPanel() {
  const thisYear = seoulYear(Date.now());
  const years = [thisYear - 1, thisYear, thisYear + 1, thisYear + 2];
  const [year, setYear] = useState(thisYear);
  return (
    <div className="space-y-8">
      <div>
        <h2 className="text-xl font-bold text-slate-900">기한 계산 규칙·공휴일</h2>
        <p className="mt-1 text-[15px] text-slate-600">
          형사 기한 계산기가 쓰는 규칙과 공휴일 달력입니다. 방문자가 입력한 날짜는 저장되지 않습니다.
        </p>
      </div>
      <RulesReview />
      <section aria-labelledby="holidays-heading" className="space-y-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h3 id="holidays-heading" className="text-lg font-bold text-slate-900">
              공휴일 달력
            </h3>
            <p className="mt-1 text-[15px] text-slate-600">
              기한의 마지막 날이 토요일이나 공휴일이면 다음 평일로 넘어갑니다(형사소송법 제66조 제3항). 공휴일이 없는 해의 기한은 계산하지
              않습니다.
            </p>
          </div>
          <Field id="holiday-year" label="연도" required className="w-40">
            <select className={inputClass} value={year} onChange={(e) => setYear(Number(e.target.value))}>
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}년
                </option>
              ))}
            </select>
          </Field>
        </div>
        <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <HolidayCalendar year={year} />
          <div className="space-y-4">
            <HolidaySync year={year} />
            <HolidayPulls />
          </div>
        </div>
      </section>
    </div>
  );
}
