// How a request ends and whether the office may act: the outcome (상담 완료, 수임, 미수임 with a reason from the
// attorney's list, 연락 두절), a retained matter's fee (administrators only), the other party the attorney names,
// and the conflict check (변호사법 제31조): possible conflicts found by phone, name and other party, and the
// recorded result. Each change is one transaction with its history rows and its access-log row. An outcome moves
// the request's stage in the same UPDATE (pipeline-moves.ts) and keeps its planned next contact unless the attorney
// clears it; naming the other party runs the conflict lookup at once and keeps how many possible conflicts it found.
import { CONFLICT_RESULT_LABELS } from "@shared/intake/back-office-labels";
import { nextContactText } from "@shared/intake/consultation-contacts";
import { namesMatch, nameKeyPatterns, type ConflictMatchReason } from "@shared/intake/conflict-match";
import type { Outcome } from "@shared/intake/options";
import type { ConsultationStage } from "@shared/intake/pipeline-stages";
import type { Consultation } from "@shared/schema";
import type { AdminConsultation } from "@shared/intake/admin-consultations";
import type { ConflictCheck, ConflictMatch, ConflictsAnswer, OutcomeUpdate, OtherPartyUpdate } from "@shared/intake/consultation-outcome";
import type { Db, Executor } from "../db";
import { systemClock, type Clock } from "../lib/clock";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../lib/errors";
import { createAdminConsultationsStorage, type NewHistoryRow } from "../storage/admin-consultations.storage";
import { createConsultationOutcomeStorage, type ConflictCandidate, type OutcomeChanges } from "../storage/consultation-outcome.storage";
import { createAccessLog, type Actor } from "./access-log.service";
import { feeText, moveTo, outcomeText } from "./pipeline-moves";
import { stageOfOutcome, stageOfRecord } from "@shared/intake/pipeline-transitions";
import { createConsultationContactsStorage } from "../storage/consultation-contacts.storage";
import { canSeeFee, toAdminConsultation } from "./admin-consultations.service";

const MISSING_MESSAGE = "상담 신청을 찾을 수 없습니다. 이미 삭제되었을 수 있습니다.";
const STALE_MESSAGE = "다른 곳에서 이 상담 신청이 먼저 수정되었습니다. 목록을 새로고침한 뒤 다시 시도해주세요.";
const FEE_FORBIDDEN_MESSAGE = "수임료는 관리자만 입력할 수 있습니다.";
/** Possible conflicts shown at most; the answer says when there were more. */
const MATCHES_SHOWN = 50;

export interface ConsultationOutcomeDeps {
  /** The 미수임 reasons the attorney offers (intake settings). */
  notRetainedReasons: () => Promise<string[]>;
  clock?: Clock;
}

/** The stage after the outcome changes to `outcome`: its own stage, or for a cleared one the stage the contacts give. */
async function stageAfterOutcome(tx: Executor, current: Consultation, outcome: Outcome | null): Promise<ConsultationStage> {
  if (outcome) return stageOfOutcome(outcome);
  if (["new", "attempted", "reached"].includes(current.stage)) return current.stage as ConsultationStage;
  const reachedOnce = await createConsultationContactsStorage(tx).reachedOnce(current.id);
  return stageOfRecord({ outcome: null, reachedOnce, contacted: current.firstContactAt !== null });
}

