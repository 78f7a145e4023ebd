import { useQuery } from "@tanstack/react-query";
import type { ContactItem } from "@shared/intake/consultation-contacts";
import { apiGet } from "@/lib/api-client";
import { consultationKeys } from "./consultation-keys";

/** One request's follow-up log, newest first; loaded only while it is open (each read is access-logged). */
export function useConsultationContacts(id: number, enabled: boolean) {
  return useQuery({
    queryKey: consultationKeys.contacts(id),
    queryFn: () => apiGet<ContactItem[]>(`/api/consultations/${id}/contacts`),
    enabled,
  });
}
