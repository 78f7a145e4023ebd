// Shown when a save finds the session expired: sign in again here and the save is sent once more, so the text
// being written never leaves the page.
import { loginSchema } from "@shared/auth/account-input";
import { AdminDialog } from "@/components/admin/admin-dialog";
import { primaryButtonClass, secondaryButtonClass } from "@/components/admin/button-styles";
import { Field, inputClass } from "@/components/form/field";
import { useZodForm } from "@/components/form/use-zod-form";
import type { LoginInput } from "@shared/auth/account-input";
import { ApiError, apiRequest } from "@/lib/api-client";

/** Signs the same administrator in again after the session expired in the middle of writing. */
function signInAgain(input: LoginInput) {
  return apiRequest<{ success: boolean; message: string }>("POST", "/api/login", input);
}

interface SignInDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSignedIn: () => void;
}

export function SignInDialog({ open, onOpenChange, onSignedIn }: SignInDialogProps) {
  const form = useZodForm(loginSchema, { username: "", password: "" });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await signInAgain(input);
      form.reset();
      onSignedIn();
    } catch (error) {
      form.setError("root", {
        message: error instanceof ApiError ? error.message : "서버에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.",
      });
    }
  });
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title="다시 로그인"
      description="세션이 만료되었습니다. 다시 로그인하면 작성 중인 내용을 이어서 저장합니다."
    >
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
        <Field id="relogin-username" label="사용자명" required error={errors.username?.message}>
          <input type="text" autoComplete="username" {...form.register("username")} className={inputClass} />
        </Field>
        <Field id="relogin-password" label="비밀번호" required error={errors.password?.message}>
          <input type="password" autoComplete="current-password" {...form.register("password")} className={inputClass} />
        </Field>
        {errors.root?.message && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errors.root.message}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <button type="button" onClick={() => onOpenChange(false)} className={secondaryButtonClass}>
            나중에
          </button>
          <button type="submit" disabled={isSubmitting} className={primaryButtonClass}>
            {isSubmitting ? "로그인 중..." : "로그인하고 저장"}
          </button>
        </div>
      </form>
    </AdminDialog>
  );
}
