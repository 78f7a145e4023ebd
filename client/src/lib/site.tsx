// The office's facts as saved in the back office: the server renders them into every public page and embeds them
// in the hydration state; components read them here (one place), never from a constant. A save in the back office
// replaces them here too, so the header and titles show the new facts without a reload.
import { createContext, useContext, useState, type ReactNode } from "react";
import type { SiteSettings } from "@shared/office/site-facts";

const SiteContext = createContext<{ site: SiteSettings; replace: (site: SiteSettings) => void } | null>(null);

export function SiteProvider({ site, children }: { site: SiteSettings; children: ReactNode }) {
  const [current, replace] = useState(site);
  return <SiteContext.Provider value={{ site: current, replace }}>{children}</SiteContext.Provider>;
}

function useSiteContext() {
  const context = useContext(SiteContext);
  if (!context) throw new Error("useSite outside SiteProvider");
  return context;
}

export function useSite(): SiteSettings {
  return useSiteContext().site;
}

/** Puts newly saved office facts in place of the ones the page was loaded with. */
export function useReplaceSite(): (site: SiteSettings) => void {
  return useSiteContext().replace;
}
