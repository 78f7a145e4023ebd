// The kinds of consultation the attorney offers: label, 전화·화상·방문, length, and the fee or "상담 후 안내".
import { useState } from "react";
import { typeSummary } from "@shared/booking/booking-display";
import type { BookingType } from "@shared/booking/booking-settings";
import { CHOICE, PRIMARY_BUTTON, RADIO } from "./choice";

export function TypeStep({ types, initial, onNext }: { types: BookingType[]; initial?: string; onNext: (slug: string) => void }) {
  const [picked, setPicked] = useState(initial ?? (types.length === 1 ? types[0].slug : undefined));
  const [missing, setMissing] = useState(false);
  if (types.length === 0)
    return <p className="text-[15px] text-slate-700">지금은 온라인으로 예약할 수 있는 상담이 없습니다. 전화로 문의해주세요.</p>;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (picked) onNext(picked);
        else setMissing(true);
      }}
      className="space-y-4"
    >
      <fieldset>
        <legend className="text-[15px] font-semibold text-slate-900">상담 종류</legend>
        <div className="mt-2 grid gap-2">
          {types.map((t) => (
            <label key={t.slug} className={CHOICE}>
              <input
                type="radio"
                name="booking-type"
                value={t.slug}
                className={RADIO}
                checked={picked === t.slug}
                onChange={() => {
                  setPicked(t.slug);
                  setMissing(false);
                }}
              />
              <span>
                <span className="font-semibold">{t.label}</span>
                <span className="block text-sm text-slate-600">{typeSummary(t)}</span>
                {t.description && <span className="block text-sm text-slate-600">{t.description}</span>}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {missing && (
        <p role="alert" className="text-sm font-medium text-red-700">
          상담 종류를 선택해주세요.
        </p>
      )}
      <button type="submit" className={PRIMARY_BUTTON}>
        다음
      </button>
    </form>
  );
}
