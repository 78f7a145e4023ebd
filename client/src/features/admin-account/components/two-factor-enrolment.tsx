// Setting up two-factor sign-in: open the key in an authenticator app on this phone (otpauth://), scan the QR code
// from another device, or copy the key; confirm with its first code, then keep the recovery codes.
import { useState } from "react";
import { primaryButtonClass, secondaryButtonClass } from "@/components/admin/button-styles";
import { CopyButton } from "@/components/admin/copy-button";
import { ApiError } from "@/lib/api-client";
import { useEnableTwoFactor, useStartEnrolment, type Enrolment } from "../api/account-api";
import { RecoveryCodes } from "./recovery-codes";
import { EnrolmentConfirmForm } from "./enrolment-confirm-form";

/** The key in groups of four, easier to type by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

export function TwoFactorEnrolment({ onEnabled }: { onEnabled: () => void }) {
  const start = useStartEnrolment();
  const enable = useEnableTwoFactor();
  const [enrolment, setEnrolment] = useState<Enrolment>();
  const [codes, setCodes] = useState<string[]>();

  if (codes) return <RecoveryCodes codes={codes} onDone={onEnabled} />;
  if (!enrolment) {
    return (
      <div className="space-y-3">
        <p className="text-[15px] text-slate-700">
          로그인할 때 비밀번호와 함께 휴대전화 인증 앱(Google Authenticator, Microsoft Authenticator 등)의 6자리 코드를 입력합니다.
          비밀번호가 유출되어도 다른 사람이 상담 기록에 접근할 수 없게 됩니다.
        </p>
        <button
          type="button"
          className={primaryButtonClass}
          disabled={start.isPending}
          onClick={() => start.mutate(undefined, { onSuccess: setEnrolment })}
        >
          {start.isPending ? "준비 중..." : "2단계 인증 설정 시작"}
        </button>
      </div>
    );
  }
  const confirm = (input: { code: string; password: string }) =>
    enable.mutateAsync(input).then(
      (data) => setCodes(data.recoveryCodes),
      (error: unknown) => {
        // The key shown expired (15 minutes): start again with a new one.
        if (error instanceof ApiError && error.code === "ENROLMENT_EXPIRED") setEnrolment(undefined);
        throw error;
      },
    );
  return (
    <ol className="space-y-5 text-[15px] text-slate-800">
      <li>
        <p className="font-semibold">1. 휴대전화에 인증 앱을 설치합니다.</p>
        <p className="mt-1 text-slate-600">
          Google Authenticator, Microsoft Authenticator 등 시간 기반 코드(TOTP)를 지원하는 앱이면 됩니다.
        </p>
      </li>
      <li>
        <p className="font-semibold">2. 인증 앱에 이 사이트를 등록합니다.</p>
        <p className="mt-1 text-slate-600">
          이 화면을 보는 휴대전화에 인증 앱이 있으면 ‘인증 앱에서 열기’를 누르세요. 다른 기기로 보고 있으면 앱에서 QR 코드를 스캔합니다.
        </p>
        <div className="mt-3 flex flex-wrap items-start gap-4">
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`}
            alt="인증 앱에 등록할 QR 코드"
            width={200}
            height={200}
            className="rounded-lg border border-slate-200 bg-white"
          />
          <div className="min-w-0 flex-1 basis-60 space-y-3">
            <a href={enrolment.uri} className={`${secondaryButtonClass} w-full sm:w-auto`}>
              인증 앱에서 열기
            </a>
            <div>
              <p className="text-slate-600">앱이 열리지 않으면 앱에서 ‘설정 키 입력’을 선택하고 다음 키를 붙여 넣으세요.</p>
              <p className="mt-1 break-all rounded bg-slate-50 px-3 py-2 font-mono text-[15px] text-slate-900" aria-label="설정 키">
                {grouped(enrolment.secret)}
              </p>
              <CopyButton text={enrolment.secret} label="키 복사" className="mt-2" />
            </div>
          </div>
        </div>
      </li>
      <li>
        <p className="mb-2 font-semibold">3. 앱에 표시된 6자리 코드와 비밀번호를 입력해 설정을 마칩니다.</p>
        <EnrolmentConfirmForm pending={enable.isPending} onConfirm={confirm} />
      </li>
    </ol>
  );
}
