// Logs a contact attempt with a requester: channel, result, a note and the next planned contact (Korea time).
import { useEffect } from "react";
import { CONTACT_CHANNEL_LABELS, CONTACT_RESULT_LABELS } from "@shared/intake/back-office-labels";
import { CONTACT_CHANNELS, CONTACT_RESULTS } from "@shared/intake/options";
import { CONTACT_LIMITS, contactCreateSchema, type ContactCreateInput } from "@shared/intake/consultation-contacts";
import { primaryButtonClass, secondaryButtonClass } from "@/components/admin/button-styles";
import { Field, inputClass } from "@/components/form/field";
import { applyServerErrors, useZodForm } from "@/components/form/use-zod-form";
import { ApiError } from "@/lib/api-client";
import { useLogContact } from "../api/log-contact";

interface ContactFormProps {
  consultationId: number;
  /** Called after a successful save or on cancel. */
  onDone: () => void;
}

const DEFAULTS = { channel: "phone", result: "", note: "", nextContactAt: "" } as unknown as ContactCreateInput;

export function ContactForm({ consultationId, onDone }: ContactFormProps) {
  const form = useZodForm(contactCreateSchema, DEFAULTS);
  const { register, handleSubmit, formState, setFocus } = form;
  const errors = formState.errors;
  const save = useLogContact(consultationId);
  const idOf = (name: string) => `consultation-${consultationId}-contact-${name}`;

  useEffect(() => setFocus("channel"), [setFocus]);

  const onSubmit = handleSubmit((values) => {
    save.mutate(values, {
      onSuccess: onDone,
      onError: (error) => {
        if (error instanceof ApiError) applyServerErrors(form, error);
      },
    });
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={`#${consultationId} 연락 기록 추가`}
      className="space-y-4 rounded-lg border border-brand-200 bg-brand-50/60 p-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={idOf("channel")} label="연락 방법" required error={errors.channel?.message}>
          <select className={inputClass} {...register("channel")}>
            {CONTACT_CHANNELS.map((channel) => (
              <option key={channel} value={channel}>
                {CONTACT_CHANNEL_LABELS[channel]}
              </option>
            ))}
          </select>
        </Field>
        <Field id={idOf("result")} label="연락 결과" required error={errors.result?.message}>
          <select className={inputClass} {...register("result")}>
            <option value="">선택해주세요</option>
            {CONTACT_RESULTS.map((result) => (
              <option key={result} value={result}>
                {CONTACT_RESULT_LABELS[result]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field
        id={idOf("note")}
        label="메모"
        hint="통화 내용, 다시 연락할 사정 등 (의뢰인에게는 보이지 않습니다)"
        error={errors.note?.message}
      >
        <textarea className={`${inputClass} min-h-24`} rows={3} maxLength={CONTACT_LIMITS.note} {...register("note")} />
      </Field>
      <Field
        id={idOf("next")}
        label="다음 연락 예정"
        hint="한국 시간 기준. 비워두면 다음 연락 예정 없음"
        error={errors.nextContactAt?.message}
      >
        <input type="datetime-local" className={inputClass} {...register("nextContactAt")} />
      </Field>
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={save.isPending} className={primaryButtonClass}>
          {save.isPending ? "저장 중..." : "연락 기록 저장"}
        </button>
        <button type="button" onClick={onDone} disabled={save.isPending} className={secondaryButtonClass}>
          취소
        </button>
      </div>
    </form>
  );
}
