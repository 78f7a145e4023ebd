import { useInfiniteQuery } from "@tanstack/react-query";
import type { AccessLogPage } from "@shared/intake/admin-consultations";
import { apiGet } from "@/lib/api-client";
import { accessLogKeys } from "./consultation-keys";

function accessLogsUrl(cursor: string | null): string {
  return cursor ? `/api/access-logs?cursor=${encodeURIComponent(cursor)}` : "/api/access-logs";
}

/** The personal-data access log, newest first. Reloaded each time the tab opens: every list view adds to it. */
export function useAccessLogs() {
  return useInfiniteQuery({
    queryKey: accessLogKeys.all,
    queryFn: ({ pageParam }) => apiGet<AccessLogPage>(accessLogsUrl(pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    refetchOnMount: "always",
  });
}
