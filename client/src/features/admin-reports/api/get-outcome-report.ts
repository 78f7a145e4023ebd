import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { OutcomeReport, OutcomeReportQuery } from "@shared/intake/outcome-report";
import { apiGet } from "@/lib/api-client";

export const outcomeReportUrl = (range: OutcomeReportQuery, csv = false) =>
  `/api/reports/outcomes${csv ? ".csv" : ""}?${new URLSearchParams({ from: range.from, to: range.to }).toString()}`;

/** The outcome report of a range of Korea dates. */
export function useOutcomeReport(range: OutcomeReportQuery) {
  return useQuery({
    queryKey: ["/api/reports/outcomes", range.from, range.to],
    queryFn: () => apiGet<OutcomeReport>(outcomeReportUrl(range)),
    placeholderData: keepPreviousData,
  });
}
