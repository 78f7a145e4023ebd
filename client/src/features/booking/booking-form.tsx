// The short form of a booking (loaded when the visitor reaches it, not with the page): who is asking, the case's
// type and stage, a short note, how to be reminded, and the consultation form's own consents under the same
// names. The same form sends the urgent request of an arrest or something today (no time: the API answers 202).
import { useState } from "react";
import type { z } from "zod";
import { CASE_TYPE_LABELS, CURRENT_STATUS_LABELS } from "@shared/intake/labels";
import { CASE_TYPES, CURRENT_STATUSES } from "@shared/intake/options";
import { AGE_CONFIRMATION_LABEL, CONSULTATION_LIMITS } from "@shared/intake/consultation-limits";
import type { bookingRequestSchema } from "@shared/booking/booking-input";
import { Field, inputClass } from "@/components/form/field";
import { useLazySchemaForm } from "@/components/form/use-lazy-schema-form";
import { ApiError } from "@/lib/api-client";
import { randomId } from "@/lib/uuid";
import { getVisitSource } from "@/lib/visit-source";
import { ConsentBox } from "@/components/form/consent-box";
import { OptionSelect } from "@/components/form/option-select";
import { sendBooking, type BookingAnswer } from "./booking-api";
import { CHOICE, RADIO } from "./choice";

type Input = z.input<typeof bookingRequestSchema>;

/** What the steps before the form chose: the situation, and for a time, the type, the start and the deadline. */
interface BookingChoice {
  situation: Input["situation"];
  /** Absent for an arrest or today (no time is booked). */
  type?: string;
  start?: string;
  deadline?: { kind: string; startDate: string };
}

const REMINDERS = [
  ["sms", "문자"],
  ["email", "이메일"],
  ["none", "받지 않음"],
] as const;

const EMPTY = {
  name: "",
  phone: "",
  email: "",
  caseType: "",
  currentStatus: "",
  note: "",
  reminderChannel: "sms",
  privacyAgreed: false,
  sensitiveAgreed: false,
  ageConfirmed: false,
  sourceAgreed: false,
  smsConsent: false,
  website: "",
};

export interface BookingFormProps {
  choice: BookingChoice;
  /** The urgent request: no reminder (nothing is booked), the office calls back. */
  urgent: boolean;
  onAnswer: (answer: BookingAnswer) => void;
  /** The time was taken meanwhile, or lies after the deadline: back to the times, with the server's message. */
  onTimeRefused: (message: string) => void;
}

