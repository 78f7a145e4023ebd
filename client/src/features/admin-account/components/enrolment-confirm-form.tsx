// The last step of setting up two-factor sign-in: the app's first code and the account's password again.
import { enrolmentConfirmSchema, type EnrolmentConfirmInput } from "@shared/auth/account-input";
import { Field, inputClass } from "@/components/form/field";
import { applyServerErrors, useZodForm } from "@/components/form/use-zod-form";
import { failureText } from "@/components/admin/api-errors";
import { primaryButtonClass } from "@/components/admin/button-styles";
import { ApiError } from "@/lib/api-client";

interface EnrolmentConfirmFormProps {
  pending: boolean;
  /** Sends the code and the password; rejects with the server's error. */
  onConfirm: (input: { code: string; password: string }) => Promise<unknown>;
}

const EMPTY: EnrolmentConfirmInput = { code: "", password: "" };

export function EnrolmentConfirmForm({ pending, onConfirm }: EnrolmentConfirmFormProps) {
  const form = useZodForm(enrolmentConfirmSchema, EMPTY);
  const { register, handleSubmit, formState, setError, resetField, setFocus } = form;
  const onSubmit = handleSubmit(async (values) => {
    try {
      await onConfirm(values);
    } catch (error) {
      if (!(error instanceof ApiError && applyServerErrors(form, error))) setError("code", { type: "server", message: failureText(error) });
      // A refused code is spent or wrong: type the next one. A refused password: type it again.
      const field = error instanceof ApiError && error.fields?.password ? "password" : "code";
      resetField(field, { keepError: true });
      setFocus(field);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 md:max-w-md">
      <Field id="enrol-code" label="인증 코드 (6자리)" required error={formState.errors.code?.message} className="sm:w-56">
        <input
          className={`${inputClass} font-mono tracking-widest`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          {...register("code")}
        />
      </Field>
      <Field
        id="enrol-password"
        label="비밀번호"
        required
        hint="본인 확인을 위해 현재 비밀번호를 다시 입력합니다."
        error={formState.errors.password?.message}
      >
        <input className={inputClass} type="password" autoComplete="current-password" {...register("password")} />
      </Field>
      <div>
        <button type="submit" disabled={pending} className={primaryButtonClass}>
          {pending ? "확인 중..." : "설정 완료"}
        </button>
      </div>
    </form>
  );
}
