// One interview of the list: state, case type, masked client name, date, title, excerpt and its actions.
import type { ReactNode } from "react";
import type { AdminInterviewListItem } from "@shared/content/admin-interviews";
import { formatKoreanDate } from "@shared/lib/dates";
import { StatusBadge } from "@/components/content-editor/status-badge";

export function InterviewCard({ interview, actions }: { interview: AdminInterviewListItem; actions: ReactNode }) {
  const headingId = `interview-${interview.id}-title`;
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        {/* In the trash the state it had would mislead: the card says when it was deleted instead. */}
        {!interview.deletedAt && <StatusBadge status={interview.displayStatus} />}
        {interview.isSample && (
          <span
            className="rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-semibold text-amber-900"
            title="설치 때 들어 있던 예시입니다. 실제 의뢰인의 인터뷰를 새로 쓰고 삭제해 주세요."
          >
            예시(샘플)
          </span>
        )}
        {interview.caseType && (
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-800">{interview.caseType}</span>
        )}
        {interview.clientName && <span className="text-sm text-slate-700">의뢰인 {interview.clientName}</span>}
        {!interview.consent && (
          <span
            className="rounded-full bg-red-50 px-2.5 py-0.5 text-sm font-semibold text-red-800"
            title="게시하려면 의뢰인 동의 기록이 있어야 합니다."
          >
            동의 기록 없음
          </span>
        )}
        <time dateTime={interview.publishDate} className="text-sm text-slate-600 sm:ml-auto">
          {interview.displayStatus === "scheduled" ? "예약" : "게시"} {formatKoreanDate(interview.publishDate)}
        </time>
      </div>
      <h3 id={headingId} className="mt-2 break-words text-lg font-bold text-slate-900">
        {interview.title}
      </h3>
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <span>조회 {interview.views.toLocaleString("ko-KR")}회</span>
        {interview.deletedAt && <span>삭제 {formatKoreanDate(interview.deletedAt)}</span>}
      </p>
      {interview.excerpt && <p className="mt-2 break-words text-[15px] text-slate-700">{interview.excerpt}</p>}
      <div className="mt-4 flex flex-wrap gap-2">{actions}</div>
    </article>
  );
}
