import { useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";
import { settingsUrl, type SettingsDocs, type PlainSettingsKind } from "@shared/settings/settings-kinds";
import { adminSiteKeys } from "./keys";

/** GET /api/site-settings, /api/site-profile or /api/home-texts: the setting as saved now. */
export function useSettings<K extends PlainSettingsKind>(kind: K) {
  return useQuery({ queryKey: adminSiteKeys.settings(kind), queryFn: () => apiGet<SettingsDocs[K]>(settingsUrl(kind)) });
}
