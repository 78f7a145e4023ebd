import { useQuery } from "@tanstack/react-query";
import type { PageType } from "@shared/pages/page-map";
import { seoSettingKeys, type AdminSeoSetting } from "@shared/seo/seo-settings-input";
import { apiGet } from "@/lib/api-client";

/** Every saved setting, newest first. */
export function useSeoSettings() {
  return useQuery({ queryKey: seoSettingKeys.all(), queryFn: () => apiGet<AdminSeoSetting[]>("/api/seo-settings") });
}

export interface PageDefaults {
  title: string;
  description: string;
  keywords: string | null;
  ogType: string;
  /** The page's built-in JSON-LD, pretty-printed. */
  structuredData: string;
  /** The stored change laid over it (JSON), or null. */
  patch: string | null;
  /** What the page carries now: the change merged over the built-in data, the office's facts current. */
  current: string;
}

/** What a page with a single page of its type shows without a setting. */
export function usePageDefaults(pageType: PageType | null) {
  return useQuery({
    queryKey: seoSettingKeys.defaults(pageType ?? "home"),
    queryFn: () => apiGet<PageDefaults>(`/api/seo-settings/defaults/${pageType}`),
    enabled: pageType !== null,
    staleTime: 0,
  });
}
