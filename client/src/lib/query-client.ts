import { QueryClient } from "@tanstack/react-query";

/** SPEC.md section 7: no refetch interval, no refetch on focus, infinite stale time, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}
