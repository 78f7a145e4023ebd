// The office's facts as saved in the back office: the server renders them into every public page and embeds them
// in the hydration state; components read them here (one place), never from a constant.
import { createContext, useContext, type ReactNode } from "react";
import type { SiteSettings } from "@shared/site-facts";

const SiteContext = createContext<SiteSettings | null>(null);

export function SiteProvider({ site, children }: { site: SiteSettings; children: ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteSettings {
  const site = useContext(SiteContext);
  if (!site) throw new Error("useSite outside SiteProvider");
  return site;
}
