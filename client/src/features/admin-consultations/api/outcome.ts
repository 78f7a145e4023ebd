// The outcome, the other party and the conflict check of one request: reads and saves.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { IntakeSettings } from "@shared/intake/intake-settings";
import type { AdminConsultation } from "@shared/intake/admin-consultations";
import type { ConflictCheckInput, ConflictsAnswer, OtherPartyUpdateInput, OutcomeUpdateInput } from "@shared/intake/consultation-outcome";
import { toastFailure } from "@/components/admin/api-errors";
import { toast } from "@/components/ui/toast";
import { ApiError, apiGet, apiRequest } from "@/lib/api-client";
import { replaceCachedConsultation } from "./consultation-cache";
import { consultationKeys } from "./consultation-keys";

interface SavedConsultation {
  success: boolean;
  message: string;
  consultation: AdminConsultation;
}

const conflictKeys = {
  of: (id: number) => ["/api/consultations", id, "conflicts"] as const,
};
const intakeSettingsKey = ["/api/intake-settings"] as const;

/** The 미수임 reasons the attorney offers (the intake settings). */
export function useNotRetainedReasons(enabled: boolean) {
  return useQuery({
    queryKey: intakeSettingsKey,
    queryFn: () => apiGet<IntakeSettings>("/api/intake-settings"),
    select: (settings) => settings.notRetainedReasons,
    enabled,
    staleTime: 60_000,
  });
}

/** Possible conflicts of one request; loaded when the attorney asks for them. */
export function useConflicts(id: number, enabled: boolean) {
  return useQuery({ queryKey: conflictKeys.of(id), queryFn: () => apiGet<ConflictsAnswer>(`/api/consultations/${id}/conflicts`), enabled });
}

function useSave<Body>(method: "PATCH" | "POST", path: (id: number) => string, failure: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: Body }) => apiRequest<SavedConsultation>(method, path(id), body),
    onSuccess: (data) => {
      replaceCachedConsultation(queryClient, data.consultation);
      void queryClient.invalidateQueries({ queryKey: consultationKeys.all });
      toast({ title: data.message });
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 409 || error.status === 404))
        void queryClient.invalidateQueries({ queryKey: consultationKeys.all });
      toastFailure(failure, error);
    },
  });
}

export const useSetOutcome = () =>
  useSave<OutcomeUpdateInput>("PATCH", (id) => `/api/consultations/${id}/outcome`, "상담 결과를 저장하지 못했습니다.");
export const useSetOtherParty = () =>
  useSave<OtherPartyUpdateInput>("PATCH", (id) => `/api/consultations/${id}/other-party`, "상대방을 저장하지 못했습니다.");
export const useRecordConflictCheck = () =>
  useSave<ConflictCheckInput>("POST", (id) => `/api/consultations/${id}/conflict-check`, "충돌 확인 결과를 기록하지 못했습니다.");
