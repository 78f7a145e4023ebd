// Logs a call (or another contact) in at most three taps: what happened (통화함 / 부재 / 메시지 남김), when to
// contact next (오늘 저녁 / 내일 오전 / 직접 입력 / 없음), 저장. The channel is 전화 unless changed; a note is optional.
// The server moves the request's stage with the log (연락 시도, 연락됨). Self-contained (the request and onDone),
// so it can sit in a card or a sheet.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { CONTACT_CHANNEL_LABELS } from "@shared/intake/back-office-labels";
import { CONTACT_CHANNELS, type ContactChannel, type ContactResult } from "@shared/intake/options";
import { CONTACT_LIMITS, contactCreateSchema, type ContactCreateInput } from "@shared/intake/consultation-contacts";
import type { AdminConsultation } from "@shared/intake/admin-consultations";
import { primaryButtonClass, secondaryButtonClass } from "@/components/admin/button-styles";
import { Field, inputClass } from "@/components/form/field";
import { ApiError } from "@/lib/api-client";
import { useLogContact } from "../api/log-contact";
import { nextContactPresets, type NextContactChoice } from "../next-contact-presets";
import { ChoiceChips } from "./choice-chips";

interface ContactFormProps {
  consultation: Pick<AdminConsultation, "id" | "name">;
  /** Called after a successful save or on cancel. */
  onDone: () => void;
}

const RESULT_CHOICES: { value: ContactResult; label: string }[] = [
  { value: "reached", label: "통화함" },
  { value: "no_answer", label: "부재" },
  { value: "left_message", label: "메시지 남김" },
];

type Errors = Partial<Record<"result" | "nextContactAt" | "note" | "channel", string>>;

export function ContactForm({ consultation, onDone }: ContactFormProps) {
  const id = consultation.id;
  const [result, setResult] = useState<ContactResult | "">("");
  const [channel, setChannel] = useState<ContactChannel>("phone");
  const [next, setNext] = useState<NextContactChoice>("none");
  const [custom, setCustom] = useState("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [presets] = useState(() => nextContactPresets(new Date()));
  const save = useLogContact(id);
  const first = useRef<HTMLFormElement>(null);
  const idOf = (name: string) => `consultation-${id}-contact-${name}`;

  useEffect(() => first.current?.querySelector<HTMLInputElement>("input[type=radio]")?.focus(), []);

  const nextContactAt = (): string | null => {
    if (next === "custom") return custom;
    return presets.find((p) => p.value === next)?.at.toISOString() ?? null;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = { channel, result, note, nextContactAt: nextContactAt() } as ContactCreateInput;
    const checked = contactCreateSchema.safeParse(body);
    const problems: Errors = {};
    if (!checked.success) for (const issue of checked.error.issues) problems[String(issue.path[0]) as keyof Errors] ??= issue.message;
    if (next === "custom" && !custom) problems.nextContactAt = "다음 연락 예정 시각을 입력해주세요";
    setErrors(problems);
    if (!checked.success || Object.keys(problems).length > 0) return;
    save.mutate(checked.data, {
      onSuccess: onDone,
      onError: (error) => {
        if (error instanceof ApiError && error.fields)
          setErrors(Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, v[0]])));
      },
    });
  };

  return (
    <form
      ref={first}
      onSubmit={onSubmit}
      noValidate
      aria-label={`#${id} ${consultation.name} 연락 기록`}
      className="space-y-4 rounded-lg border border-brand-200 bg-brand-50/60 p-4"
    >
      <ChoiceChips
        name={idOf("result")}
        legend="연락 결과"
        options={RESULT_CHOICES}
        value={result}
        onChange={setResult}
        error={errors.result}
      />
      <ChoiceChips
        name={idOf("next")}
        legend="다음 연락"
        options={[...presets, { value: "custom", label: "직접 입력" }, { value: "none", label: "없음" }]}
        value={next}
        onChange={setNext}
        error={next === "custom" ? undefined : errors.nextContactAt}
      />
      {next === "custom" && (
        <Field id={idOf("next-at")} label="다음 연락 예정 시각" required hint="한국 시간 기준" error={errors.nextContactAt}>
          <input type="datetime-local" className={inputClass} value={custom} onChange={(e) => setCustom(e.target.value)} />
        </Field>
      )}
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <Field id={idOf("channel")} label="연락 방법" required error={errors.channel}>
          <select className={inputClass} value={channel} onChange={(e) => setChannel(e.target.value as ContactChannel)}>
            {CONTACT_CHANNELS.map((value) => (
              <option key={value} value={value}>
                {CONTACT_CHANNEL_LABELS[value]}
              </option>
            ))}
          </select>
        </Field>
        <Field id={idOf("note")} label="메모" hint="의뢰인에게는 보이지 않습니다" error={errors.note}>
          <textarea
            className={inputClass}
            rows={2}
            maxLength={CONTACT_LIMITS.note}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </Field>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={save.isPending} className={primaryButtonClass}>
          {save.isPending ? "저장 중..." : "기록 저장"}
        </button>
        <button type="button" onClick={onDone} disabled={save.isPending} className={secondaryButtonClass}>
          취소
        </button>
      </div>
    </form>
  );
}
