// The booking page's steps after the situation, for a deadline or a general consultation (loaded once the visitor
// has chosen one): the deadline's kind and start ("기한 D-n", only days before it), the type, a free time, then the
// short form. A time taken meanwhile (409) or after the deadline (422) brings the visitor back to the times, asked
// for again, with the server's message. The form itself comes from the page (`Form`), loaded at its step.
import { Suspense, useState, type ComponentType } from "react";
import type { BookingType } from "@shared/booking/booking-settings";
import { deadlineBadge } from "@shared/booking/booking-time";
import { slotTimeText, typeSummary } from "@shared/booking/booking-display";
import { formatIsoKorean } from "@shared/holidays/calendar";
import { seoulDate } from "@shared/lib/dates";
import { telHref } from "@shared/office/site-facts";
import type { BookingAnswer } from "./booking-api";
import type { BookingFormProps } from "./booking-form";
import { PRIMARY_BUTTON } from "./choice";
import { DeadlineStep, type HeldDeadline } from "./deadline-step";
import { SlotPicker } from "./slot-picker";
import { StepHeading } from "./step-heading";
import { TypeStep } from "./type-step";

const SECTION = "space-y-4 rounded-2xl bg-white p-5 shadow-sm md:p-6";

export default function BookingSteps({
  situation,
  prefill,
  types,
  phone,
  Form,
  onAnswer,
}: {
  situation: "deadline" | "general";
  /** From the deadline tool's link: the deadline is computed at once, and the focus stays where the visitor is. */
  prefill: { kind?: string; start?: string } | null;
  types: BookingType[];
  phone: string;
  Form: ComponentType<BookingFormProps>;
  onAnswer: (answer: BookingAnswer, typeLabel?: string) => void;
}) {
  const [deadline, setDeadline] = useState<HeldDeadline | null>(null);
  const [type, setType] = useState<string | undefined>();
  const [start, setStart] = useState<string | null>(null);
  const [atForm, setAtForm] = useState(false);
  const [reload, setReload] = useState(0);
  const [slotMessage, setSlotMessage] = useState<string | null>(null);
  const [today] = useState(() => seoulDate(new Date()));

  const chosenType = types.find((t) => t.slug === type);
  const isDeadline = situation === "deadline";
  const lastDay = deadline?.check.kind === "date" ? deadline.check.lastDay : undefined;
  const deadlineUrgent =
    isDeadline && deadline !== null && (deadline.check.kind === "review" || (lastDay !== undefined && lastDay < today));
  const timeNeeded = !isDeadline || (deadline !== null && !deadlineUrgent);
  const held = deadline ? { kind: deadline.kind, startDate: deadline.startDate } : undefined;
  const n = (step: number) => (isDeadline ? step + 1 : step);
  const urgentChoice = { situation, type: types[0]?.slug ?? "urgent", start: new Date().toISOString(), deadline: held };
  const onTimeRefused = (message: string) => {
    setAtForm(false);
    setStart(null);
    setSlotMessage(message);
    setReload((r) => r + 1);
  };

  return (
    <>
      {isDeadline && (
        <section aria-labelledby="step-deadline" className={SECTION}>
          <StepHeading id="step-deadline" focus={!prefill}>
            2. 기한 확인
          </StepHeading>
          <DeadlineStep
            initial={prefill ?? {}}
            onChecked={(d) => {
              setDeadline(d);
              setStart(null);
              setAtForm(false);
            }}
          />
          <div aria-live="polite">
            {lastDay && !deadlineUrgent && (
              <p className="rounded-lg bg-amber-50 px-4 py-3 text-[16px] font-bold text-amber-950">
                {deadlineBadge(today, lastDay)} · {formatIsoKorean(lastDay)}까지. 이 날까지의 시간만 보여 드립니다.
              </p>
            )}
            {deadlineUrgent && (
              <p className="rounded-lg bg-red-50 px-4 py-3 text-[15px] text-red-900">
                {deadline?.check.kind === "review"
                  ? "이 기한은 지금 법령을 확인하고 있어 날짜로 안내하지 않습니다."
                  : `${deadlineBadge(today, lastDay!)}: 기한이 이미 지났을 수 있습니다.`}{" "}
                바로 전화해주세요:{" "}
                <a href={telHref(phone)} className="font-bold underline">
                  {phone}
                </a>
                . 전화가 어려우면 아래에 연락처를 남겨 주세요.
              </p>
            )}
          </div>
          {deadlineUrgent && (
            <Suspense fallback={<p className="text-slate-600">불러오는 중…</p>}>
              <Form choice={urgentChoice} urgent onAnswer={onAnswer} onTimeRefused={onTimeRefused} />
            </Suspense>
          )}
        </section>
      )}
      {timeNeeded && (
        <section aria-labelledby="step-type" className={SECTION}>
          <StepHeading id="step-type" focus={!prefill || isDeadline}>
            {n(2)}. 상담 종류
          </StepHeading>
          <TypeStep
            types={types}
            initial={type}
            onNext={(slug) => {
              setType(slug);
              setStart(null);
              setAtForm(false);
              setSlotMessage(null);
            }}
          />
        </section>
      )}
      {timeNeeded && chosenType && (
        <section aria-labelledby="step-time" className={SECTION}>
          <StepHeading id="step-time" focus>
            {n(3)}. 날짜와 시간
          </StepHeading>
          <p className="text-sm text-slate-600">
            {chosenType.label}: {typeSummary(chosenType)}. 모든 시간은 한국 시간입니다.
          </p>
          <div aria-live="assertive">
            {slotMessage && <p className="rounded-lg bg-red-50 px-4 py-3 text-[15px] font-medium text-red-800">{slotMessage}</p>}
          </div>
          <SlotPicker
            type={chosenType.slug}
            deadline={held}
            lastDay={lastDay}
            value={start}
            onChange={(s) => {
              setStart(s);
              setAtForm(false);
            }}
            reload={reload}
            idPrefix="booking"
          />
          {isDeadline && (
            <p className="text-sm text-slate-600">
              기한 전에 맞는 시간이 없으면 전화해주세요:{" "}
              <a href={telHref(phone)} className="font-semibold text-brand-800 underline">
                {phone}
              </a>
            </p>
          )}
          <button
            type="button"
            className={PRIMARY_BUTTON}
            disabled={!start}
            onClick={() => {
              setSlotMessage(null);
              setAtForm(true);
            }}
          >
            이 시간으로 예약하기
          </button>
        </section>
      )}
      {timeNeeded && chosenType && start && atForm && (
        <section aria-labelledby="step-form" className={SECTION}>
          <StepHeading id="step-form" focus>
            {n(4)}. 신청인 정보
          </StepHeading>
          <p className="text-[15px] font-semibold text-slate-800">
            {chosenType.label} · {slotTimeText(start)} (한국 시간)
          </p>
          <Suspense fallback={<p className="text-slate-600">불러오는 중…</p>}>
            <Form
              choice={{ situation, type: chosenType.slug, start, deadline: held }}
              urgent={false}
              onAnswer={(answer) => onAnswer(answer, chosenType.label)}
              onTimeRefused={onTimeRefused}
            />
          </Suspense>
        </section>
      )}
    </>
  );
}
