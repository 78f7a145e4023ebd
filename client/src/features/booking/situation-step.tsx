// The booking form's first question: the visitor's situation. An arrest or something today is never offered a
// calendar (the office phone instead); a deadline limits the days offered.
import { useState } from "react";
import { SITUATION_LABELS } from "@shared/booking/booking-display";
import { CHOICE, PRIMARY_BUTTON, RADIO } from "./choice";

export type Situation = keyof typeof SITUATION_LABELS;
const SITUATIONS = Object.keys(SITUATION_LABELS) as Situation[];

const HINTS: Record<Situation, string> = {
  arrest: "본인이나 가족이 체포·구속된 경우",
  today: "오늘 경찰·검찰 조사나 법원 출석이 있는 경우",
  deadline: "항소·상고·정식재판 청구 등 정해진 기한이 있는 경우",
  general: "그 밖의 사건 상담",
};

export function SituationStep({ initial, onNext }: { initial?: Situation; onNext: (situation: Situation) => void }) {
  const [picked, setPicked] = useState<Situation | undefined>(initial);
  const [missing, setMissing] = useState(false);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (picked) onNext(picked);
        else setMissing(true);
      }}
      className="space-y-4"
    >
      <fieldset aria-describedby={missing ? "situation-error" : undefined}>
        <legend className="text-lg font-bold text-slate-900">1. 지금 상황을 골라 주세요</legend>
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          {SITUATIONS.map((s) => (
            <label key={s} className={CHOICE}>
              <input
                type="radio"
                name="situation"
                value={s}
                className={RADIO}
                checked={picked === s}
                onChange={() => {
                  setPicked(s);
                  setMissing(false);
                }}
              />
              <span>
                <span className="font-semibold">{SITUATION_LABELS[s]}</span>
                <span className="block text-sm text-slate-600">{HINTS[s]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {missing && (
        <p id="situation-error" role="alert" className="text-sm font-medium text-red-700">
          지금 상황을 선택해주세요.
        </p>
      )}
      <button type="submit" className={PRIMARY_BUTTON}>
        다음
      </button>
    </form>
  );
}
