// "천문연구원에서 가져오기": reads 한국천문연구원 특일정보 for the year and shows what would change (added, changed,
// removed, the manual rows kept as entered) before anything is written; "반영" writes exactly that. Below, the
// scheduled pulls and their errors.
import { useState } from "react";
import { formatKoreanDateTime } from "@shared/lib/dates";
import { formatIsoKorean, HOLIDAY_KIND_LABELS } from "@shared/holidays/calendar";
import { failureText } from "@/components/admin/api-errors";
import { primaryButtonClass, secondaryButtonClass } from "@/components/admin/button-styles";
import { useHolidayPulls, useHolidaySync, type HolidayDiff, type HolidayPullRun } from "../api/tools-admin-api";

const PULL_STATUS: Record<HolidayPullRun["status"], string> = { pending: "재시도 대기", done: "완료", failed: "실패(재시도 종료)" };

const runLabel = (key: string) =>
  key.startsWith("year:") ? `${key.slice(5)}년 달력` : `${key.slice(6, 10)}년 ${Number(key.slice(11, 13))}월 정기`;

function DiffList({ title, lines }: { title: string; lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <div>
      <h5 className="text-[15px] font-semibold text-slate-900">
        {title} {lines.length}건
      </h5>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-[15px] text-slate-800">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

function DiffView({ diff }: { diff: HolidayDiff }) {
  const changes = diff.add.length + diff.change.length + diff.remove.length;
  return (
    <div className="space-y-3">
      {changes === 0 && <p className="text-[15px] text-slate-800">천문연구원 자료와 달력이 같습니다. 반영할 변경이 없습니다.</p>}
      <DiffList title="추가" lines={diff.add.map((h) => `${formatIsoKorean(h.date)} ${h.name} (${HOLIDAY_KIND_LABELS[h.kind]})`)} />
      <DiffList title="변경" lines={diff.change.map((c) => `${formatIsoKorean(c.date)} ${c.from.name} → ${c.to.name}`)} />
      <DiffList title="삭제" lines={diff.remove.map((r) => `${formatIsoKorean(r.date)} ${r.name}`)} />
      <DiffList
        title="직접 입력한 날 (그대로 유지)"
        lines={diff.manualKept.map(
          (m) => `${formatIsoKorean(m.date)} ${m.name}${m.api ? ` (천문연구원: ${m.api})` : " (천문연구원 자료에 없음)"}`,
        )}
      />
    </div>
  );
}

export function HolidaySync({ year }: { year: number }) {
  const sync = useHolidaySync();
  const [preview, setPreview] = useState<HolidayDiff | null>(null);
  const [error, setError] = useState<string>();
  const read = () => {
    setError(undefined);
    sync.mutate({ year, apply: false }, { onSuccess: (data) => setPreview(data.diff), onError: (e) => setError(failureText(e)) });
  };
  const apply = () => sync.mutate({ year, apply: true }, { onSuccess: () => setPreview(null), onError: (e) => setError(failureText(e)) });
  const shown = preview && preview.year === year ? preview : null;
  const changes = shown ? shown.add.length + shown.change.length + shown.remove.length : 0;
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <h4 className="text-base font-bold text-slate-900">천문연구원 자료와 맞추기</h4>
      <p className="text-sm text-slate-600">
        한국천문연구원 특일정보에서 {year}년 공휴일을 읽어 달라지는 점을 먼저 보여 드립니다. ‘반영’을 눌러야 바뀝니다.
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={secondaryButtonClass} disabled={sync.isPending} onClick={read}>
          {sync.isPending && !shown ? "읽는 중..." : "천문연구원에서 가져오기"}
        </button>
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {shown && (
        <section aria-label={`${year}년 변경 미리 보기`} className="space-y-3 border-t border-slate-200 pt-3">
          <DiffView diff={shown} />
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className={secondaryButtonClass} onClick={() => setPreview(null)}>
              취소
            </button>
            {changes > 0 && (
              <button type="button" className={primaryButtonClass} disabled={sync.isPending} onClick={apply}>
                {sync.isPending ? "반영 중..." : `${changes}건 반영`}
              </button>
            )}
          </div>
        </section>
      )}
    </div>
  );
}

export function HolidayPulls() {
  const pulls = useHolidayPulls();
  if (!pulls.data) return null;
  return (
    <div className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
      <h4 className="text-base font-bold text-slate-900">자동 가져오기</h4>
      {!pulls.data.enabled ? (
        <p className="text-sm text-slate-600">
          HOLIDAY_API_KEY가 설정되지 않아 자동으로 가져오지 않습니다. 공휴일은 직접 추가하거나, 키를 설정한 뒤 가져올 수 있습니다.
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600">
            매달 올해와 내년 공휴일을, 11월부터는 내년 달력을 천문연구원에서 가져옵니다. 직접 입력한 날은 바꾸지 않습니다.
          </p>
          {pulls.data.runs.length === 0 ? (
            <p className="text-[15px] text-slate-800">아직 실행된 기록이 없습니다.</p>
          ) : (
            <ul className="divide-y divide-slate-200 text-[15px]">
              {pulls.data.runs.map((run) => (
                <li key={run.key} className="py-2">
                  <p className="font-semibold text-slate-900">
                    {runLabel(run.key)} ·{" "}
                    <span className={run.status === "done" ? "text-green-800" : "text-red-700"}>{PULL_STATUS[run.status]}</span>
                    {run.finishedAt && <span className="font-normal text-slate-600"> · {formatKoreanDateTime(run.finishedAt)}</span>}
                  </p>
                  {run.summary && run.status === "done" && <p className="text-slate-700">{run.summary}</p>}
                  {run.lastError && run.status !== "done" && <p className="text-red-700">{run.lastError}</p>}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
