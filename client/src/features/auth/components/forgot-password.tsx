// "비밀번호를 잊으셨나요?" under the sign-in form, honest for an office with one administrator: there is no reset by
// e-mail (one e-mail must not open every request), so the way back is the host's command on the server; recovery
// codes stand in for the authenticator only, never for the password.
export function ForgotPassword() {
  return (
    <details className="rounded-lg border border-slate-200 bg-slate-50 px-4 text-[15px] text-slate-800">
      <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-brand-800">비밀번호를 잊으셨나요?</summary>
      <div className="space-y-3 pb-4">
        <p>
          이 사이트는 이메일로 비밀번호를 다시 정하지 않습니다. 관리자 계정은 모든 상담 기록을 열 수 있어, 메일 한 통으로 열리지 않게
          했습니다.
        </p>
        <div>
          <p className="font-semibold">비밀번호를 잊었을 때</p>
          <p>
            서버를 관리하는 분(호스팅 담당자)께 아래 명령을 요청하세요. 새 비밀번호를 정하고, 열려 있던 로그인은 모두 끝나며 로그인 잠금도
            풀립니다.
          </p>
          <code className="mt-1 block break-all rounded bg-white px-3 py-2 text-sm text-slate-900">
            npm run admin -- reset-password 사용자명
          </code>
        </div>
        <div>
          <p className="font-semibold">휴대전화(인증 앱)를 잃어버렸을 때</p>
          <p>
            비밀번호를 입력한 뒤 인증 코드 대신 2단계 인증을 설정할 때 받은 <strong>복구 코드</strong>를 입력하세요. 복구 코드는 인증 앱만
            대신하며 비밀번호를 대신하지 않습니다. 복구 코드도 없다면 호스팅 담당자께 다음 명령을 요청하세요.
          </p>
          <code className="mt-1 block break-all rounded bg-white px-3 py-2 text-sm text-slate-900">
            npm run admin -- reset-2fa 사용자명
          </code>
        </div>
      </div>
    </details>
  );
}
