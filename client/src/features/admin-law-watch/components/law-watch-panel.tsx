// The 법령 변경 tab: the watch's state and a check by hand, the review queue, the changes, each guide's citations,
// the watched laws with upcoming versions, and the switch of the public notice under a guide's review line.
import { useState, type FormEvent } from "react";
import { formatKoreanDateTime } from "@shared/lib/dates";
import { primaryButtonClass, secondaryButtonClass } from "@/components/admin/button-styles";
import { useLawWatchSettings, useLawWatchStatus, useRunCheck, useSetPublicNotice } from "../api/law-watch-api";
import { ChangeList } from "./change-list";
import { CitationsEditor } from "./citations-editor";
import { ReviewQueueList } from "./review-queue";
import { WatchedLaws } from "./watched-laws";

const sectionClass = "rounded-xl bg-slate-50 p-4 sm:p-5";
const headingClass = "mb-3 text-lg font-bold text-slate-900";

export function LawWatchPanel() {
  const status = useLawWatchStatus();
  const settings = useLawWatchSettings();
  const run = useRunCheck();
  const setNotice = useSetPublicNotice();
  const [target, setTarget] = useState<{ kind: "post" | "interview"; id: number } | null>(null);
  const [idText, setIdText] = useState("");
  const open = (kind: "post" | "interview", id: number) => {
    setTarget({ kind, id });
    document.getElementById("law-watch-citations")?.scrollIntoView({ block: "start" });
  };
  const openById = (event: FormEvent) => {
    event.preventDefault();
    const id = Number(idText);
    if (Number.isInteger(id) && id > 0) setTarget({ kind: "post", id });
  };
  const s = status.data;
  return (
    <div className="space-y-6">
      <section aria-labelledby="law-watch-state" className={sectionClass}>
        <h2 id="law-watch-state" className={headingClass}>
          법령 변경 확인
        </h2>
        {s && !s.enabled && <p className="text-slate-800">{s.reason}</p>}
        {s?.enabled && (
          <p className="text-slate-800">
            마지막 성공: {s.lastSuccessAt ? formatKoreanDateTime(s.lastSuccessAt) : "없음"}
            {s.lastError && <span className="block text-red-700">마지막 오류: {s.lastError}</span>}
          </p>
        )}
        <div className="mt-3 flex flex-wrap items-center gap-4">
          <button type="button" className={primaryButtonClass} disabled={!s?.enabled || run.isPending} onClick={() => run.mutate()}>
            {run.isPending ? "확인하는 중…" : "지금 확인"}
          </button>
          <label className="inline-flex min-h-11 items-center gap-2 text-slate-800">
            <input
              type="checkbox"
              className="h-5 w-5 accent-brand-700"
              checked={settings.data?.publicNotice ?? true}
              disabled={!settings.data || setNotice.isPending}
              onChange={(e) => setNotice.mutate(e.target.checked)}
            />
            글 화면에 개정 안내 표시 (법률 검토 줄 아래)
          </label>
        </div>
      </section>
      <section aria-labelledby="law-watch-queue" className={sectionClass}>
        <h2 id="law-watch-queue" className={headingClass}>
          검토 대기열
        </h2>
        <ReviewQueueList onOpenCitations={open} />
      </section>
      <section aria-labelledby="law-watch-changes" className={sectionClass}>
        <h2 id="law-watch-changes" className={headingClass}>
          법령 변경
        </h2>
        <ChangeList />
      </section>
      <section id="law-watch-citations" aria-labelledby="law-watch-citations-heading" className={sectionClass}>
        <h2 id="law-watch-citations-heading" className={headingClass}>
          글별 인용 조문
        </h2>
        <form onSubmit={openById} className="mb-3 flex items-end gap-2">
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
            게시글 번호
            <input
              value={idText}
              onChange={(e) => setIdText(e.target.value)}
              inputMode="numeric"
              className="min-h-11 w-32 rounded-lg border border-slate-300 px-3 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600"
            />
          </label>
          <button type="submit" className={secondaryButtonClass}>
            열기
          </button>
        </form>
        {target ? (
          <CitationsEditor kind={target.kind} id={target.id} />
        ) : (
          <p className="text-slate-700">대기열의 글을 고르거나 게시글 번호를 적어 주세요.</p>
        )}
      </section>
      <section aria-labelledby="law-watch-laws" className={sectionClass}>
        <h2 id="law-watch-laws" className={headingClass}>
          감시 중인 법령
        </h2>
        <WatchedLaws />
      </section>
    </div>
  );
}
