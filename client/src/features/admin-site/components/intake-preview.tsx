// What the requester receives, as the templates are being edited: the acknowledgement e-mail and text, filled in
// with the office's saved facts and a sample request number (the same function the server uses).
import { intakeTemplateValues, joinEmailBody, splitEmailBody } from "@shared/intake/intake-messages";
import { SMS_SHORT_BYTES, smsBytes } from "@shared/intake/intake-settings";
import { type OfficeFacts } from "@shared/office/office-placeholders";
import { fillPlaceholders } from "@shared/office/site-facts";

const SAMPLE_REQUEST_NUMBER = 128;

interface IntakePreviewProps {
  office: OfficeFacts;
  emailSubject: string;
  emailBody: string;
  smsBody: string;
}

export function IntakePreview({ office, emailSubject, emailBody, smsBody }: IntakePreviewProps) {
  const values = intakeTemplateValues(office, SAMPLE_REQUEST_NUMBER);
  const mail = splitEmailBody(joinEmailBody(fillPlaceholders(emailSubject, values), fillPlaceholders(emailBody, values)));
  const sms = fillPlaceholders(smsBody, values);
  const bytes = smsBytes(sms);
  return (
    <section aria-labelledby="intake-preview-heading" className="min-w-0 rounded-xl border border-slate-200 bg-white p-4">
      <h3 id="intake-preview-heading" className="text-lg font-bold text-slate-900">
        미리보기
      </h3>
      <p className="mt-1 text-sm text-slate-600">지금 저장된 사무소 정보와 예시 접수번호 {SAMPLE_REQUEST_NUMBER}번으로 채운 모습입니다.</p>
      <h4 className="mt-4 text-[15px] font-semibold text-slate-800">접수 확인 이메일</h4>
      <div
        className="mt-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-[15px] text-slate-900"
        data-testid="intake-preview-email"
      >
        <p className="font-semibold break-words">{mail.subject}</p>
        <p className="mt-2 whitespace-pre-line break-words">{mail.text}</p>
      </div>
      <h4 className="mt-4 text-[15px] font-semibold text-slate-800">접수 확인 문자</h4>
      <div className="mt-2 rounded-2xl bg-slate-100 p-3 text-[15px] text-slate-900" data-testid="intake-preview-sms">
        <p className="whitespace-pre-line break-words">{sms}</p>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {bytes}바이트 · {bytes <= SMS_SHORT_BYTES ? "단문(SMS) 한 통" : "장문(LMS)으로 발송"}
      </p>
    </section>
  );
}
