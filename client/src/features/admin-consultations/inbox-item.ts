// A request as the inbox reads it: the list item, plus the pipeline stage and whether the visitor's
// acknowledgement failed when the server sends them.
import type { AdminConsultation } from "@shared/intake/admin-consultations";
import { STAGE_LABELS, type ConsultationStage } from "@shared/intake/pipeline-stages";

export type InboxItem = AdminConsultation & { stage?: ConsultationStage; ackFailed?: boolean };

/** The stage's label; from the older three-value status while the server does not send a stage. */
export function stageLabel(item: InboxItem): string {
  if (item.stage) return STAGE_LABELS[item.stage];
  return item.consultationStatus === "new" ? STAGE_LABELS.new : item.consultationStatus === "completed" ? "완료" : "진행중";
}

/** A phone number as a tel:/sms: address (digits and a leading +). */
export const dialable = (phone: string) => phone.replace(/[^0-9+]/g, "");
