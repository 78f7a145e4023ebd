import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ContactCreated, ContactCreateInput } from "@shared/intake/consultation-contacts";
import { toastFailure } from "@/components/admin/api-errors";
import { toast } from "@/components/ui/toast";
import { apiRequest } from "@/lib/api-client";
import { consultationKeys } from "./consultation-keys";

/** Logs a contact attempt; the list (its clocks and counts) and the request's log and history reload. */
export function useLogContact(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContactCreateInput) => apiRequest<ContactCreated>("POST", `/api/consultations/${id}/contacts`, body),
    onSuccess: (data) => {
      void queryClient.invalidateQueries({ queryKey: consultationKeys.all });
      toast({ title: data.message });
    },
    onError: (error) => toastFailure("연락 기록을 저장하지 못했습니다.", error),
  });
}
