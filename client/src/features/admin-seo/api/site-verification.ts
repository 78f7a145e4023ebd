// The search engines' ownership codes: read, saved (a pasted meta tag is kept as its content), and which of them
// the server sets itself (those win).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SiteVerification } from "@shared/office/site-verification";
import { settingsUrl } from "@shared/settings/settings-kinds";
import { apiGet, apiRequest } from "@/lib/api-client";

const URL = settingsUrl("search");
const keys = {
  codes: ["admin", "site", "settings", "search"] as const,
  overrides: ["admin", "site", "settings", "search", "overrides"] as const,
};

export function useSiteVerification() {
  return useQuery({ queryKey: keys.codes, queryFn: () => apiGet<SiteVerification>(URL) });
}

export function useVerificationOverrides() {
  return useQuery({ queryKey: keys.overrides, queryFn: () => apiGet<{ google: boolean; naver: boolean }>(`${URL}/overrides`) });
}

export function useSaveSiteVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: SiteVerification) => apiRequest<SiteVerification>("PUT", URL, value),
    onSuccess: (saved) => {
      queryClient.setQueryData(keys.codes, saved);
      // The launch checklist's item about the codes.
      void queryClient.invalidateQueries({ queryKey: ["admin", "site", "launch-checklist"] });
    },
  });
}
