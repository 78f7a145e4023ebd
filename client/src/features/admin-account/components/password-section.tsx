// Changing the password: the current one, the new one twice. Every other signed-in session then ends.
import { changePasswordSchema, PASSWORD_MIN_LENGTH, type ChangePasswordInput } from "@shared/auth/account-input";
import { primaryButtonClass } from "@/components/admin/button-styles";
import { toastFailure } from "@/components/admin/api-errors";
import { Field, inputClass } from "@/components/form/field";
import { applyServerErrors, useZodForm } from "@/components/form/use-zod-form";
import { ApiError } from "@/lib/api-client";
import { useChangePassword } from "../api/account-api";

const EMPTY: ChangePasswordInput = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** `required`: the generated first password must be changed before anything else (a heading that says so). */
export function PasswordSection({ required = false, onChanged }: { required?: boolean; onChanged?: () => void } = {}) {
  const form = useZodForm(changePasswordSchema, EMPTY);
  const { register, handleSubmit, formState, reset } = form;
  const change = useChangePassword();
  const onSubmit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        reset(EMPTY);
        onChanged?.();
      },
      onError: (error) => {
        if (!(error instanceof ApiError && applyServerErrors(form, error))) toastFailure("비밀번호를 변경하지 못했습니다.", error);
      },
    }),
  );
  return (
    <section aria-labelledby="password-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id="password-heading" className="text-lg font-bold text-slate-900">
        {required ? "비밀번호 변경이 필요합니다" : "비밀번호 변경"}
      </h3>
      <p className="mt-1 text-[15px] text-slate-600">
        {required
          ? "처음 발급된 비밀번호로 로그인했습니다. 새 비밀번호로 바꾸기 전에는 다른 기능을 이용할 수 없습니다. 현재 비밀번호 칸에는 발급된 비밀번호를 입력하세요."
          : "변경하면 이 기기를 뺀 다른 모든 기기에서 로그아웃됩니다."}
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-4 md:max-w-md">
        <Field id="current-password" label="현재 비밀번호" required error={formState.errors.currentPassword?.message}>
          <input className={inputClass} type="password" autoComplete="current-password" {...register("currentPassword")} />
        </Field>
        <Field
          id="new-password"
          label="새 비밀번호"
          required
          hint={`${PASSWORD_MIN_LENGTH}자 이상. 다른 곳에서 쓰지 않는 긴 문장을 권합니다.`}
          error={formState.errors.newPassword?.message}
        >
          <input className={inputClass} type="password" autoComplete="new-password" {...register("newPassword")} />
        </Field>
        <Field id="confirm-password" label="새 비밀번호 확인" required error={formState.errors.confirmPassword?.message}>
          <input className={inputClass} type="password" autoComplete="new-password" {...register("confirmPassword")} />
        </Field>
        <div>
          <button type="submit" disabled={change.isPending} className={primaryButtonClass}>
            {change.isPending ? "변경 중..." : "비밀번호 변경"}
          </button>
        </div>
      </form>
    </section>
  );
}
