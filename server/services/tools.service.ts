// The public tools' answers: a deadline on the holiday calendar, 공소시효, and the rules with the attorney's
// reviews. Inputs are used for the answer only: nothing of them is stored or logged.
import { countDeadline } from "@shared/tools/deadline";
import {
  DEADLINE_KINDS,
  DEADLINE_RULES,
  isDeadlineKind,
  type DeadlineKind,
  type DeadlineRule,
  type RuleStatus,
} from "@shared/tools/deadline-rules";
import { countLimitation, PENALTY_KINDS, type PenaltyKind } from "@shared/tools/limitation";
import type { DeadlineAnswer, DeadlineResult, UnderReview } from "@shared/tools/deadline-page";
import type { Db } from "../db";
import { AppError, BadRequestError, ValidationError } from "../lib/errors";
import { createRuleReviewsStorage } from "../storage/holidays.storage";
import type { HolidaysService } from "./holidays.service";
import { seoulDate } from "@shared/lib/dates";
import { systemClock, type Clock } from "../lib/clock";
import { createLawWatchStorage } from "../storage/law-watch.storage";
import { ruleLawId } from "./law-watch-run.service";

export interface EffectiveRule {
  key: DeadlineKind;
  label: string;
  startLabel: string;
  article: string;
  lawName: string;
  lawId: string | null;
  articleCode: string;
  period: DeadlineRule["period"];
  validFrom: string | null;
  lawAsOf: string;
  status: RuleStatus;
  reviewedAt: string | null;
  /** The administrator who reviewed it in the back office; null for a rule confirmed when it shipped. */
  reviewedBy: string | null;
  shippedStatus: RuleStatus;
  holidayExtension: boolean;
  /** A change to the rule's article in force after its last review (the law watch): the rule is needs_review until reviewed again. */
  lawChange: { id: number; effectiveOn: string } | null;
}

export class RuleUnderReviewError extends AppError {
  constructor(
    readonly officePhone: string,
    readonly extra: Record<string, unknown>,
  ) {
    super(409, "RULE_UNDER_REVIEW", "현재 법령 확인 중입니다. 이 기한은 사무실로 문의해 주세요.");
  }
}

