import { useEffect } from "react";
import { secondFactorSchema, type SecondFactorInput } from "@shared/auth/account-input";
import { Field, inputClass } from "@/components/form/field";
import { applyServerErrors, useZodForm } from "@/components/form/use-zod-form";
import { ApiError } from "@/lib/api-client";
import { useSecondFactor } from "../api/login";

const EMPTY: SecondFactorInput = { code: "" };

/** The second step of signing in: the authenticator's 6-digit code, or one of the recovery codes. */
export function SecondFactorForm({ onRestart }: { onRestart: () => void }) {
  const form = useZodForm(secondFactorSchema, EMPTY);
  const { register, handleSubmit, formState, resetField, setFocus } = form;
  const verify = useSecondFactor();
  useEffect(() => setFocus("code"), [setFocus]);

  const onSubmit = handleSubmit((values) => {
    verify.mutate(values, {
      onError: (error) => {
        // The password step expired (5 minutes), the account changed, or three wrong codes ended it: start over.
        if (error instanceof ApiError && error.status === 401 && (error.code === "UNAUTHORIZED" || error.code === "SECOND_FACTOR_ENDED"))
          return onRestart();
        if (error instanceof ApiError) applyServerErrors(form, error);
        resetField("code");
        setFocus("code");
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="2단계 인증">
      <p className="rounded-lg bg-brand-50 px-4 py-3 text-[15px] text-slate-800">
        비밀번호를 확인했습니다. 인증 앱에 표시된 6자리 코드를 5분 안에 입력해주세요.
      </p>
      <Field
        id="code"
        label="인증 코드"
        required
        hint="휴대전화를 잃어버렸다면 보관해 둔 복구 코드(예: ABCDE-FGH23)를 입력할 수 있습니다."
        error={formState.errors.code?.message}
      >
        <input
          className={`${inputClass} font-mono tracking-widest`}
          inputMode="text"
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          {...register("code")}
        />
      </Field>
      <button
        type="submit"
        disabled={verify.isPending}
        className="min-h-12 w-full rounded-lg bg-brand-700 px-6 py-3 text-base font-bold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 disabled:cursor-wait disabled:opacity-70"
      >
        {verify.isPending ? "확인 중..." : "확인"}
      </button>
      <button
        type="button"
        onClick={onRestart}
        className="inline-flex min-h-11 w-full items-center justify-center rounded-lg text-[15px] font-medium text-slate-700 underline-offset-4 hover:text-brand-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        처음부터 다시 로그인
      </button>
    </form>
  );
}
