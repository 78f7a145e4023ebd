// One request of the person as the tool shows it: who, when, what, with the correction button.
import { formatKoreanDateTime } from "@shared/lib/dates";
import { CASE_TYPE_LABELS, CONSULTATION_STATUS_LABELS } from "@shared/intake/labels";
import { formatPhone } from "@shared/lib/phone";
import type { SubjectRecord } from "@shared/intake/subject-requests";
import { secondaryButtonClass } from "@/components/admin/button-styles";

const labelOf = (labels: Record<string, string>, value: string) => labels[value] ?? value;

export function SubjectRecordCard({ record, onCorrect }: { record: SubjectRecord; onCorrect: () => void }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 text-[15px] shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="font-semibold text-slate-900">
            #{record.id} · {record.name}
          </p>
          <p className="mt-0.5 text-sm text-slate-600">
            <time dateTime={record.createdAt}>{formatKoreanDateTime(record.createdAt)}</time> 신청 · {labelOf(CASE_TYPE_LABELS, record.caseType)} ·{" "}
            {labelOf(CONSULTATION_STATUS_LABELS, record.consultationStatus)}
          </p>
        </div>
        <button type="button" className={secondaryButtonClass} onClick={onCorrect} aria-label={`#${record.id} ${record.name} 정정`}>
          정정
        </button>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex gap-2">
          <dt className="text-slate-600">연락처</dt>
          <dd className="text-slate-900">{formatPhone(record.phone)}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-slate-600">이메일</dt>
          <dd className="break-all text-slate-900">{record.email ?? "-"}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-slate-600">나이</dt>
          <dd className="text-slate-900">{record.age ?? "-"}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-slate-600">변경 이력</dt>
          <dd className="text-slate-900">{record.history.length}건</dd>
        </div>
      </dl>
      <p className="mt-3 line-clamp-3 whitespace-pre-wrap break-words text-slate-700">{record.content}</p>
    </li>
  );
}
