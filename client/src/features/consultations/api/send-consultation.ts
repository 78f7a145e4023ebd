// The request's POST, in a chunk of its own that the form loads with its first submit (with the API client), so
// the contact page's first visit carries neither.
import type { ConsultationRequest } from "@shared/intake/consultation-input";
import { apiRequest } from "@/lib/api-client";

export interface ConsultationCreated {
  /** What to tell the visitor: received, or received without an acknowledgement (the office's hourly budget). */
  message: string;
  id: number;
  acknowledgementSkipped?: boolean;
  /** The acknowledgements queued to the requester: the visitor is told of these only. */
  acknowledgements?: { email: boolean; sms: boolean };
}

export function sendConsultation(body: ConsultationRequest): Promise<ConsultationCreated> {
  return apiRequest<ConsultationCreated>("POST", "/api/consultations", body);
}
