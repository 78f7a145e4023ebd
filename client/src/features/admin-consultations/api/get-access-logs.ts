import { useInfiniteQuery } from "@tanstack/react-query";
import type { AccessLogPage } from "@shared/intake/admin-consultations";
import { apiGet } from "@/lib/api-client";
import { accessLogKeys, type AccessLogFilterValues } from "./consultation-keys";

function accessLogsUrl(filters: AccessLogFilterValues, cursor: string | null): string {
  const params = new URLSearchParams(Object.entries(filters).filter(([, v]) => v !== ""));
  if (cursor) params.set("cursor", cursor);
  const query = params.toString();
  return query ? `/api/access-logs?${query}` : "/api/access-logs";
}

/** The personal-data access log, newest first, filtered. Reloaded each time the tab opens: every list view adds to it. */
export function useAccessLogs(filters: AccessLogFilterValues) {
  return useInfiniteQuery({
    queryKey: accessLogKeys.list(filters),
    queryFn: ({ pageParam }) => apiGet<AccessLogPage>(accessLogsUrl(filters, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    refetchOnMount: "always",
  });
}