export function createToolsService(db: Db, deps: { holidays: HolidaysService; officePhone: () => Promise<string>; clock?: Clock }) {
  const reviews = createRuleReviewsStorage(db);
  const lawWatch = createLawWatchStorage(db);
  const clock = deps.clock ?? systemClock;

  // The effective status: the code's, then the latest review of the rule as the code states it, then any change to
  // its law+article in force after that review (or after the code's own reading of the law): needs_review.
  async function rules(): Promise<EffectiveRule[]> {
    const today = seoulDate(clock());
    const [latestReviews, unresolved, watched] = await Promise.all([reviews.latest(), lawWatch.unresolved(), lawWatch.watched()]);
    const latest = new Map(latestReviews.map((r) => [r.ruleKey, r]));
    const inForce = unresolved.filter((c) => c.kind !== "upcoming" && c.effectiveOn <= today);
    return DEADLINE_KINDS.map((key) => {
      const rule = DEADLINE_RULES[key];
      const review = latest.get(key);
      const current = review && review.lawAsOf === rule.lawAsOf ? review : undefined;
      const since = current ? seoulDate(current.reviewedAt) : (rule.reviewedAt ?? rule.lawAsOf);
      const lawId = ruleLawId(key, watched);
      const change = inForce.find((c) => c.lawId === lawId && c.jo === rule.articleCode && c.effectiveOn > since);
      return {
        key,
        label: rule.label,
        startLabel: rule.startLabel,
        article: rule.article,
        lawName: rule.lawName,
        lawId: rule.lawId,
        articleCode: rule.articleCode,
        period: rule.period,
        validFrom: rule.validFrom,
        lawAsOf: rule.lawAsOf,
        status: change ? "needs_review" : current ? "reviewed" : rule.status,
        reviewedAt: current ? current.reviewedAt.toISOString() : rule.reviewedAt,
        reviewedBy: current ? current.reviewedByName : null,
        shippedStatus: rule.status,
        holidayExtension: rule.holidayExtension,
        lawChange: change ? { id: change.id, effectiveOn: change.effectiveOn } : null,
      };
    });
  }

  return {
    rules,

    async review(keyParam: string, reviewer: { id: number; username: string }) {
      if (!isDeadlineKind(keyParam)) throw new BadRequestError("알 수 없는 기한 규칙입니다.", "UNKNOWN_RULE");
      await reviews.record({
        ruleKey: keyParam,
        lawAsOf: DEADLINE_RULES[keyParam].lawAsOf,
        reviewedBy: reviewer.id,
        reviewedByName: reviewer.username,
        reviewedAt: clock(),
      });
      return (await rules()).find((r) => r.key === keyParam)!;
    },

    async deadline(body: unknown) {
      const input = (body ?? {}) as Record<string, unknown>;
      if (!isDeadlineKind(input.kind))
        throw new ValidationError({ kind: ["계산할 기한의 종류를 골라 주세요."] }, "계산할 기한의 종류를 골라 주세요.");
      const kind = input.kind;
      const start = typeof input.startDate === "string" ? input.startDate : "";
      const rule = DEADLINE_RULES[kind];
      const effective = (await rules()).find((r) => r.key === kind)!;
      const calendar = await deps.holidays.calendar();
      const outcome = countDeadline(rule, start, calendar.holidays, calendar.years);
      if (!outcome.ok) {
        if (outcome.error.code === "CALENDAR_MISSING") {
          throw new AppError(503, "CALENDAR_MISSING", outcome.error.message);
        }
        throw new ValidationError({ startDate: [outcome.error.message] }, outcome.error.message);
      }
      // Public: whether the attorney reviewed it in the back office, never the account's name.
      const ruleOut = {
        key: kind,
        label: rule.label,
        article: rule.article,
        lawAsOf: rule.lawAsOf,
        reviewedAt: effective.reviewedAt,
        reviewedByAttorney: effective.reviewedBy !== null,
        status: effective.status,
      };
      if (effective.status === "needs_review") {
        const extra: Record<string, unknown> = { rule: ruleOut, notes: rule.notes };
        // The guides' protective rule: the unmoved date, shown beside "확인 중" (docs/deadline-tools.md).
        if (rule.protective)
          extra.protective = {
            text: rule.protective,
            start,
            firstCountedDay: outcome.count.firstCountedDay,
            deadline: outcome.count.deadline,
          };
        throw new RuleUnderReviewError(await deps.officePhone(), extra);
      }
      return {
        kind,
        rule: ruleOut,
        ...outcome.count,
        period: rule.period,
        holidayExtension: rule.holidayExtension,
        notes: rule.notes,
        holidaysVersion: calendar.version,
      };
    },

    /** The same answer as a value (the deadline page's data): a date, a rule under review, or a Korean message. */
    async deadlineAnswer(body: unknown): Promise<DeadlineAnswer> {
      try {
        return { status: 200, result: (await this.deadline(body)) as DeadlineResult };
      } catch (error) {
        if (error instanceof RuleUnderReviewError)
          return {
            status: 409,
            review: { code: "RULE_UNDER_REVIEW", message: error.message, officePhone: error.officePhone, ...error.extra } as UnderReview,
          };
        if (error instanceof AppError && (error.status === 400 || error.status === 503))
          return { status: error.status, message: error.message };
        throw error;
      }
    },

    limitation(body: unknown) {
      const input = (body ?? {}) as Record<string, unknown>;
      const penalty = (input.maxPenalty ?? {}) as Record<string, unknown>;
      if (typeof penalty.kind !== "string" || !(PENALTY_KINDS as readonly string[]).includes(penalty.kind)) {
        throw new ValidationError({ maxPenalty: ["법정형의 종류(사형, 무기, 징역·금고, 자격정지, 벌금)를 골라 주세요."] });
      }
      if (penalty.years !== undefined && typeof penalty.years !== "number")
        throw new ValidationError({ maxPenalty: ["법정형의 상한(년)은 숫자로 입력해 주세요."] });
      const outcome = countLimitation(typeof input.offenseEndDate === "string" ? input.offenseEndDate : "", {
        kind: penalty.kind as PenaltyKind,
        years: penalty.years as number | undefined,
      });
      if (!outcome.ok) throw new ValidationError({ [outcome.field]: [outcome.message] }, outcome.message);
      return outcome.result;
    },
  };
}
export type ToolsService = ReturnType<typeof createToolsService>;
