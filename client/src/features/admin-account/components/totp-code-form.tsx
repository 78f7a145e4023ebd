// One field for the 6-digit authenticator code, with the server's message on it when it is refused.
import { totpCodeSchema } from "@shared/auth/account-input";
import { Field, inputClass } from "@/components/form/field";
import { applyServerErrors, useZodForm } from "@/components/form/use-zod-form";
import { failureText } from "@/components/admin/api-errors";
import { primaryButtonClass } from "@/components/admin/button-styles";
import { ApiError } from "@/lib/api-client";

interface TotpCodeFormProps {
  id: string;
  submitLabel: string;
  pending: boolean;
  /** Sends the code; rejects with the server's error. */
  onCode: (code: string) => Promise<unknown>;
}

export function TotpCodeForm({ id, submitLabel, pending, onCode }: TotpCodeFormProps) {
  const form = useZodForm(totpCodeSchema, { code: "" });
  const { register, handleSubmit, formState, setError, resetField, setFocus } = form;
  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      await onCode(code);
    } catch (error) {
      if (!(error instanceof ApiError && applyServerErrors(form, error))) setError("code", { type: "server", message: failureText(error) });
      resetField("code", { keepError: true });
      setFocus("code");
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <Field id={id} label="인증 코드 (6자리)" required error={formState.errors.code?.message} className="sm:w-56">
        <input
          className={`${inputClass} font-mono tracking-widest`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          {...register("code")}
        />
      </Field>
      <button type="submit" disabled={pending} className={`${primaryButtonClass} sm:mt-8`}>
        {pending ? "확인 중..." : submitLabel}
      </button>
    </form>
  );
}
