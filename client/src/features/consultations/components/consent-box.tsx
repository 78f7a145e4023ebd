import { Link } from "wouter";
import { CONSENT_VERSION, type ConsentText } from "@shared/privacy/consent";
import { paths } from "@shared/pages/page-map";
import type { Registration } from "@/components/form/use-lazy-schema-form";

export function ConsentBox({
  id,
  consent,
  registration,
  error,
  optional = false,
}: {
  id: string;
  consent: ConsentText;
  registration: Registration;
  error?: string;
  /** A 선택 consent: the request is sent whether or not it is checked. */
  optional?: boolean;
}) {
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <legend className="px-1 text-[15px] font-bold text-slate-900">{consent.title}</legend>
      <dl className="grid gap-2 text-sm leading-relaxed text-slate-700 sm:grid-cols-[7rem_1fr]">
        <dt className="font-semibold text-slate-800">수집·이용 목적</dt>
        <dd>{consent.purpose}</dd>
        <dt className="font-semibold text-slate-800">수집 항목</dt>
        <dd>{consent.items}</dd>
        <dt className="font-semibold text-slate-800">보유·이용 기간</dt>
        <dd>{consent.retention}</dd>
        <dt className="font-semibold text-slate-800">동의 거부 권리</dt>
        <dd>{consent.refusal}</dd>
      </dl>
      <p className="mt-2 text-sm text-slate-700">
        자세한 내용은{" "}
        <Link href={paths.privacyVersion({ version: CONSENT_VERSION })} className="font-bold text-brand-700 underline underline-offset-2">
          개인정보처리방침
        </Link>{" "}
        (버전 {CONSENT_VERSION})을 확인해주세요.
      </p>
      <label htmlFor={id} className="mt-3 flex min-h-11 cursor-pointer items-center gap-3 text-[15px] font-semibold text-slate-900">
        <input
          id={id}
          type="checkbox"
          className="h-5 w-5 shrink-0 accent-brand-700"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...registration}
        />
        위 내용을 확인했으며 동의합니다 ({optional ? "선택" : "필수"})
      </label>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
