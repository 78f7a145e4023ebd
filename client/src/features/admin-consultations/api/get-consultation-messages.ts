import { useQuery } from "@tanstack/react-query";
import type { OutboundMessageItem } from "@shared/intake/intake-messages";
import { apiGet } from "@/lib/api-client";
import { consultationKeys } from "./consultation-keys";

/** The acknowledgements and alert sent about one request; loaded only while its section is open (each read is logged). */
export function useConsultationMessages(id: number, enabled: boolean) {
  return useQuery({
    queryKey: consultationKeys.messages(id),
    queryFn: () => apiGet<OutboundMessageItem[]>(`/api/consultations/${id}/messages`),
    enabled,
  });
}
