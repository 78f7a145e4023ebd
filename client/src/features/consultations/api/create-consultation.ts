import { useMutation } from "@tanstack/react-query";
import type { ConsultationRequest } from "@shared/validation/consultation";
import { apiRequest } from "@/lib/api-client";

export interface ConsultationCreated {
  message: string;
  id: number;
}

export function useCreateConsultation() {
  return useMutation({
    mutationFn: (body: ConsultationRequest) => apiRequest<ConsultationCreated>("POST", "/api/consultations", body),
  });
}
