import type { QueryClient } from "@tanstack/react-query";

/** First query-key parts of the data only a signed-in administrator may see. */
const ADMIN_QUERY_PREFIXES = ["/api/consultations", "/api/access-logs", "/api/account"];

/** Drops every cached admin query, so nothing personal stays in memory after signing out. */
export function removeAdminQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (query) => {
      const first = query.queryKey[0];
      return typeof first === "string" && ADMIN_QUERY_PREFIXES.some((prefix) => first.startsWith(prefix));
    },
  });
}
