// react-query for the back office only (the public pages use lib/page-data.tsx). The admin and sign-in pages
// each wrap themselves in AdminQueryProvider, so react-query loads with their chunks, never with a public page.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";

/** Data loads once per page view: no refetch interval, no refetch on window focus, infinite stale time, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;

/** The browser's one back-office client: signing in on /auth and moving to /admin keeps the signed-in user. */
function backOfficeClient(): QueryClient {
  if (typeof window === "undefined") return createQueryClient();
  return (browserClient ??= createQueryClient());
}

/** Tests: the next back-office page starts from an empty cache. */
export function forgetBackOfficeClient(): void {
  browserClient?.clear();
  browserClient = undefined;
}

export function AdminQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(backOfficeClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
