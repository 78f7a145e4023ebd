import { useQuery } from "@tanstack/react-query";
import type { ConsultationHistoryItem } from "@shared/intake/admin-consultations";
import { apiGet } from "@/lib/api-client";
import { consultationKeys } from "./consultation-keys";

/** Changes of one request, oldest first; loaded only while its dialog is open. */
export function useConsultationHistory(id: number, enabled: boolean) {
  return useQuery({
    queryKey: consultationKeys.history(id),
    queryFn: () => apiGet<ConsultationHistoryItem[]>(`/api/consultations/${id}/history`),
    enabled,
  });
}
