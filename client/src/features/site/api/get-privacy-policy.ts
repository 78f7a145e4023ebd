import type { PrivacyPageData } from "@shared/privacy/privacy-policy";
import { siteKeys } from "@shared/office/site-facts";
import { apiGet } from "@/lib/api-client";
import { usePageData } from "@/lib/page-data";

/** The privacy policy's page: the current version ("") or a dated one (in the page's data on a first visit). */
export function usePrivacyPolicy(version: string) {
  return usePageData(siteKeys.privacy(version), () =>
    apiGet<PrivacyPageData>(version ? `/api/site/privacy/${encodeURIComponent(version)}` : "/api/site/privacy"),
  );
}