export function createConsultationOutcomeService(db: Db, deps: ConsultationOutcomeDeps) {
  const clock = deps.clock ?? systemClock;
  const accessLog = createAccessLog(db);

  /**
   * Runs `change` on the locked row and writes its history rows and access-log row in one transaction, then
   * answers the request as the back office shows it.
   */
  async function changeRow(
    id: number,
    actor: Actor,
    expectedLastUpdated: string | undefined,
    change: (
      current: Consultation,
      tx: Executor,
    ) => Promise<{
      values: OutcomeChanges;
      history: Omit<NewHistoryRow, "consultationId" | "changedBy" | "changedByName">[];
      detail: string;
    }>,
  ): Promise<AdminConsultation> {
    const row = await db.transaction(async (tx) => {
      const rows = createAdminConsultationsStorage(tx);
      const current = await rows.lockById(id);
      if (!current) return undefined;
      if (expectedLastUpdated && current.lastUpdated.getTime() !== Date.parse(expectedLastUpdated)) throw new ConflictError(STALE_MESSAGE);
      const { values, history, detail } = await change(current, tx);
      if (history.length > 0) {
        await createConsultationOutcomeStorage(tx).setFields(id, values);
        await rows.insertHistory(history.map((h) => ({ ...h, consultationId: id, changedBy: actor.id, changedByName: actor.username })));
      }
      await accessLog.record(actor, { action: "update", consultationId: id, detail: history.length ? detail : "변경 없음" }, tx);
      return rows.findById(id);
    });
    if (!row) throw new NotFoundError(MISSING_MESSAGE);
    const earlier = await createAdminConsultationsStorage(db).earlierRequests([id]);
    return toAdminConsultation(row, earlier, { showFee: canSeeFee(actor) });
  }

  async function findCandidates(
    storage: ReturnType<typeof createConsultationOutcomeStorage>,
    row: Consultation,
  ): Promise<Map<number, { candidate: ConflictCandidate; reasons: Set<ConflictMatchReason> }>> {
    const found = new Map<number, { candidate: ConflictCandidate; reasons: Set<ConflictMatchReason> }>();
    const add = (candidates: ConflictCandidate[], reason: ConflictMatchReason, confirm: (c: ConflictCandidate) => boolean) => {
      for (const c of candidates) {
        if (!confirm(c)) continue;
        const entry = found.get(c.id) ?? { candidate: c, reasons: new Set<ConflictMatchReason>() };
        entry.reasons.add(reason);
        found.set(c.id, entry);
      }
    };
    const namePatterns = nameKeyPatterns(row.name);
    add(await storage.byPhone(row.id, row.phone), "phone", () => true);
    add(await storage.byName(row.id, namePatterns), "name", (c) => namesMatch(row.name, c.name));
    // Someone else named this requester as their other party.
    add(await storage.byOtherParty(row.id, namePatterns), "otherParty", (c) => c.otherParty !== null && namesMatch(row.name, c.otherParty));
    if (row.otherParty) {
      const party = row.otherParty;
      const partyPatterns = nameKeyPatterns(party);
      // This request's other party asked the office before, or is another request's other party too.
      add(await storage.byName(row.id, partyPatterns), "otherParty", (c) => namesMatch(party, c.name));
      add(await storage.byOtherParty(row.id, partyPatterns), "otherParty", (c) => c.otherParty !== null && namesMatch(party, c.otherParty));
    }
    return found;
  }

  return {
    /** Sets or clears the outcome; the reason must be one of the attorney's; the fee only by an administrator. */
    async setOutcome(id: number, input: OutcomeUpdate, actor: Actor): Promise<AdminConsultation> {
      if (input.fee !== undefined && !canSeeFee(actor)) throw new ForbiddenError(FEE_FORBIDDEN_MESSAGE, "FEE_ADMIN_ONLY");
      if (input.outcome === "not_retained" && !(await deps.notRetainedReasons()).includes(input.reason ?? "")) {
        throw new ValidationError({ reason: ["미수임 사유를 목록에서 선택해주세요"] }, "미수임 사유를 목록에서 선택해주세요");
      }
      return changeRow(id, actor, input.expectedLastUpdated, async (current, tx) => {
        const outcome = input.outcome;
        const reason = outcome === "not_retained" ? input.reason : null;
        // A fee belongs to a retained matter: it goes when the outcome changes to anything else.
        const fee = outcome !== "retained" ? null : input.fee !== undefined ? input.fee : current.feeAmount;
        const values: OutcomeChanges = {};
        const history: Omit<NewHistoryRow, "consultationId" | "changedBy" | "changedByName">[] = [];
        const changed: string[] = [];
        if (outcome !== current.outcome || reason !== current.outcomeReason) {
          Object.assign(values, { outcome, outcomeReason: reason, outcomeAt: outcome ? clock() : null });
          history.push({
            field: "outcome",
            oldValue: outcomeText(current.outcome, current.outcomeReason),
            newValue: outcomeText(outcome, reason),
          });
          changed.push("상담 결과");
          const move = moveTo(current, await stageAfterOutcome(tx, current, outcome));
          Object.assign(values, move.values);
          history.push(...move.history);
        }
        // The planned next contact stays (수임 does not cancel a call back) unless the attorney clears it.
        if (input.nextContactAt === null && current.nextContactAt !== null) {
          values.nextContactAt = null;
          history.push({ field: "contact", oldValue: nextContactText(current.nextContactAt), newValue: nextContactText(null) });
          changed.push("다음 연락");
        }
        if (fee !== current.feeAmount) {
          values.feeAmount = fee;
          history.push({ field: "fee", oldValue: feeText(current.feeAmount), newValue: feeText(fee) });
          changed.push("수임료");
        }
        return { values, history, detail: `변경: ${changed.join(", ")}` };
      });
    },

    /** Names (or clears) the other party of the matter. */
    async setOtherParty(id: number, input: OtherPartyUpdate, actor: Actor): Promise<AdminConsultation> {
      return changeRow(id, actor, input.expectedLastUpdated, async (current, tx) => {
        if (input.otherParty === current.otherParty) return { values: {}, history: [], detail: "" };
        // The conflict lookup runs at once on the named party; the count is shown on the card until the attorney
        // records the check's result.
        const found = input.otherParty
          ? await findCandidates(createConsultationOutcomeStorage(tx), { ...current, otherParty: input.otherParty })
          : null;
        return {
          values: { otherParty: input.otherParty, conflictMatchCount: found ? found.size : null },
          history: [{ field: "otherParty", oldValue: current.otherParty, newValue: input.otherParty }],
          detail: `변경: 상대방${found ? ` · 충돌 후보 ${found.size}건` : ""}`,
        };
      });
    },

    /** Possible conflicts of the request: other requests by phone, name and other party, newest first. */
    async conflicts(id: number, actor: Actor): Promise<ConflictsAnswer> {
      const row = await createAdminConsultationsStorage(db).findById(id);
      if (!row) throw new NotFoundError(MISSING_MESSAGE);
      const found = await findCandidates(createConsultationOutcomeStorage(db), row);
      const all = [...found.values()].sort(
        (a, b) => b.candidate.createdAt.getTime() - a.candidate.createdAt.getTime() || b.candidate.id - a.candidate.id,
      );
      const matches: ConflictMatch[] = all.slice(0, MATCHES_SHOWN).map(({ candidate: c, reasons }) => ({
        id: c.id,
        name: c.name,
        otherParty: c.otherParty,
        createdAt: c.createdAt.toISOString(),
        outcome: c.outcome as Outcome | null,
        reasons: (["phone", "name", "otherParty"] as const).filter((r) => reasons.has(r)),
      }));
      await accessLog.record(actor, {
        action: "view",
        consultationId: id,
        detail: `충돌 확인 조회 · ${all.length}건${matches.length ? ` (${matches.map((m) => `#${m.id}`).join(", ")})` : ""}`.slice(0, 500),
      });
      return {
        matches,
        more: all.length > matches.length,
        check: {
          result: row.conflictResult as ConflictsAnswer["check"]["result"],
          reason: row.conflictReason,
          checkedBy: row.conflictCheckedBy,
          checkedAt: row.conflictCheckedAt?.toISOString() ?? null,
        },
      };
    },

    /** Records the attorney's result of the check, with who and when. */
    async recordConflictCheck(id: number, input: ConflictCheck, actor: Actor): Promise<AdminConsultation> {
      const text = (result: string | null, reason: string | null) =>
        result ? `${CONFLICT_RESULT_LABELS[result as keyof typeof CONFLICT_RESULT_LABELS] ?? result}${reason ? ` (${reason})` : ""}` : null;
      return changeRow(id, actor, undefined, async (current) => ({
        values: {
          conflictResult: input.result,
          conflictReason: input.reason,
          conflictCheckedBy: actor.username,
          conflictCheckedAt: clock(),
        },
        history: [
          {
            field: "conflictCheck",
            oldValue: text(current.conflictResult, current.conflictReason),
            newValue: text(input.result, input.reason),
          },
        ],
        detail: `충돌 확인 기록: ${CONFLICT_RESULT_LABELS[input.result]}`,
      }));
    },
  };
}
export type ConsultationOutcomeService = ReturnType<typeof createConsultationOutcomeService>;
