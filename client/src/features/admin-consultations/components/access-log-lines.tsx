// The access log's lines: a table on wide screens, one block per line on phones. A person's list views of one
// day are one line ("상담 신청 목록 조회 12회") that opens to show each view.
import { describeAccess } from "@shared/intake/access-log-actions";
import type { AccessLogLine } from "@shared/intake/access-log";
import type { AccessLogItem } from "@shared/intake/admin-consultations";
import { formatKoreanDate, formatKoreanDateTime, formatKoreanTime } from "@shared/lib/dates";

const targetOf = (log: AccessLogItem) => (log.consultationId === null ? "-" : `접수번호 ${log.consultationId}`);
const keyOf = (line: AccessLogLine) => (line.kind === "entry" ? `e${line.entry.id}` : `g${line.entries[0].id}`);
const ipsOf = (entries: AccessLogItem[]) => [...new Set(entries.map((e) => e.ip || "-"))].join(", ");

/** What was done: the Korean name, and the technical path of a route without one in small print. */
function ActionName({ log }: { log: AccessLogItem }) {
  const { label, technical } = describeAccess(log.action, log.detail);
  return (
    <>
      {label}
      {technical && <span className="block break-all font-mono text-xs font-normal text-slate-600">{technical}</span>}
    </>
  );
}

function GroupTitle({ line }: { line: Extract<AccessLogLine, { kind: "list-views" }> }) {
  return <>{`${describeAccess("list", null).label} ${line.entries.length}회`}</>;
}

/** The views of a folded line, each with its time and what it showed. */
function GroupDetails({ line }: { line: Extract<AccessLogLine, { kind: "list-views" }> }) {
  return (
    <details className="group">
      <summary className="cursor-pointer rounded text-brand-700 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600">
        {`${line.entries.length}회 모두 보기`}
      </summary>
      <ul className="mt-2 space-y-1 text-sm text-slate-700">
        {line.entries.map((e) => (
          <li key={e.id} className="break-all">
            <time dateTime={e.createdAt}>{formatKoreanTime(e.createdAt)}</time>
            {e.detail ? ` · ${e.detail}` : ""}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** Wide screens: a table. */
export function AccessLogTable({ lines }: { lines: AccessLogLine[] }) {
  return (
    <div className="hidden overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm md:block">
      <table className="w-full text-left text-[15px]">
        <caption className="sr-only">개인정보 접근 기록</caption>
        <thead className="bg-slate-50 text-sm text-slate-700">
          <tr>
            {["시각", "사용자", "작업", "대상", "내용", "IP"].map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {lines.map((line) =>
            line.kind === "entry" ? (
              <tr key={keyOf(line)} className="align-top">
                <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                  <time dateTime={line.entry.createdAt}>{formatKoreanDateTime(line.entry.createdAt)}</time>
                </td>
                <td className="px-4 py-3 text-slate-900">{line.entry.username}</td>
                <td className="px-4 py-3 text-slate-900">
                  <ActionName log={line.entry} />
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-slate-900">{targetOf(line.entry)}</td>
                <td className="break-all px-4 py-3 text-slate-700">{describeAccess(line.entry.action, line.entry.detail).note || "-"}</td>
                <td className="whitespace-nowrap px-4 py-3 font-mono text-sm text-slate-700">{line.entry.ip || "-"}</td>
              </tr>
            ) : (
              <tr key={keyOf(line)} className="align-top bg-slate-50/60">
                <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                  <time dateTime={line.day}>{formatKoreanDate(line.day)}</time>
                </td>
                <td className="px-4 py-3 text-slate-900">{line.username}</td>
                <td className="px-4 py-3 font-semibold text-slate-900">
                  <GroupTitle line={line} />
                </td>
                <td className="px-4 py-3 text-slate-900">-</td>
                <td className="px-4 py-3 text-slate-700">
                  <GroupDetails line={line} />
                </td>
                <td className="px-4 py-3 font-mono text-sm text-slate-700">{ipsOf(line.entries)}</td>
              </tr>
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one block per line. */
export function AccessLogCards({ lines }: { lines: AccessLogLine[] }) {
  return (
    <ul className="space-y-3 md:hidden">
      {lines.map((line) => (
        <li key={keyOf(line)} className="rounded-xl border border-slate-200 bg-white p-4 text-[15px] shadow-sm">
          {line.kind === "entry" ? (
            <>
              <p className="font-semibold text-slate-900">
                <ActionName log={line.entry} />
              </p>
              <p className="mt-1 text-sm text-slate-600">
                <time dateTime={line.entry.createdAt}>{formatKoreanDateTime(line.entry.createdAt)}</time>
                {line.entry.consultationId !== null && ` · ${targetOf(line.entry)}`} · {line.entry.username} · IP {line.entry.ip || "-"}
              </p>
              {describeAccess(line.entry.action, line.entry.detail).note && (
                <p className="mt-2 break-all text-slate-700">{describeAccess(line.entry.action, line.entry.detail).note}</p>
              )}
            </>
          ) : (
            <>
              <p className="font-semibold text-slate-900">
                <GroupTitle line={line} />
              </p>
              <p className="mt-1 text-sm text-slate-600">
                <time dateTime={line.day}>{formatKoreanDate(line.day)}</time> · {line.username} · IP {ipsOf(line.entries)}
              </p>
              <div className="mt-2">
                <GroupDetails line={line} />
              </div>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
