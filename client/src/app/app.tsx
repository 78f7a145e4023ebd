import { useEffect } from "react";
import { Router, useLocation } from "wouter";
import { Toaster } from "@/components/ui/toast";
import { initAnalytics, trackPageView } from "@/lib/analytics";
import { HeadProvider, type HeadCollector } from "@/lib/head";
import { PageDataProvider, type PageDataCache } from "@/lib/page-data";
import { SiteProvider } from "@/lib/site";
import type { SiteSettings } from "@shared/office/site-facts";
import { captureVisitSource } from "@/lib/visit-source";
import { AppRoutes } from "./routes";

export interface AppProps {
  /** The public pages' data (the back office brings its own react-query client). */
  pageData: PageDataCache;
  siteUrl: string;
  /** The office's facts (header, footer, contacts). */
  site: SiteSettings;
  /** Server only: where pages record their head and status. */
  collector?: HeadCollector;
  ssrPath?: string;
  ssrSearch?: string;
}

export function App({ pageData, siteUrl, site, collector, ssrPath, ssrSearch }: AppProps) {
  useEffect(() => {
    captureVisitSource();
    initAnalytics();
    // Marks the page as interactive; browser tests and monitoring read it.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <SiteProvider site={site}>
      <PageDataProvider cache={pageData}>
        <HeadProvider collector={collector} siteUrl={siteUrl}>
          <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
            <PageViews />
            <AppRoutes />
          </Router>
          <Toaster />
        </HeadProvider>
      </PageDataProvider>
    </SiteProvider>
  );
}

function PageViews() {
  const [path] = useLocation();
  useEffect(() => trackPageView(path), [path]);
  return null;
}
