// Where this administrator is signed in: device, address, last activity; sign out one or all.
import { useState } from "react";
import { formatKoreanDateTime } from "@shared/lib/dates";
import { AdminDialog } from "@/components/admin/admin-dialog";
import { errorDetail } from "@/components/admin/api-errors";
import { dangerButtonClass, secondaryButtonClass } from "@/components/admin/button-styles";
import { ErrorState, LoadingState } from "@/components/admin/data-state";
import { useAccountSessions, useEndSession, useSignOutEverywhere, type AccountSession } from "../api/account-api";

export function SessionsSection({ onSignedOut }: { onSignedOut: () => void }) {
  const sessions = useAccountSessions();
  const end = useEndSession(onSignedOut);
  const everywhere = useSignOutEverywhere(onSignedOut);
  const [confirming, setConfirming] = useState(false);
  return (
    <section aria-labelledby="sessions-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id="sessions-heading" className="text-lg font-bold text-slate-900">
            로그인한 기기
          </h3>
          <p className="mt-1 text-[15px] text-slate-600">모르는 기기가 있으면 로그아웃시키고 비밀번호를 바꿔주세요.</p>
        </div>
        <button type="button" className={dangerButtonClass} onClick={() => setConfirming(true)}>
          모든 기기에서 로그아웃
        </button>
      </div>
      {sessions.isPending ? (
        <LoadingState className="py-6" />
      ) : sessions.isError ? (
        <ErrorState className="py-6" detail={errorDetail(sessions.error)} onRetry={() => void sessions.refetch()} />
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {sessions.data.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              ending={end.isPending && end.variables === session.id}
              onEnd={() => end.mutate(session.id)}
            />
          ))}
        </ul>
      )}
      <AdminDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="모든 기기에서 로그아웃"
        description="이 기기를 포함해 로그인한 모든 기기에서 로그아웃됩니다."
      >
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={secondaryButtonClass} onClick={() => setConfirming(false)}>
            취소
          </button>
          <button type="button" className={dangerButtonClass} disabled={everywhere.isPending} onClick={() => everywhere.mutate()}>
            {everywhere.isPending ? "로그아웃 중..." : "모두 로그아웃"}
          </button>
        </div>
      </AdminDialog>
    </section>
  );
}

function SessionRow({ session, ending, onEnd }: { session: AccountSession; ending: boolean; onEnd: () => void }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3 text-[15px]">
      <div>
        <p className="font-semibold text-slate-900">
          {session.device}
          {session.current && <span className="ml-2 rounded bg-brand-50 px-2 py-0.5 text-sm font-semibold text-brand-800">현재 기기</span>}
        </p>
        <p className="mt-0.5 text-sm text-slate-600">
          IP {session.ip ?? "-"} · 마지막 활동 <time dateTime={session.lastSeenAt}>{formatKoreanDateTime(session.lastSeenAt)}</time>
          {session.signedInAt && (
            <>
              {" "}
              · 로그인 <time dateTime={session.signedInAt}>{formatKoreanDateTime(session.signedInAt)}</time>
            </>
          )}
        </p>
      </div>
      <button
        type="button"
        className={secondaryButtonClass}
        disabled={ending}
        onClick={onEnd}
        aria-label={`${session.device}${session.current ? " (현재 기기)" : ""} 로그아웃`}
      >
        {ending ? "로그아웃 중..." : "로그아웃"}
      </button>
    </li>
  );
}
