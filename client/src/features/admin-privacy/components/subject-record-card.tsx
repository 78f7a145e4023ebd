// One request found by the phone or e-mail as the tool shows it: who, when, what, with the box that confirms it is
// the requester's own (one number can be a family's) and the correction button.
import { formatKoreanDateTime } from "@shared/lib/dates";
import { CASE_TYPE_LABELS, CONSULTATION_STATUS_LABELS } from "@shared/intake/labels";
import { formatPhone } from "@shared/lib/phone";
import type { SubjectRecord } from "@shared/intake/subject-requests";
import { secondaryButtonClass } from "@/components/admin/button-styles";

const labelOf = (labels: Record<string, string>, value: string) => labels[value] ?? value;

export function SubjectRecordCard({
  record,
  selected,
  onSelect,
  onCorrect,
}: {
  record: SubjectRecord;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onCorrect: () => void;
}) {
  const boxId = `subject-record-${record.id}`;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 text-[15px] shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex items-start gap-3">
          <input
            id={boxId}
            type="checkbox"
            className="mt-1 h-5 w-5 shrink-0 accent-slate-900"
            checked={selected}
            onChange={(e) => onSelect(e.target.checked)}
            aria-label={`#${record.id} ${record.name}: 요청한 본인의 기록`}
          />
          <div>
            <p className="font-semibold text-slate-900">
              #{record.id} · {record.name}
            </p>
            <p className="mt-0.5 text-sm text-slate-600">
              <time dateTime={record.createdAt}>{formatKoreanDateTime(record.createdAt)}</time> 신청 ·{" "}
              {labelOf(CASE_TYPE_LABELS, record.caseType)} · {labelOf(CONSULTATION_STATUS_LABELS, record.consultationStatus)}
            </p>
          </div>
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
