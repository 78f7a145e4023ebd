// What the inbox reads off a request besides its fields.
import type { AdminConsultation } from "@shared/intake/admin-consultations";
import { STAGE_LABELS } from "@shared/intake/pipeline-stages";

/** The pipeline stage's label (신규, 연락 시도, 연락됨, 상담, 수임, 미수임, 연락 두절). */
export function stageLabel(item: Pick<AdminConsultation, "stage">): string {
  return STAGE_LABELS[item.stage] ?? item.stage;
}

/** A phone number as a tel:/sms: address (digits and a leading +). */
export const dialable = (phone: string) => phone.replace(/[^0-9+]/g, "");
