import { QueryClient } from "@tanstack/react-query";

/** Data loads once per page view: no refetch interval, no refetch on window focus, infinite stale time, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}