export default function BookingForm({ choice, urgent, onAnswer, onTimeRefused }: BookingFormProps) {
  const defaults = { ...EMPTY, ...choice, reminderChannel: urgent ? "none" : EMPTY.reminderChannel } as unknown as Input;
  const form = useLazySchemaForm(() => import("@shared/booking/booking-input").then((m) => m.bookingRequestSchema), defaults);
  const { register, errors, handleSubmit } = form;
  const [requestId] = useState(randomId);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = handleSubmit((values) => {
    setSending(true);
    setFailure(null);
    // The validated values, with the time as the API takes it (an ISO instant in Korea time).
    const body = { ...values, start: choice.start, requestId, source: values.sourceAgreed ? getVisitSource() : undefined };
    sendBooking(body)
      .then(onAnswer, (error: unknown) => {
        if (error instanceof ApiError && (error.code === "SLOT_TAKEN" || error.code === "AFTER_DEADLINE"))
          return onTimeRefused(error.message);
        if (error instanceof ApiError) form.setServerErrors(error.fields);
        setFailure(error instanceof ApiError ? error.message : "보내지 못했습니다. 잠시 후 다시 시도해주세요.");
      })
      .finally(() => setSending(false));
  });

  return (
    <form
      onSubmit={onSubmit}
      onFocusCapture={form.preload}
      noValidate
      aria-label={urgent ? "긴급 연락 요청" : "예약 신청"}
      className="space-y-5"
    >
      <p className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900" role="note">
        주민등록번호는 입력하지 마세요. 상담에 필요하지 않습니다.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="name" label="이름" required error={errors.name}>
          <input className={inputClass} autoComplete="name" maxLength={CONSULTATION_LIMITS.name} {...register("name")} />
        </Field>
        <Field id="phone" label="연락처" required hint="예: 010-1234-5678" error={errors.phone}>
          <input className={inputClass} type="tel" inputMode="tel" autoComplete="tel" {...register("phone")} />
        </Field>
        <Field id="email" label="이메일" error={errors.email}>
          <input className={inputClass} type="email" inputMode="email" autoComplete="email" {...register("email")} />
        </Field>
        <Field id="caseType" label="사건 유형" required error={errors.caseType}>
          <OptionSelect values={CASE_TYPES} labels={CASE_TYPE_LABELS} {...register("caseType")} />
        </Field>
        <Field id="currentStatus" label="현재 단계" required error={errors.currentStatus}>
          <OptionSelect values={CURRENT_STATUSES} labels={CURRENT_STATUS_LABELS} {...register("currentStatus")} />
        </Field>
      </div>
      <Field id="note" label="메모" hint="500자 이내 · 미리 알려 주실 내용이 있으면 짧게 적어주세요." error={errors.note}>
        <textarea className={`${inputClass} min-h-24`} rows={3} maxLength={500} {...register("note")} />
      </Field>
      {!urgent && (
        <fieldset>
          <legend className="text-[15px] font-semibold text-slate-800">상담 전 알림 받을 방법</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {REMINDERS.map(([value, label]) => (
              <label key={value} className={CHOICE}>
                <input type="radio" value={value} className={RADIO} defaultChecked={value === "sms"} {...register("reminderChannel")} />
                {label}
              </label>
            ))}
          </div>
          {errors.reminderChannel && (
            <p role="alert" className="mt-1 text-sm font-medium text-red-700">
              {errors.reminderChannel}
            </p>
          )}
        </fieldset>
      )}
      <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
        <label htmlFor="website">웹사이트 (비워두세요)</label>
        <input id="website" tabIndex={-1} autoComplete="off" {...register("website")} />
      </div>
      <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
        <label htmlFor="ageConfirmed" className="flex min-h-11 cursor-pointer items-center gap-3 text-[15px] font-semibold text-slate-900">
          <input
            id="ageConfirmed"
            type="checkbox"
            className="h-5 w-5 shrink-0 accent-brand-700"
            aria-invalid={errors.ageConfirmed ? true : undefined}
            aria-describedby={errors.ageConfirmed ? "ageConfirmed-error" : undefined}
            {...register("ageConfirmed")}
          />
          {AGE_CONFIRMATION_LABEL}
        </label>
        {errors.ageConfirmed && (
          <p id="ageConfirmed-error" role="alert" className="mt-1 text-sm font-medium text-red-700">
            {errors.ageConfirmed}
          </p>
        )}
      </div>
      <ConsentBox id="privacyAgreed" kind="privacy" registration={register("privacyAgreed")} error={errors.privacyAgreed} />
      <ConsentBox id="sensitiveAgreed" kind="sensitive" registration={register("sensitiveAgreed")} error={errors.sensitiveAgreed} />
      <ConsentBox id="sourceAgreed" kind="attribution" registration={register("sourceAgreed")} optional />
      <ConsentBox id="smsConsent" kind="sms" registration={register("smsConsent")} optional />
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-[15px] font-medium text-red-800">
          {failure}
        </p>
      )}
      <button
        type="submit"
        disabled={sending}
        className="w-full rounded-lg bg-accent-600 px-6 py-4 text-lg font-bold text-white shadow hover:bg-accent-500 disabled:cursor-wait disabled:opacity-70"
      >
        {sending ? "보내는 중..." : urgent ? "긴급 연락 요청 보내기" : "예약 신청하기"}
      </button>
    </form>
  );
}
