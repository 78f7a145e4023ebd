import { useMutation, useQuery, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { apiGet, apiRequest } from "@/lib/api-client";
import { toastFailure } from "@/components/admin/api-errors";

/** Where one item's earlier versions are read and restored, and the query keys they live under. */
export interface RevisionsApi {
  /** GET: earlier versions, newest first. */
  listUrl: string;
  /** POST: make one current again. */
  restoreUrl: (revisionId: number) => string;
  queryKey: QueryKey;
  /** Reloaded after a restore (the lists and the item). */
  invalidateKey: QueryKey;
}

/** What the dialog shows of a version. */
export interface RevisionSummary {
  id: number;
  title: string;
  savedBy: string | null;
  createdAt: string;
}

export function useRevisions(api: RevisionsApi, enabled: boolean) {
  return useQuery({
    queryKey: api.queryKey,
    queryFn: () => apiGet<RevisionSummary[]>(api.listUrl),
    enabled,
    staleTime: 0,
  });
}

/** Makes an earlier version current. */
export function useRestoreRevision(api: RevisionsApi) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revisionId: number) => apiRequest<{ success: true; message: string }>("POST", api.restoreUrl(revisionId)),
    onSuccess: () => {
      toast({ title: "이전 버전으로 되돌렸습니다." });
      void queryClient.invalidateQueries({ queryKey: api.invalidateKey });
    },
    onError: (error) => toastFailure("이전 버전으로 되돌리지 못했습니다.", error),
  });
}
