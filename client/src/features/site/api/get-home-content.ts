import { siteKeys, type HomeContent } from "@shared/office/site-facts";
import { apiGet } from "@/lib/api-client";
import { usePageData } from "@/lib/page-data";

/** The home page's texts and published testimonials (in the page's data on a first visit). */
export function useHomeContent() {
  return usePageData(siteKeys.home(), () => apiGet<HomeContent>("/api/site/home"));
}
