import type { ConsultationRequest } from "@shared/intake/consultation-input";
import { apiRequest } from "@/lib/api-client";
import { useSubmission } from "@/lib/use-submission";

export interface ConsultationCreated {
  message: string;
  id: number;
}

export function useCreateConsultation() {
  return useSubmission((body: ConsultationRequest) => apiRequest<ConsultationCreated>("POST", "/api/consultations", body));
}
