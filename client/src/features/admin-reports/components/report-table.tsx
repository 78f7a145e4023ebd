// One table of the outcome report. On a phone each row becomes a block of label–value lines (no sideways
// scrolling); from the md width up it is an ordinary table.
import { formatMinutes, formatRate, type OutcomeReportRow } from "@shared/intake/outcome-report";

interface Column {
  heading: string;
  value: (row: OutcomeReportRow) => string;
}

const n = (v: number) => v.toLocaleString("ko-KR");

function columnsOf(withFees: boolean): Column[] {
  return [
    { heading: "신청", value: (r) => n(r.requests) },
    { heading: "연락됨", value: (r) => n(r.reached) },
    { heading: "상담", value: (r) => n(r.consulted) },
    { heading: "수임", value: (r) => n(r.retained) },
    { heading: "연락률", value: (r) => formatRate(r.reached, r.requests) },
    { heading: "수임률", value: (r) => formatRate(r.retained, r.requests) },
    ...(withFees ? [{ heading: "수임료 합계", value: (r: OutcomeReportRow) => `${n(r.fees ?? 0)}원` }] : []),
    { heading: "첫 연락까지 (중앙값)", value: (r) => formatMinutes(r.medianMinutesToFirstContact) },
  ];
}

export function ReportTable({
  caption,
  column,
  rows,
  total,
}: {
  caption: string;
  column: string;
  rows: OutcomeReportRow[];
  total: OutcomeReportRow;
}) {
  const columns = columnsOf(total.fees !== undefined);
  return (
    <div className="rounded-xl bg-white shadow-sm md:overflow-x-auto" tabIndex={0} role="region" aria-label={`${caption} 성과 표`}>
      <table className="w-full border-collapse text-left text-[15px] max-md:block">
        <caption className="px-4 pt-3 text-left text-base font-bold text-slate-900 max-md:block max-md:pb-2">{caption}</caption>
        <thead className="max-md:sr-only">
          <tr className="border-b border-slate-200 text-sm text-slate-600">
            <th scope="col" className="whitespace-nowrap px-4 py-2 font-semibold">
              {column}
            </th>
            {columns.map((c) => (
              <th key={c.heading} scope="col" className="whitespace-nowrap px-4 py-2 text-right font-semibold">
                {c.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-md:block">
          {rows.length === 0 ? (
            <tr className="max-md:block">
              <td colSpan={columns.length + 1} className="px-4 py-6 text-center text-slate-600 max-md:block">
                이 기간에 접수된 상담 신청이 없습니다.
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.key || "none"} className="border-b border-slate-100 last:border-0 max-md:block max-md:border-t max-md:py-2">
                <th
                  scope="row"
                  className="px-4 py-2 font-medium text-slate-900 max-md:block md:min-w-[8rem] md:max-w-[16rem] md:break-words"
                >
                  {row.label}
                </th>
                {columns.map((c) => (
                  <td
                    key={c.heading}
                    data-label={c.heading}
                    className="whitespace-nowrap px-4 py-2 text-right tabular-nums max-md:flex max-md:justify-between max-md:gap-4 max-md:py-1 max-md:before:font-normal max-md:before:text-slate-600 max-md:before:content-[attr(data-label)]"
                  >
                    {c.value(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
