// A deployed site requires a second factor: until it is set up, this is all an administrator can see.
import { TwoFactorEnrolment } from "./two-factor-enrolment";

export function EnrolmentRequired({ onEnabled }: { onEnabled: () => void }) {
  return (
    <section aria-labelledby="enrolment-heading" className="mx-auto max-w-2xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="enrolment-heading" className="text-xl font-bold text-slate-900">
        2단계 인증 설정이 필요합니다
      </h2>
      <p className="mt-2 text-[15px] text-slate-700">
        상담 기록에는 민감한 개인정보가 담겨 있어, 인터넷으로 접속하는 관리자는 비밀번호와 함께 일회용 인증 코드로 로그인해야 합니다. 설정을
        마치면 관리자 대시보드를 이용할 수 있습니다.
      </p>
      <div className="mt-5">
        <TwoFactorEnrolment onEnabled={onEnabled} />
      </div>
    </section>
  );
}
