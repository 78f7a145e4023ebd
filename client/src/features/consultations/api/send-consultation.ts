// The request's POST, in a chunk of its own that the form loads with its first submit (with the API client), so
// the contact page's first visit carries neither.
import type { ConsultationRequest } from "@shared/intake/consultation-input";
import { apiRequest } from "@/lib/api-client";
import type { ConsultationCreated } from "./create-consultation";

export function sendConsultation(body: ConsultationRequest): Promise<ConsultationCreated> {
  return apiRequest<ConsultationCreated>("POST", "/api/consultations", body);
}
