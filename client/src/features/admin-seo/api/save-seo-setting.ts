import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PageType } from "@shared/pages/page-map";
import { seoSettingKeys, type SeoSettingCreateInput, type SeoSettingSaveResult } from "@shared/seo/seo-settings-input";
import { apiRequest } from "@/lib/api-client";
import { toastFailure } from "@/components/admin/api-errors";
import { toast } from "@/components/ui/toast";

export type SaveResponse = SeoSettingSaveResult & { success: true; message: string };

/** A page's structured data saved: the change stored (null: the built-in data again) and any warnings. */
type StructuredDataResponse = { success: true; message: string; patch: string | null; warnings: SeoSettingSaveResult["warnings"] };

/** POST /api/seo-settings for a new setting, PATCH /api/seo-settings/:id for a saved one; the list reloads after. */
export function useSaveSeoSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: SeoSettingCreateInput & { isActive?: boolean } }) =>
      id === null
        ? apiRequest<SaveResponse>("POST", "/api/seo-settings", body)
        : apiRequest<SaveResponse>("PATCH", `/api/seo-settings/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: seoSettingKeys.all() }),
  });
}

/** PATCH /api/seo-settings/page/:pageType: a single page's structured data; null restores the built-in one. */
export function useSaveStructuredData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pageType, structuredData }: { pageType: PageType; structuredData: string | null }) =>
      apiRequest<StructuredDataResponse>("PATCH", `/api/seo-settings/page/${pageType}`, { structuredData }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: seoSettingKeys.all() }),
  });
}

/**
 * DELETE /api/seo-settings/:id: the page shows its defaults again. The toasts are the hook's own, so they show
 * even when the list that asked is redrawn (or gone, after its last setting) before the answer comes.
 */
export function useDeleteSeoSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: number; label: string }) => apiRequest<void>("DELETE", `/api/seo-settings/${id}`),
    onSuccess: (_res, { label }) => {
      toast({ title: "삭제 완료", description: `${label} 페이지의 SEO 설정을 삭제했습니다. 이 페이지는 기본값으로 표시됩니다.` });
      return queryClient.invalidateQueries({ queryKey: seoSettingKeys.all() });
    },
    onError: (error) => toastFailure("삭제 실패", error),
  });
}
