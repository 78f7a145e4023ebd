import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { useReplaceSite } from "@/lib/site";
import { settingsUrl, type SettingsDocs, type PlainSettingsKind } from "@shared/settings/settings-kinds";
import { adminSiteKeys } from "./keys";

/** PUT the setting: the server answers the saved value (a 400 names each refused field); the versions reload. */
export function useSaveSettings<K extends PlainSettingsKind>(kind: K) {
  const queryClient = useQueryClient();
  const replaceSite = useReplaceSite();
  return useMutation({
    mutationFn: (value: SettingsDocs[K]) => apiRequest<SettingsDocs[K]>("PUT", settingsUrl(kind), value),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminSiteKeys.settings(kind), saved);
      // The header and page titles read the office's facts from the page's context.
      if (kind === "site") replaceSite(saved as SettingsDocs["site"]);
      void queryClient.invalidateQueries({ queryKey: adminSiteKeys.versions(kind) });
      void queryClient.invalidateQueries({ queryKey: adminSiteKeys.launchChecklist() });
    },
  });
}
