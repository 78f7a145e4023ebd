// The account screen's two-factor part: its state, setting it up, new recovery codes, turning it off
// (only where the site does not require it).
import { useState } from "react";
import { formatKoreanDateTime } from "@shared/lib/dates";
import { passwordConfirmSchema } from "@shared/auth/account-input";
import { AdminDialog } from "@/components/admin/admin-dialog";
import { errorDetail } from "@/components/admin/api-errors";
import { dangerButtonClass, secondaryButtonClass } from "@/components/admin/button-styles";
import { ErrorState, LoadingState } from "@/components/admin/data-state";
import { Field, inputClass } from "@/components/form/field";
import { applyServerErrors, useZodForm } from "@/components/form/use-zod-form";
import { ApiError } from "@/lib/api-client";
import { useDisableTwoFactor, useReloadTwoFactorStatus, useRenewRecoveryCodes, useTwoFactorStatus } from "../api/account-api";
import { RecoveryCodes } from "./recovery-codes";
import { TotpCodeForm } from "./totp-code-form";
import { TwoFactorEnrolment } from "./two-factor-enrolment";

export function TwoFactorSection({ onChanged }: { onChanged: () => void }) {
  const status = useTwoFactorStatus();
  const reload = useReloadTwoFactorStatus();
  const enabled = () => {
    reload();
    onChanged();
  };
  return (
    <section aria-labelledby="two-factor-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id="two-factor-heading" className="text-lg font-bold text-slate-900">
        2단계 인증
      </h3>
      {status.isPending ? (
        <LoadingState className="py-6" />
      ) : status.isError ? (
        <ErrorState className="py-6" detail={errorDetail(status.error)} onRetry={() => void status.refetch()} />
      ) : status.data.enabled ? (
        <EnabledTwoFactor
          enabledAt={status.data.enabledAt}
          left={status.data.recoveryCodesLeft}
          required={status.data.required}
          onChanged={onChanged}
        />
      ) : (
        <div className="mt-3">
          {status.data.required && <p className="mb-3 text-[15px] font-semibold text-red-700">이 사이트에서는 2단계 인증이 필수입니다.</p>}
          <TwoFactorEnrolment onEnabled={enabled} />
        </div>
      )}
    </section>
  );
}

function EnabledTwoFactor({
  enabledAt,
  left,
  required,
  onChanged,
}: {
  enabledAt: string | null;
  left: number;
  required: boolean;
  onChanged: () => void;
}) {
  const [dialog, setDialog] = useState<"codes" | "disable">();
  return (
    <div className="mt-3 space-y-3 text-[15px] text-slate-800">
      <p>
        <span className="mr-2 rounded bg-emerald-50 px-2 py-0.5 text-sm font-semibold text-emerald-800">사용 중</span>
        {enabledAt && <>설정일 {formatKoreanDateTime(enabledAt)} · </>}남은 복구 코드 {left}개
      </p>
      {left <= 3 && <p className="text-amber-800">남은 복구 코드가 적습니다. 새 복구 코드를 만들어 보관해주세요.</p>}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={secondaryButtonClass} onClick={() => setDialog("codes")}>
          새 복구 코드 만들기
        </button>
        {!required && (
          <button type="button" className={dangerButtonClass} onClick={() => setDialog("disable")}>
            2단계 인증 해제
          </button>
        )}
      </div>
      <RenewCodesDialog open={dialog === "codes"} onClose={() => setDialog(undefined)} />
      <DisableDialog
        open={dialog === "disable"}
        onClose={() => setDialog(undefined)}
        onDisabled={() => {
          setDialog(undefined);
          onChanged();
        }}
      />
    </div>
  );
}

function RenewCodesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const renew = useRenewRecoveryCodes();
  const [codes, setCodes] = useState<string[]>();
  const close = () => {
    setCodes(undefined);
    onClose();
  };
  return (
    <AdminDialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title="새 복구 코드 만들기"
      description="새 코드를 만들면 이전 복구 코드는 모두 사용할 수 없게 됩니다."
    >
      {codes ? (
        <RecoveryCodes codes={codes} onDone={close} />
      ) : (
        <TotpCodeForm
          id="renew-code"
          submitLabel="새 코드 만들기"
          pending={renew.isPending}
          onCode={(code) => renew.mutateAsync(code).then((data) => setCodes(data.recoveryCodes))}
        />
      )}
    </AdminDialog>
  );
}

function DisableDialog({ open, onClose, onDisabled }: { open: boolean; onClose: () => void; onDisabled: () => void }) {
  const disable = useDisableTwoFactor();
  const form = useZodForm(passwordConfirmSchema, { password: "" });
  const onSubmit = form.handleSubmit(({ password }) =>
    disable.mutate(password, {
      onSuccess: onDisabled,
      onError: (error) => {
        if (!(error instanceof ApiError && applyServerErrors(form, error)))
          form.setError("password", { type: "server", message: error.message });
      },
    }),
  );
  return (
    <AdminDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="2단계 인증 해제"
      description="해제하면 비밀번호만으로 로그인할 수 있게 되어 계정이 덜 안전해집니다."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Field id="disable-password" label="현재 비밀번호" required error={form.formState.errors.password?.message}>
          <input className={inputClass} type="password" autoComplete="current-password" {...form.register("password")} />
        </Field>
        <button type="submit" disabled={disable.isPending} className={dangerButtonClass}>
          {disable.isPending ? "해제 중..." : "해제"}
        </button>
      </form>
    </AdminDialog>
  );
}
