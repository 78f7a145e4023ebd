import { lazy, Suspense, useRef, useState } from "react";
import { telHref } from "@shared/office/site-facts";
import { CASE_TYPE_LABELS, CONSULTATION_TYPE_LABELS, CURRENT_STATUS_LABELS, URGENCY_LABELS } from "@shared/intake/labels";
import { CASE_TYPES, CONSULTATION_TYPES, CURRENT_STATUSES, URGENCIES } from "@shared/intake/options";
import type { ConsultationRequestInput } from "@shared/intake/consultation-input";
import { AGE_CONFIRMATION_LABEL, CONSULTATION_AGE, CONSULTATION_LIMITS } from "@shared/intake/consultation-limits";
import { Field, inputClass } from "@/components/form/field";
import { useLazySchemaForm } from "@/components/form/use-lazy-schema-form";
import { toast } from "@/components/ui/toast";
import { trackConsultationForm } from "@/lib/analytics";
import type { ApiError } from "@/lib/api-client";
import { randomId } from "@/lib/uuid";
import { getVisitSource } from "@/lib/visit-source";
import { useCreateConsultation } from "../api/create-consultation";
import { ConsentBox } from "@/components/form/consent-box";
import { OptionSelect } from "@/components/form/option-select";
import { ContactPreferenceFields } from "./contact-preference-fields";
import type { ReceivedRequest } from "./request-received";
import { useSite } from "@/lib/site";

// The 접수 완료 panel is loaded only once a request is stored.
const RequestReceived = lazy(() => import("./request-received"));

const EMPTY: ConsultationRequestInput = {
  name: "",
  phone: "",
  email: "",
  age: "" as unknown as undefined,
  caseType: "" as ConsultationRequestInput["caseType"],
  currentStatus: "" as ConsultationRequestInput["currentStatus"],
  urgency: "" as ConsultationRequestInput["urgency"],
  incidentDate: "",
  consultationType: "",
  contactMethod: "",
  avoidTime: "",
  avoidTimeNote: "",
  noMessages: false,
  content: "",
  privacyAgreed: false as unknown as true,
  sensitiveAgreed: false as unknown as true,
  ageConfirmed: false as unknown as true,
  sourceAgreed: false,
  smsConsent: false,
  website: "",
};

