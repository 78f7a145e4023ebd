// The "개인정보 요청" tab: when a person asks what the office keeps about them, asks to correct it or to have
// it destroyed (개인정보 보호법 제35조·제36조), find their records by phone or e-mail and act on them. Every
// action is written to the access log.
import { useSite } from "@/lib/site";
import { useState } from "react";
import {
  REVIEWED_FIELD_LABELS,
  REVIEWED_FIELDS,
  type ReviewedField,
  type SubjectLookup,
  type SubjectRecord,
} from "@shared/intake/subject-requests";
import { toastFailure } from "@/components/admin/api-errors";
import { dangerButtonClass, secondaryButtonClass } from "@/components/admin/button-styles";
import { EmptyState } from "@/components/admin/data-state";
import { useSubjectExport, useSubjectSearch } from "../api/subject-api";
import { CorrectionDialog } from "./correction-dialog";
import { DestroyDialog } from "./destroy-dialog";
import { DestructionRecords } from "./destruction-records";
import { SubjectLookupForm } from "./subject-lookup-form";
import { SubjectRecordCard } from "./subject-record-card";

export function SubjectRequestsPanel() {
  const officerName = useSite().privacyOfficer.name;
  const search = useSubjectSearch();
  const exportFile = useSubjectExport();
  const [found, setFound] = useState<{
    lookup: SubjectLookup;
    records: SubjectRecord[];
  }>();
  // The records confirmed as the requester's: none until the office ticks them (one number can be a family's).
  const [selected, setSelected] = useState<number[]>([]);
  // Withheld parts the office puts in the file after reviewing them: off by default, again after every search.
  const [include, setInclude] = useState<ReviewedField[]>([]);
  const [correcting, setCorrecting] = useState<SubjectRecord>();
  const [destroying, setDestroying] = useState(false);
  const lookUp = (lookup: SubjectLookup) =>
    search.mutate(lookup, {
      onSuccess: (records) => {
        setFound({ lookup, records });
        setSelected([]);
        setInclude([]);
      },
      onError: (error) => toastFailure("기록을 찾지 못했습니다.", error),
    });
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-xl font-bold text-slate-900">개인정보 요청</h2>
        <p className="mt-1 text-[15px] text-slate-600">
          정보주체가 열람·정정·삭제를 요구하면 본인임을 확인한 뒤 여기서 처리합니다. 요구를 받은 날부터 10일 안에 답해야 합니다. 개인정보
          보호책임자: {officerName}
        </p>
      </div>
      <SubjectLookupForm pending={search.isPending} onLookup={lookUp} />
      {found && (
        <section aria-labelledby="subject-results-heading" className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3 id="subject-results-heading" className="text-lg font-bold text-slate-900">
              찾은 상담 신청 {found.records.length}건
            </h3>
            {found.records.length > 0 && (
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={secondaryButtonClass}
                  disabled={exportFile.isPending || selected.length === 0}
                  onClick={() => exportFile.mutate({ lookup: found.lookup, ids: selected, include })}
                >
                  {exportFile.isPending ? "만드는 중..." : `선택한 ${selected.length}건 열람 자료 내려받기`}
                </button>
                <button type="button" className={dangerButtonClass} disabled={selected.length === 0} onClick={() => setDestroying(true)}>
                  선택한 {selected.length}건 파기
                </button>
              </div>
            )}
          </div>
          {found.records.length > 0 && (
            <p className="text-[15px] text-slate-600">
              같은 연락처를 여러 사람이 쓸 수 있습니다. 요청한 본인의 기록인지 하나씩 확인하고 선택한 기록만 열람 자료에 넣거나 파기합니다.
            </p>
          )}
          {found.records.length > 0 && (
            <fieldset className="rounded-xl border border-slate-200 bg-white p-4 text-[15px]">
              <legend className="px-1 font-semibold text-slate-900">검토 후 열람 자료에 포함</legend>
              <p className="text-sm text-slate-600">
                아래 항목은 다른 사람의 정보이거나 사무소 내부 기록이라 기본으로 제외합니다. 내용을 검토해 요청한 본인에게 주어도 되는
                경우에만 선택하세요. 포함하면 접근 기록에 남습니다.
              </p>
              <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
                {REVIEWED_FIELDS.map((field) => (
                  <label key={field} className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      className="h-5 w-5 accent-slate-900"
                      checked={include.includes(field)}
                      onChange={(e) =>
                        setInclude((current) => (e.target.checked ? [...current, field] : current.filter((f) => f !== field)))
                      }
                    />
                    {REVIEWED_FIELD_LABELS[field]}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          {found.records.length === 0 ? (
            <EmptyState>이 연락처로 보관 중인 상담 신청이 없습니다.</EmptyState>
          ) : (
            <ul className="space-y-3">
              {found.records.map((record) => (
                <SubjectRecordCard
                  key={record.id}
                  record={record}
                  selected={selected.includes(record.id)}
                  onSelect={(on) => setSelected((current) => (on ? [...current, record.id] : current.filter((id) => id !== record.id)))}
                  onCorrect={() => setCorrecting(record)}
                />
              ))}
            </ul>
          )}
        </section>
      )}
      {correcting && (
        <CorrectionDialog
          record={correcting}
          onClose={() => setCorrecting(undefined)}
          onCorrected={(record) => {
            setCorrecting(undefined);
            setFound(
              (current) =>
                current && {
                  ...current,
                  records: current.records.map((r) => (r.id === record.id ? record : r)),
                },
            );
          }}
        />
      )}
      {destroying && found && (
        <DestroyDialog
          lookup={found.lookup}
          ids={selected}
          onClose={() => setDestroying(false)}
          onDestroyed={() => {
            setDestroying(false);
            setFound({
              ...found,
              records: found.records.filter((r) => !selected.includes(r.id)),
            });
            setSelected([]);
          }}
        />
      )}
      <DestructionRecords />
    </div>
  );
}
