import { useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";
import { settingsUrl, type PlainSettingsKind } from "@shared/settings/settings-kinds";
import { adminSiteKeys } from "./keys";

/** One saved version of a setting (newest first); `current` marks the one in use. */
export interface SettingsVersion {
  id: number;
  savedByName: string | null;
  /** The version this one restored, when it was a restore. */
  restoredFrom: number | null;
  createdAt: string;
  current: boolean;
  /** What it changed from the version before it ("대표 전화번호 010-… → 02-…"). */
  changes: string[];
}

export function useSettingsVersions(kind: PlainSettingsKind) {
  return useQuery({ queryKey: adminSiteKeys.versions(kind), queryFn: () => apiGet<SettingsVersion[]>(`${settingsUrl(kind)}/versions`) });
}