export function ConsultationForm() {
  // The shared validator (and zod) loads when the visitor starts filling in the form, not with the page.
  const form = useLazySchemaForm(() => import("@shared/intake/consultation-input").then((m) => m.consultationRequestSchema), EMPTY);
  const { register, handleSubmit, errors, watch, reset } = form;
  const mutation = useCreateConsultation();
  const [requestId, setRequestId] = useState<string | null>(null);
  const [received, setReceived] = useState<ReceivedRequest | null>(null);
  const site = useSite();
  const started = useRef(false);
  const contentLength = String(watch("content") ?? "").length;

  const onStart = () => {
    form.preload();
    if (started.current) return;
    started.current = true;
    trackConsultationForm("form_start");
  };

  const onSubmit = handleSubmit((values) => {
    // One id per filled-in form: a double click or a retry stores one request.
    const id = requestId ?? randomId();
    setRequestId(id);
    mutation.submit(
      // The visit's source leaves the browser only with the optional consent.
      { ...values, requestId: id, source: values.sourceAgreed ? getVisitSource() : undefined },
      {
        onSuccess: (data) => {
          trackConsultationForm("submit_success");
          setReceived({
            id: data.id,
            acknowledgements: data.acknowledgements ?? { email: false, sms: false },
            urgency: values.urgency,
            caseType: values.caseType,
            currentStatus: values.currentStatus,
          });
          reset();
          setRequestId(null);
          started.current = false;
        },
        onError: (error) => {
          trackConsultationForm("submit_error");
          // The API client loads with the submit: its errors are told by name, not by class.
          const apiError = (error as Error | undefined)?.name === "ApiError" ? (error as ApiError) : null;
          if (apiError) form.setServerErrors(apiError.fields);
          toast({
            title: "상담 신청 실패",
            description: apiError ? apiError.message : "오류가 발생했습니다. 다시 시도해주세요.",
            variant: "destructive",
          });
        },
      },
    );
  });

  if (received)
    return (
      <Suspense fallback={null}>
        <RequestReceived request={received} />
      </Suspense>
    );

  return (
    <form onSubmit={onSubmit} onFocusCapture={onStart} noValidate aria-labelledby="form-heading" className="space-y-6">
      <h2 id="form-heading" className="text-xl font-bold text-slate-900">
        상담 신청서
      </h2>
      <p className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900" role="note">
        주민등록번호는 입력하지 마세요. 상담에 필요하지 않으며, 입력하시면 즉시 삭제합니다.
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
        <Field id="age" label="나이" hint={`만 나이 · 만 ${CONSULTATION_AGE.min}세 미만은 법정대리인이 신청해주세요`} error={errors.age}>
          <input
            className={inputClass}
            type="number"
            inputMode="numeric"
            min={CONSULTATION_AGE.min}
            max={CONSULTATION_AGE.max}
            {...register("age")}
          />
        </Field>
        <Field id="caseType" label="사건 유형" required error={errors.caseType}>
          <OptionSelect values={CASE_TYPES} labels={CASE_TYPE_LABELS} {...register("caseType")} />
        </Field>
        <Field id="currentStatus" label="현재 상황" required error={errors.currentStatus}>
          <OptionSelect values={CURRENT_STATUSES} labels={CURRENT_STATUS_LABELS} {...register("currentStatus")} />
        </Field>
        <Field
          id="urgency"
          label="긴급도"
          required
          error={errors.urgency}
          hint={
            watch("urgency") === "emergency" && (
              <>
                당일 대응이 필요하면 전화가 가장 빠릅니다:{" "}
                <a href={telHref(site.phone)} className="font-bold">
                  {site.phone}
                </a>
              </>
            )
          }
        >
          <OptionSelect values={URGENCIES} labels={URGENCY_LABELS} {...register("urgency")} />
        </Field>
        <Field id="incidentDate" label="사건 발생일" error={errors.incidentDate}>
          <input className={inputClass} type="date" {...register("incidentDate")} />
        </Field>
      </div>
      <fieldset>
        <legend className="text-[15px] font-semibold text-slate-800">
          희망 상담 방식 <span className="text-sm font-normal text-slate-500">(선택)</span>
        </legend>
        <div className="mt-2 flex flex-wrap gap-3">
          {CONSULTATION_TYPES.map((v) => (
            <label key={v} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4">
              <input type="radio" value={v} className="h-4 w-4 accent-brand-700" {...register("consultationType")} />
              {CONSULTATION_TYPE_LABELS[v]}
            </label>
          ))}
        </div>
      </fieldset>
      <ContactPreferenceFields register={register} avoidTime={String(watch("avoidTime") ?? "")} noteError={errors.avoidTimeNote} />
      <Field
        id="content"
        label="상담 내용"
        required
        hint={`${contentLength.toLocaleString("ko-KR")} / ${CONSULTATION_LIMITS.content.toLocaleString("ko-KR")}자 · 언제, 어떤 일이 있었는지, 지금 받은 연락(출석요구 등)을 적어주세요. 다른 사람의 연락처·주민등록번호는 적지 마세요.`}
        error={errors.content}
      >
        <textarea className={`${inputClass} min-h-40`} rows={7} maxLength={CONSULTATION_LIMITS.content} {...register("content")} />
      </Field>
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
            aria-describedby={errors.ageConfirmed ? "ageConfirmed-hint ageConfirmed-error" : "ageConfirmed-hint"}
            {...register("ageConfirmed")}
          />
          {AGE_CONFIRMATION_LABEL}
        </label>
        <p id="ageConfirmed-hint" className="mt-1 text-sm text-slate-700">
          만 {CONSULTATION_AGE.min}세 미만은 법정대리인의 동의가 필요해(개인정보 보호법 제22조의2) 부모님 등이 대신 신청해주세요.
        </p>
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
      <button
        type="submit"
        disabled={mutation.isPending}
        className="w-full rounded-lg bg-accent-600 px-6 py-4 text-lg font-bold text-white shadow hover:bg-accent-500 disabled:cursor-wait disabled:opacity-70"
      >
        {mutation.isPending ? "신청 중..." : "상담 신청하기"}
      </button>
      <p className="text-center text-sm text-slate-700">접수된 신청은 변호사가 직접 읽고, 남겨주신 연락처로 연락드립니다.</p>
    </form>
  );
}
