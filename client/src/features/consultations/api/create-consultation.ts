import type { ConsultationRequest } from "@shared/intake/consultation-input";
import { useSubmission } from "@/lib/use-submission";

export function useCreateConsultation() {
  return useSubmission((body: ConsultationRequest) => import("./send-consultation").then((m) => m.sendConsultation(body)));
}
