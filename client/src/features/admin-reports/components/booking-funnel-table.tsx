// 예약 → 참석 → 수임 by lead source: of the requests made with a booked time, how many came (the booking marked
// 완료) and how many of those were retained. Only the sources that brought a booking are listed; the total last.
import { formatRate, type OutcomeReportRow } from "@shared/intake/outcome-report";

const n = (v: number) => v.toLocaleString("ko-KR");
const cell = "whitespace-nowrap px-4 py-2 text-right tabular-nums";

function Row({ row, total = false }: { row: OutcomeReportRow; total?: boolean }) {
  return (
    <tr className={total ? "border-t border-slate-300 font-semibold" : "border-b border-slate-100 last:border-0"}>
      <th scope="row" className="px-4 py-2 text-left font-medium text-slate-900">
        {row.label}
      </th>
      <td className={cell}>{n(row.booked)}</td>
      <td className={cell}>{n(row.attended)}</td>
      <td className={cell}>{n(row.attendedRetained)}</td>
      <td className={cell}>{formatRate(row.attended, row.booked)}</td>
      <td className={cell}>{formatRate(row.attendedRetained, row.attended)}</td>
    </tr>
  );
}

export function BookingFunnelTable({ rows, total }: { rows: OutcomeReportRow[]; total: OutcomeReportRow }) {
  const booked = rows.filter((r) => r.booked > 0);
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm" tabIndex={0} role="region" aria-label="예약 성과 표">
      <table className="w-full border-collapse text-[15px]">
        <caption className="px-4 pt-3 text-left text-base font-bold text-slate-900">예약 → 참석 → 수임 (유입 경로별)</caption>
        <thead>
          <tr className="border-b border-slate-200 text-sm text-slate-600">
            <th scope="col" className="whitespace-nowrap px-4 py-2 text-left font-semibold">
              유입 경로
            </th>
            {["예약", "참석", "수임", "참석률", "참석 후 수임률"].map((h) => (
              <th key={h} scope="col" className="whitespace-nowrap px-4 py-2 text-right font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {booked.length === 0 ? (
            <tr>
              <td colSpan={6} className="px-4 py-6 text-center text-slate-600">
                이 기간에 예약과 함께 접수된 상담 신청이 없습니다.
              </td>
            </tr>
          ) : (
            <>
              {booked.map((r) => (
                <Row key={r.key || "none"} row={r} />
              ))}
              <Row row={{ ...total, label: "합계" }} total />
            </>
          )}
        </tbody>
      </table>
    </div>
  );
}
