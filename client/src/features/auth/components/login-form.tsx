import { useState } from "react";
import { loginSchema, type LoginInput } from "@shared/auth/account-input";
import { Field, inputClass } from "@/components/form/field";
import { applyServerErrors, useZodForm } from "@/components/form/use-zod-form";
import { ApiError } from "@/lib/api-client";
import { useLogin } from "../api/login";
import { ForgotPassword } from "./forgot-password";
import { SecondFactorForm } from "./second-factor-form";

const EMPTY: LoginInput = { username: "", password: "" };

/** Username and password, validated by the same schema as the server; then the code, for an account with a second factor. */
export function LoginForm() {
  const [step, setStep] = useState<"password" | "code">("password");
  if (step === "code") return <SecondFactorForm onRestart={() => setStep("password")} />;
  return (
    <div className="space-y-5">
      <PasswordForm onSecondFactor={() => setStep("code")} />
      <ForgotPassword />
    </div>
  );
}

function PasswordForm({ onSecondFactor }: { onSecondFactor: () => void }) {
  const form = useZodForm(loginSchema, EMPTY);
  const { register, handleSubmit, formState, resetField, setFocus } = form;
  const login = useLogin();

  const onSubmit = handleSubmit((values) => {
    login.mutate(values, {
      onSuccess: (data) => {
        if (data.twoFactorRequired) onSecondFactor();
      },
      onError: (error) => {
        if (error instanceof ApiError) applyServerErrors(form, error);
        resetField("password");
        setFocus("password");
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="관리자 로그인">
      <Field id="username" label="사용자명" required error={formState.errors.username?.message}>
        <input className={inputClass} autoComplete="username" autoCapitalize="none" spellCheck={false} {...register("username")} />
      </Field>
      <Field id="password" label="비밀번호" required error={formState.errors.password?.message}>
        <input className={inputClass} type="password" autoComplete="current-password" {...register("password")} />
      </Field>
      <button
        type="submit"
        disabled={login.isPending}
        className="min-h-12 w-full rounded-lg bg-brand-700 px-6 py-3 text-base font-bold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 disabled:cursor-wait disabled:opacity-70"
      >
        {login.isPending ? "로그인 중..." : "로그인"}
      </button>
    </form>
  );
}
