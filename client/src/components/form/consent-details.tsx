// A consent's full text (purpose, items, retention, the right to refuse), loaded when its box is opened.
import {
  CONSENT_VERSION,
  ATTRIBUTION_CONSENT,
  PRIVACY_CONSENT,
  SENSITIVE_CONSENT,
  SMS_ACK_CONSENT,
  type ConsentText,
} from "@shared/privacy/consent";
import type { ConsentKind } from "@shared/privacy/consent-heads";
import { Link } from "wouter";
import { paths } from "@shared/pages/page-map";

const TEXTS: Record<ConsentKind, ConsentText> = {
  privacy: PRIVACY_CONSENT,
  sensitive: SENSITIVE_CONSENT,
  attribution: ATTRIBUTION_CONSENT,
  sms: SMS_ACK_CONSENT,
};

export default function ConsentDetails({ kind }: { kind: ConsentKind }) {
  const consent = TEXTS[kind];
  return (
    <>
      <dl className="grid gap-2 leading-relaxed text-slate-700 sm:grid-cols-[7rem_1fr]">
        <dt className="font-semibold text-slate-800">수집·이용 목적</dt>
        <dd>{consent.purpose}</dd>
        <dt className="font-semibold text-slate-800">수집 항목</dt>
        <dd>{consent.items}</dd>
        <dt className="font-semibold text-slate-800">보유·이용 기간</dt>
        <dd>{consent.retention}</dd>
        <dt className="font-semibold text-slate-800">동의 거부 권리</dt>
        <dd>{consent.refusal}</dd>
      </dl>
      <p className="mt-2 text-slate-700">
        자세한 내용은{" "}
        <Link href={paths.privacyVersion({ version: CONSENT_VERSION })} className="font-bold text-brand-700 underline underline-offset-2">
          개인정보처리방침
        </Link>{" "}
        (버전 {CONSENT_VERSION})을 확인해주세요.
      </p>
    </>
  );
}
