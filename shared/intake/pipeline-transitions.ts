// How a request's stage moves (the stages are in pipeline-stages.ts). A logged contact moves it forward only: a
// call that was not answered never takes a reached or ended request back. An outcome sets it (상담 완료 → 상담,
// 수임 → 수임, 미수임 → 미수임, 연락 두절 → 연락 두절). The attorney may also set a stage directly, backwards too
// (reopening a closed request). The older three-value status is read off the stage, except where the attorney sets
// that status itself (stageOfStatus).
import type { ConsultationStatus, ContactResult, Outcome } from "./options";
import type { ConsultationStage } from "./pipeline-stages";

/** The order of the stages: each ending stage is as far as a request goes. */
const RANK: Record<ConsultationStage, number> = {
  new: 0,
  attempted: 1,
  reached: 2,
  consulted: 3,
  retained: 4,
  declined: 4,
  unreachable: 4,
};

export const ENDING_STAGES = ["retained", "declined", "unreachable"] as const satisfies readonly ConsultationStage[];

/** 수임, 미수임 and 연락 두절 end the follow-up: no response clock runs after them. */
export function isEndingStage(stage: string): boolean {
  return (ENDING_STAGES as readonly string[]).includes(stage);
}

/** The stage after a contact with `result`: 연락됨 after a call that reached them, else 연락 시도; never backwards. */
export function stageAfterContact(current: ConsultationStage, result: ContactResult): ConsultationStage {
  const reached: ConsultationStage = result === "reached" ? "reached" : "attempted";
  return RANK[reached] > RANK[current] ? reached : current;
}

const STAGE_OF_OUTCOME: Record<Outcome, ConsultationStage> = {
  consulted: "consulted",
  retained: "retained",
  not_retained: "declined",
  unreachable: "unreachable",
};

/** The stage an outcome sets. */
export function stageOfOutcome(outcome: Outcome): ConsultationStage {
  return STAGE_OF_OUTCOME[outcome];
}

/** The outcome a stage stands for (상담 and the ending stages), or null for the stages before a consultation. */
export function outcomeOfStage(stage: ConsultationStage): Outcome | null {
  const found = (Object.keys(STAGE_OF_OUTCOME) as Outcome[]).find((o) => STAGE_OF_OUTCOME[o] === stage);
  return found ?? null;
}

/** The stage a request is at from its record alone: its outcome, else its contacts (for a cleared outcome). */
export function stageOfRecord(r: { outcome: Outcome | null; reachedOnce: boolean; contacted: boolean }): ConsultationStage {
  if (r.outcome) return stageOfOutcome(r.outcome);
  if (r.reachedOnce) return "reached";
  return r.contacted ? "attempted" : "new";
}

/**
 * The stage when the attorney sets the older three-value status directly (the API and screens that still speak it):
 * 신규 is 신규; 진행중 keeps a stage between the ends (연락 시도, 연락됨, 상담) and is otherwise 연락 시도; 완료 keeps
 * an ending stage and is otherwise 상담 — the status then stays 완료 as set (and keeps the response clock closed),
 * the one case where the status is not read off the stage: none of 수임, 미수임 or 연락 두절 may be assumed.
 */
export function stageOfStatus(status: ConsultationStatus, current: ConsultationStage): ConsultationStage {
  if (status === "new") return "new";
  if (status === "in_progress") return RANK[current] >= 1 && RANK[current] <= 3 ? current : "attempted";
  return isEndingStage(current) ? current : "consulted";
}
