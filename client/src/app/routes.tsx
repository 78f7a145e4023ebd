import { Route, useLocation } from "wouter";
import { matchPage } from "@shared/pages/page-map";
import { SiteLayout } from "@/components/layout/site-layout";
import { notFoundChunk } from "@/pages/not-found-chunk";
import { pageChunks } from "./pages";

/**
 * Picks the page for the current address with the site's page map (the server uses the same matcher to
 * load the page's data), then renders it in a wouter <Route> of the page's pattern, which gives the page its
 * params. The back office has its own frame; every other path renders inside the public layout.
 */
export function AppRoutes() {
  const [path] = useLocation();
  const match = matchPage(path);
  if (match && !match.page.public) return <Route path={match.page.pattern} component={pageChunks[match.page.chunks[0]].Page} />;
  return (
    <SiteLayout>
      {match ? <Route path={match.page.pattern} component={pageChunks[match.page.chunks[0]].Page} /> : <notFoundChunk.Page />}
    </SiteLayout>
  );
}
