import { formatKoreanDate, formatKoreanDateTime } from "@shared/lib/dates";
import { CASE_TYPE_LABELS, CONSULTATION_TYPE_LABELS, CURRENT_STATUS_LABELS } from "@shared/intake/labels";
import type { AdminConsultation } from "@shared/intake/admin-consultations";
import { contactPreferenceLine } from "@shared/intake/contact-preferences";
import { labelOf } from "../label-of";

function incidentDateText(value: string): string {
  return /^\d{4}-\d{2}-\d{2}/.test(value) ? formatKoreanDate(value) : value;
}

/** Case facts of a request as a definition list, under how the requester may be contacted (when they said). */
export function ConsultationDetails({ item }: { item: AdminConsultation }) {
  const contactLine = contactPreferenceLine(item.contactPreferences);
  const rows: Array<[string, string]> = [
    ["사건 유형", labelOf(CASE_TYPE_LABELS, item.caseType)],
    ["현재 상황", labelOf(CURRENT_STATUS_LABELS, item.currentStatus)],
  ];
  if (item.age !== null) rows.push(["나이", `${item.age}세`]);
  if (item.incidentDate) rows.push(["사건 발생일", incidentDateText(item.incidentDate)]);
  if (item.consultationType) rows.push(["희망 상담 방식", labelOf(CONSULTATION_TYPE_LABELS, item.consultationType)]);
  return (
    <>
      {contactLine && (
        <p className="mb-2 rounded-md bg-amber-50 px-3 py-1.5 text-sm font-semibold text-amber-900">연락 희망: {contactLine}</p>
      )}
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-[15px] sm:grid-cols-2 lg:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label} className="flex gap-2">
            <dt className="shrink-0 text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** When and under which consent version the person agreed. */
export function ConsentLine({ item }: { item: AdminConsultation }) {
  const parts: string[] = [];
  if (item.privacyAgreedAt) parts.push(`개인정보 동의 ${formatKoreanDateTime(item.privacyAgreedAt)}`);
  if (item.sensitiveAgreedAt) parts.push(`민감정보 동의 ${formatKoreanDateTime(item.sensitiveAgreedAt)}`);
  if (item.consentVersion) parts.push(`동의서 버전 ${item.consentVersion}`);
  return <p className="text-xs text-slate-600">{parts.length > 0 ? parts.join(" · ") : "동의 기록 없음"}</p>;
}
