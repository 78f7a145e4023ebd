import type { ConsultationRequest } from "@shared/intake/consultation-input";
import { useSubmission } from "@/lib/use-submission";

export interface ConsultationCreated {
  /** What to tell the visitor: received, or received without an acknowledgement (the office's hourly budget). */
  message: string;
  id: number;
  acknowledgementSkipped?: boolean;
  /** The acknowledgements queued to the requester: the visitor is told of these only. */
  acknowledgements?: { email: boolean; sms: boolean };
}

export function useCreateConsultation() {
  return useSubmission((body: ConsultationRequest) => import("./send-consultation").then((m) => m.sendConsultation(body)));
}
