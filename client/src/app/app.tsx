import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Router } from "wouter";
import { HeadProvider, type HeadCollector } from "@/lib/head";
import { AppRoutes } from "./routes";

export interface AppProps {
  queryClient: QueryClient;
  siteUrl: string;
  /** Server only: where pages record their head and status. */
  collector?: HeadCollector;
  ssrPath?: string;
  ssrSearch?: string;
}

export function App({ queryClient, siteUrl, collector, ssrPath, ssrSearch }: AppProps) {
  useEffect(() => {
    // Marks the page as interactive; browser tests and monitoring read it.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <HeadProvider collector={collector} siteUrl={siteUrl}>
        <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
          <AppRoutes />
        </Router>
      </HeadProvider>
    </QueryClientProvider>
  );
}
