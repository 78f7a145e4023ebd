import type { PublicProfile } from "@shared/office/attorney-profile";
import { siteKeys } from "@shared/office/site-facts";
import { apiGet } from "@/lib/api-client";
import { usePageData } from "@/lib/page-data";

/** The attorney's profile with its linked interviews (in the page's data on a first visit). */
export function useProfile() {
  return usePageData(siteKeys.profile(), () => apiGet<PublicProfile>("/api/site/profile"));
}
