// The 법령 변경 tab's calls: the review queue, the changes, the watched laws, the watch's state and switch, a run by
// hand, and one guide's citations.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  CitationsView,
  LawChangeItem,
  LawChangeStatus,
  LawWatchStatus,
  ReviewQueue,
  WatchedLawItem,
} from "@shared/content/law-watch-view";
import { toastFailure } from "@/components/admin/api-errors";
import { toast } from "@/components/ui/toast";
import { apiGet, apiRequest, ApiError } from "@/lib/api-client";

const reviewQueueKey = ["/api/review-dashboard"] as const;
const changesKey = ["/api/law-watch/changes"] as const;
const lawsKey = ["/api/law-watch/laws"] as const;
const statusKey = ["/api/law-watch/status"] as const;
const settingsKey = ["/api/law-watch/settings"] as const;

export const useReviewQueue = () => useQuery({ queryKey: reviewQueueKey, queryFn: () => apiGet<ReviewQueue>("/api/review-dashboard") });

export const useLawChanges = (status: LawChangeStatus | "") =>
  useQuery({
    queryKey: [...changesKey, status],
    queryFn: () => apiGet<LawChangeItem[]>(`/api/law-watch/changes${status ? `?status=${status}` : ""}`),
  });

export const useWatchedLaws = () => useQuery({ queryKey: lawsKey, queryFn: () => apiGet<WatchedLawItem[]>("/api/law-watch/laws") });
export const useLawWatchStatus = () => useQuery({ queryKey: statusKey, queryFn: () => apiGet<LawWatchStatus>("/api/law-watch/status") });
export const useLawWatchSettings = () =>
  useQuery({ queryKey: settingsKey, queryFn: () => apiGet<{ publicNotice: boolean }>("/api/law-watch/settings") });

function useRefreshAll() {
  const queryClient = useQueryClient();
  return () => {
    for (const key of [reviewQueueKey, changesKey, lawsKey, statusKey, settingsKey]) void queryClient.invalidateQueries({ queryKey: key });
  };
}

export function useUpdateChange() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: LawChangeStatus }) =>
      apiRequest<LawChangeItem>("PATCH", `/api/law-watch/changes/${id}`, { status }),
    onSuccess: () => {
      toast({ title: "상태를 바꿨습니다." });
      refresh();
    },
    onError: (error) => toastFailure("상태를 바꾸지 못했습니다.", error),
  });
}

export function useRunCheck() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: () => apiRequest<{ changes: number }>("POST", "/api/law-watch/run"),
    onSuccess: (data) => toast({ title: data.changes ? `새 변경 ${data.changes}건을 찾았습니다.` : "새로 바뀐 조문이 없습니다." }),
    onError: (error) => toastFailure("법령 변경을 확인하지 못했습니다.", error),
    onSettled: refresh,
  });
}

export function useSetPublicNotice() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (publicNotice: boolean) => apiRequest<{ publicNotice: boolean }>("PUT", "/api/law-watch/settings", { publicNotice }),
    onSuccess: (data) => {
      toast({ title: data.publicNotice ? "글 화면에 개정 안내를 표시합니다." : "글 화면의 개정 안내를 껐습니다." });
      refresh();
    },
    onError: (error) => toastFailure("설정을 저장하지 못했습니다.", error),
  });
}

export function useReviewRule() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (key: string) => apiRequest("POST", `/api/tools/rules/${encodeURIComponent(key)}/review`),
    onSuccess: () => {
      toast({ title: "기한 규칙을 검토 완료로 표시했습니다." });
      refresh();
    },
    onError: (error) => toastFailure("검토를 기록하지 못했습니다.", error),
  });
}

/** Several laws of one name: the server's 409 carries the choices. */
export class AmbiguousLaw extends Error {
  constructor(readonly choices: { lawId: string; name: string }[]) {
    super("같은 이름의 법령이 여러 개입니다. 법령 ID로 골라 주세요.");
  }
}

export function useAddLaw() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: async (input: { name: string; lawId?: string }) => {
      const res = await fetch("/api/law-watch/laws", {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(input),
      });
      const body = (await res.json().catch(() => ({}))) as { code?: string; message?: string; choices?: { lawId: string; name: string }[] };
      if (res.status === 409 && body.code === "AMBIGUOUS_LAW") throw new AmbiguousLaw(body.choices ?? []);
      if (!res.ok) throw new ApiError(res.status, body.code ?? "HTTP_ERROR", body.message ?? `${res.status}`);
      return body as { lawId: string; name: string };
    },
    onSuccess: (law) => {
      toast({ title: `${law.name}을(를) 감시 목록에 넣었습니다.` });
      refresh();
    },
  });
}

const citationsUrl = (kind: "post" | "interview", id: number) => `/api/${kind === "post" ? "posts" : "interviews"}/${id}/citations`;

export const useCitations = (kind: "post" | "interview", id: number | null) =>
  useQuery({
    queryKey: ["citations", kind, id],
    queryFn: () => apiGet<CitationsView>(citationsUrl(kind, id!)),
    enabled: id !== null,
  });

export function useSaveCitations(kind: "post" | "interview", id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (citations: { lawId: string; jo: string; label: string }[]) =>
      apiRequest<CitationsView>("PUT", citationsUrl(kind, id), { citations }),
    onSuccess: (data) => {
      queryClient.setQueryData(["citations", kind, id], data);
      toast({ title: "인용 조문을 저장했습니다." });
    },
    onError: (error) => toastFailure("인용 조문을 저장하지 못했습니다.", error),
  });
}
