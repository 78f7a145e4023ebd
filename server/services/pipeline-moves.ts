// The writes that move a request's pipeline stage, each applied by its caller in the same transaction (and the same
// UPDATE) as the change that causes it: a logged contact, a recorded outcome, or the attorney setting the stage or
// the older status directly. The rules themselves are shared/intake/pipeline-transitions.ts.
import { OUTCOME_LABELS } from "@shared/intake/back-office-labels";
import { STAGE_LABELS, statusOfStage, type ConsultationStage } from "@shared/intake/pipeline-stages";
import { outcomeOfStage, stageAfterContact, stageOfStatus } from "@shared/intake/pipeline-transitions";
import type { ConsultationStatus, ContactResult, Outcome } from "@shared/intake/options";
import type { Consultation } from "@shared/schema";
import { ValidationError } from "../lib/errors";
import type { NewHistoryRow } from "../storage/admin-consultations.storage";

type StageValues = Partial<Pick<Consultation, "stage" | "consultationStatus" | "outcome" | "outcomeReason" | "outcomeAt" | "feeAmount">>;
type HistoryEntry = Omit<NewHistoryRow, "consultationId" | "changedBy" | "changedByName">;

export interface StageMove {
  values: StageValues;
  history: HistoryEntry[];
}

const DECLINED_NEEDS_REASON_MESSAGE = "미수임은 결과에서 사유와 함께 기록해주세요";

const stageOf = (row: Pick<Consultation, "stage">) => row.stage as ConsultationStage;
const label = (stage: string) => STAGE_LABELS[stage as ConsultationStage] ?? stage;

/** "미수임 (수임료 부담)": an outcome as its history row records it. */
export function outcomeText(outcome: string | null, reason: string | null): string | null {
  if (!outcome) return null;
  const text = OUTCOME_LABELS[outcome as Outcome] ?? outcome;
  return reason ? `${text} (${reason})` : text;
}

export const feeText = (fee: number | null) => (fee === null ? null : `${fee.toLocaleString("ko-KR")}원`);

/**
 * The stage set to `stage` with its status (read off the stage unless given); nothing when both are there already.
 * One history row tells what moved: the stage, or the status when the attorney set that directly.
 */
export function moveTo(
  current: Pick<Consultation, "stage" | "consultationStatus">,
  stage: ConsultationStage,
  status?: ConsultationStatus,
): StageMove {
  const values: StageValues = {};
  const history: HistoryEntry[] = [];
  if (stage !== current.stage) values.stage = stage;
  const nextStatus = status ?? statusOfStage(stage);
  if (nextStatus !== current.consultationStatus) values.consultationStatus = nextStatus;
  if (status !== undefined) {
    if (values.consultationStatus) history.push({ field: "consultationStatus", oldValue: current.consultationStatus, newValue: status });
  } else if (values.stage) {
    history.push({ field: "stage", oldValue: label(current.stage), newValue: label(stage) });
  }
  return { values, history };
}

/** After a logged contact: forward only (연락 시도, 연락됨). */
export function contactMove(current: Consultation, result: ContactResult): StageMove {
  const next = stageAfterContact(stageOf(current), result);
  return next === current.stage ? { values: {}, history: [] } : moveTo(current, next);
}

/** The older three-value status set directly: stored as given, with the stage it maps to (stageOfStatus). */
export function statusMove(current: Consultation, status: ConsultationStatus): StageMove {
  return moveTo(current, stageOfStatus(status, stageOf(current)), status);
}

/**
 * The stage set directly by the attorney, forwards or backwards: the outcome follows (상담, 수임 and 연락 두절 record
 * theirs; a stage before 상담 clears it, and with it a 미수임 reason and a fee). 미수임 needs its reason, so it is
 * recorded with the outcome form (which moves the stage), not here, unless the outcome is 미수임 already.
 */
export function stageMove(current: Consultation, stage: ConsultationStage, now: Date): StageMove {
  const outcome = outcomeOfStage(stage);
  if (outcome === "not_retained" && current.outcome !== "not_retained") {
    throw new ValidationError({ stage: [DECLINED_NEEDS_REASON_MESSAGE] }, DECLINED_NEEDS_REASON_MESSAGE);
  }
  const move = moveTo(current, stage);
  if (outcome !== current.outcome) {
    const fee = outcome === "retained" ? current.feeAmount : null;
    Object.assign(move.values, { outcome, outcomeReason: null, outcomeAt: outcome ? now : null });
    move.history.push({
      field: "outcome",
      oldValue: outcomeText(current.outcome, current.outcomeReason),
      newValue: outcomeText(outcome, null),
    });
    if (fee !== current.feeAmount) {
      move.values.feeAmount = fee;
      move.history.push({ field: "fee", oldValue: feeText(current.feeAmount), newValue: feeText(fee) });
    }
  }
  return move;
}
