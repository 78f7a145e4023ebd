import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { useReplaceSite } from "@/lib/site";
import { settingsUrl, type SettingsDocs, type PlainSettingsKind } from "@shared/settings/settings-kinds";
import { adminSiteKeys } from "./keys";

/** POST …/versions/:id/restore: the old value is saved again as the newest version; the server answers it. */
export function useRestoreSettingsVersion<K extends PlainSettingsKind>(kind: K) {
  const queryClient = useQueryClient();
  const replaceSite = useReplaceSite();
  return useMutation({
    mutationFn: (id: number) => apiRequest<SettingsDocs[K]>("POST", `${settingsUrl(kind)}/versions/${id}/restore`),
    onSuccess: (restored) => {
      queryClient.setQueryData(adminSiteKeys.settings(kind), restored);
      if (kind === "site") replaceSite(restored as SettingsDocs["site"]);
      void queryClient.invalidateQueries({ queryKey: adminSiteKeys.versions(kind) });
      void queryClient.invalidateQueries({ queryKey: adminSiteKeys.launchChecklist() });
    },
  });
}
