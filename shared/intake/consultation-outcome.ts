// How a request ends and whether the office may take it: the outcome (with a 미수임 reason and, for a retained
// matter, the fee), the other party named by the attorney, and the recorded conflict check. One contract for
// the back office (client) and the routes (server).
import { CONFLICT_RESULTS, OUTCOMES, type ConflictResult, type Outcome } from "./options";
import type { ConflictMatchReason } from "./conflict-match";
import { CONTROL_CHARACTER_MESSAGE, isSingleLine, NUL_MESSAGE, noNul } from "../lib/text-fields";
import { z } from "../lib/zod";

export const OUTCOME_LIMITS = {
  reason: 30,
  /** 100억 원: far above any criminal-defence fee, low enough to catch a typo of extra zeros. */
  fee: 10_000_000_000,
  otherParty: 50,
  conflictReason: 500,
} as const;

const FEE_MESSAGE = `수임료는 0원 이상 ${OUTCOME_LIMITS.fee.toLocaleString("ko-KR")}원 이하의 정수(원)로 입력해주세요`;
const expectedLastUpdated = z.iso.datetime({ offset: true, error: "잘못된 수정 기준 시각입니다" }).optional();

/**
 * PATCH /api/consultations/:id/outcome. `outcome` null clears it. `reason` is required for 미수임 (one of the
 * attorney's reasons, checked by the server against the intake settings) and refused otherwise. `fee` (won) only
 * on a retained matter and only by an administrator; null clears it, leaving it out keeps the stored one. The outcome
 * moves the request's stage (상담, 수임, 미수임, 연락 두절).
 */
export const outcomeUpdateSchema = z
  .object({
    outcome: z.enum(OUTCOMES, { error: "올바른 상담 결과를 선택해주세요" }).nullable(),
    reason: z
      .string({ error: "미수임 사유를 선택해주세요" })
      .trim()
      .max(OUTCOME_LIMITS.reason, "미수임 사유를 목록에서 선택해주세요")
      .refine(noNul, NUL_MESSAGE)
      .nullable()
      .optional()
      .transform((v) => v || null),
    fee: z.number({ error: FEE_MESSAGE }).int(FEE_MESSAGE).min(0, FEE_MESSAGE).max(OUTCOME_LIMITS.fee, FEE_MESSAGE).nullable().optional(),
    /** null clears the planned next contact; left out, it stays (an outcome does not cancel a planned call). */
    nextContactAt: z.null({ error: "다음 연락 예정은 지울 때만 보낼 수 있습니다 (null)" }).optional(),
    expectedLastUpdated,
  })
  .superRefine((v, ctx) => {
    if (v.outcome === "not_retained" && !v.reason)
      ctx.addIssue({ code: "custom", path: ["reason"], message: "미수임 사유를 선택해주세요" });
    if (v.outcome !== "not_retained" && v.reason)
      ctx.addIssue({ code: "custom", path: ["reason"], message: "미수임 사유는 미수임일 때만 입력할 수 있습니다" });
    if (v.outcome !== "retained" && v.fee !== undefined && v.fee !== null) {
      ctx.addIssue({ code: "custom", path: ["fee"], message: "수임료는 수임한 사건에만 입력할 수 있습니다" });
    }
  });
export type OutcomeUpdateInput = z.input<typeof outcomeUpdateSchema>;
export type OutcomeUpdate = z.output<typeof outcomeUpdateSchema>;

export const OTHER_PARTY_NAME_MESSAGE =
  "상대방은 이름만 적어주세요 (한글·영문 이름이나 회사명, 네 단어 이내. 숫자·연락처·설명은 적을 수 없습니다)";

/**
 * The privacy policy promises that nothing but the other party's name is recorded (the office holds it without that
 * person's consent, only for the conflict check), so the field takes a name's shape and nothing else: Korean,
 * Latin or Chinese letters, a masked part (○, *, O), a company's marks (주식회사, ㈜, (주), &, ., ·, -, '), at most
 * four words; no digit (a phone number, an age, a date), no @ (an address), no sentence.
 */
export function isNameShaped(value: string): boolean {
  return /^[가-힣A-Za-z\u4E00-\u9FFF○*·.()㈜&'\- ]+$/.test(value) && value.split(/\s+/).length <= 4;
}

/** PATCH /api/consultations/:id/other-party: one person's or company's name; empty clears it. */
export const otherPartyUpdateSchema = z.object({
  otherParty: z
    .string({ error: "상대방 이름을 문자열로 입력해주세요" })
    .trim()
    .max(OUTCOME_LIMITS.otherParty, `상대방은 ${OUTCOME_LIMITS.otherParty}자 이내로 입력해주세요`)
    .refine(noNul, NUL_MESSAGE)
    .refine(isSingleLine, CONTROL_CHARACTER_MESSAGE)
    .refine((v) => v === "" || !isSingleLine(v) || !noNul(v) || isNameShaped(v), OTHER_PARTY_NAME_MESSAGE)
    .nullable()
    .transform((v) => v || null),
  expectedLastUpdated,
});
export type OtherPartyUpdateInput = z.input<typeof otherPartyUpdateSchema>;
export type OtherPartyUpdate = z.output<typeof otherPartyUpdateSchema>;

/** POST /api/consultations/:id/conflict-check: the attorney's result; "checked" needs the reason. */
export const conflictCheckSchema = z
  .object({
    result: z.enum(CONFLICT_RESULTS, { error: "충돌 확인 결과를 선택해주세요" }),
    reason: z
      .string({ error: "사유를 문자열로 입력해주세요" })
      .trim()
      .max(OUTCOME_LIMITS.conflictReason, `사유는 ${OUTCOME_LIMITS.conflictReason}자 이내로 입력해주세요`)
      .refine(noNul, NUL_MESSAGE)
      .nullable()
      .optional()
      .transform((v) => v || null),
  })
  .refine((v) => v.result !== "checked" || v.reason, { path: ["reason"], message: "확인한 내용(사유)을 입력해주세요" });
export type ConflictCheckInput = z.input<typeof conflictCheckSchema>;
export type ConflictCheck = z.output<typeof conflictCheckSchema>;

/** Another request that may concern the same person or incident, with why. */
export interface ConflictMatch {
  id: number;
  name: string;
  otherParty: string | null;
  createdAt: string;
  outcome: Outcome | null;
  reasons: ConflictMatchReason[];
}

export interface ConflictCheckState {
  result: ConflictResult | null;
  reason: string | null;
  checkedBy: string | null;
  checkedAt: string | null;
}

export interface ConflictsAnswer {
  matches: ConflictMatch[];
  /** True when more than the shown matches were found. */
  more: boolean;
  check: ConflictCheckState;
}
