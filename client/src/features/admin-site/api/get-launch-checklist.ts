import { useQuery } from "@tanstack/react-query";
import type { LaunchItem } from "@shared/office/launch-checklist";
import { apiGet } from "@/lib/api-client";
import { adminSiteKeys } from "./keys";

/** GET /api/launch-checklist: what still stands between this install and a real launch (empty when nothing). */
export function useLaunchChecklist() {
  return useQuery({ queryKey: adminSiteKeys.launchChecklist(), queryFn: () => apiGet<LaunchItem[]>("/api/launch-checklist") });
}
