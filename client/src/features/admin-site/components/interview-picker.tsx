// Published interviews to link to, picked from the list (never typed addresses): checkboxes up to `max`.
import { errorDetail } from "@/components/admin/api-errors";
import { ErrorState, LoadingState } from "@/components/admin/data-state";
import { useInterviewChoices } from "../api/get-interview-choices";

interface InterviewPickerProps {
  id: string;
  legend: string;
  selected: number[];
  onChange: (ids: number[]) => void;
  max: number;
  error?: string;
}

export function InterviewPicker({ id, legend, selected, onChange, max, error }: InterviewPickerProps) {
  const interviews = useInterviewChoices();
  const full = selected.length >= max;
  const toggle = (interviewId: number, on: boolean) =>
    onChange(on ? [...selected, interviewId] : selected.filter((s) => s !== interviewId));
  const hintId = `${id}-hint`;
  // A saved link to an interview that is no longer published: shown so it can be removed.
  const missing = selected.filter((s) => interviews.data && !interviews.data.some((i) => i.id === s));

  return (
    <fieldset className="space-y-2" aria-describedby={hintId}>
      <legend className="text-[15px] font-semibold text-slate-800">
        {legend}{" "}
        <span className="text-sm font-normal text-slate-500">
          ({selected.length}/{max})
        </span>
      </legend>
      <p id={hintId} className="text-sm text-slate-600">
        게시된 고객 인터뷰 중에서 {max}개까지 고를 수 있습니다.{full && " 더 고르려면 먼저 하나를 해제해주세요."}
      </p>
      {interviews.isPending ? (
        <LoadingState className="py-4" />
      ) : interviews.isError ? (
        <ErrorState className="py-4" detail={errorDetail(interviews.error)} onRetry={() => void interviews.refetch()} />
      ) : interviews.data.length === 0 ? (
        <p className="text-sm text-slate-600">게시된 인터뷰가 없습니다.</p>
      ) : (
        <ul className="max-h-72 space-y-1 overflow-y-auto rounded-lg border border-slate-200 p-2">
          {interviews.data.map((interview) => {
            const checked = selected.includes(interview.id);
            return (
              <li key={interview.id}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded px-2 text-[15px] text-slate-800 hover:bg-slate-50">
                  <input
                    type="checkbox"
                    className="h-5 w-5 shrink-0 accent-brand-700"
                    checked={checked}
                    disabled={!checked && full}
                    onChange={(e) => toggle(interview.id, e.target.checked)}
                  />
                  <span>{interview.title}</span>
                </label>
              </li>
            );
          })}
          {missing.map((m) => (
            <li key={m}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded px-2 text-[15px] text-slate-600">
                <input type="checkbox" className="h-5 w-5 shrink-0 accent-brand-700" checked onChange={() => toggle(m, false)} />
                <span>게시되지 않은 인터뷰 #{m} (해제하면 연결이 지워집니다)</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
