// A request's one pipeline stage, from arrival to how it ended: 신규 → 연락 시도 → 연락됨 → 상담 → 수임 / 미수임 /
// 연락 두절. Logging a contact or recording an outcome moves it; the older three-value status (new / in_progress /
// completed) that the API and the CSV still carry is read off the stage, so existing clients keep working.
import type { ConsultationStatus } from "./options";

export const CONSULTATION_STAGES = ["new", "attempted", "reached", "consulted", "retained", "declined", "unreachable"] as const;
export type ConsultationStage = (typeof CONSULTATION_STAGES)[number];

export const STAGE_LABELS: Record<ConsultationStage, string> = {
  new: "신규",
  attempted: "연락 시도",
  reached: "연락됨",
  consulted: "상담",
  retained: "수임",
  declined: "미수임",
  unreachable: "연락 두절",
};

/** The stages that end the follow-up: no clock runs after them. */
const CLOSED_STAGES = ["retained", "declined", "unreachable"] as const satisfies readonly ConsultationStage[];

/** The three-value status of a stage: 신규 is new, an ending stage is completed, anything between is in progress. */
export function statusOfStage(stage: ConsultationStage): ConsultationStatus {
  if (stage === "new") return "new";
  return (CLOSED_STAGES as readonly string[]).includes(stage) ? "completed" : "in_progress";
}
