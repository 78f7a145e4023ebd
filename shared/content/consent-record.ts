// The record of a client's consent to publish their words (a testimonial, an interview): when it was given, how,
// and who recorded it. Nothing that tells a client's story goes public without all three.
import { z } from "../lib/zod";
import { NUL_MESSAGE, noNul } from "../lib/text-fields";

export const CONSENT_LIMITS = { method: 40, recordedBy: 20 } as const;

const CONSENT_REQUIRED_MESSAGE = "의뢰인의 동의 기록(날짜·방법·기록한 사람)이 있어야 게시할 수 있습니다";

const capped = (max: number, empty: string, topic: string) =>
  z.string({ error: empty }).trim().min(1, empty).max(max, `${topic} ${max}자 이내로 입력해주세요`).refine(noNul, NUL_MESSAGE);

export const consentRecordSchema = z.object({
  date: z
    .string({ error: "동의받은 날짜를 입력해주세요" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "동의받은 날짜를 YYYY-MM-DD 형식으로 입력해주세요")
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), "동의받은 날짜가 올바르지 않습니다"),
  method: capped(CONSENT_LIMITS.method, "동의받은 방법을 입력해주세요 (예: 서면 동의서, 이메일)", "동의 방법은"),
  recordedBy: capped(CONSENT_LIMITS.recordedBy, "동의를 기록한 사람을 입력해주세요", "기록한 사람은"),
});

export type ConsentRecord = z.output<typeof consentRecordSchema>;

/** The publication gate: a published item without a consent record gets the message on its `consent` field. */
export function requireConsentToPublish(published: boolean, consent: ConsentRecord | null, ctx: z.RefinementCtx): void {
  if (published && !consent) ctx.addIssue({ code: "custom", path: ["consent"], message: CONSENT_REQUIRED_MESSAGE });
}

/** The three columns a consent record is stored in, and back. */
export function consentColumns(consent: ConsentRecord | null) {
  return { consentDate: consent?.date ?? null, consentMethod: consent?.method ?? null, consentRecordedBy: consent?.recordedBy ?? null };
}

export function consentFromColumns(row: {
  consentDate: string | null;
  consentMethod: string | null;
  consentRecordedBy: string | null;
}): ConsentRecord | null {
  return row.consentDate && row.consentMethod && row.consentRecordedBy
    ? { date: row.consentDate, method: row.consentMethod, recordedBy: row.consentRecordedBy }
    : null;
}
