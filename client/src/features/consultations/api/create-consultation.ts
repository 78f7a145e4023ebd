import type { ConsultationRequest } from "@shared/intake/consultation-input";
import { apiRequest } from "@/lib/api-client";
import { useSubmission } from "@/lib/use-submission";

export interface ConsultationCreated {
  /** What to tell the visitor: received, or received without an acknowledgement (the office's hourly budget). */
  message: string;
  id: number;
  acknowledgementSkipped?: boolean;
}

export function useCreateConsultation() {
  return useSubmission((body: ConsultationRequest) => apiRequest<ConsultationCreated>("POST", "/api/consultations", body));
}
