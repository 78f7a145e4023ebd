// Testimonials on the home page: what a client said, shown with a masked name and only with a record of the
// client's consent (when, how, who recorded it). The database refuses a published row without that record too.
import { advertisingIssues } from "./advertising-issues";
import { NUL_MESSAGE, noNul } from "../lib/text-fields";
import { z } from "../lib/zod";
import { MASKED_NAME, MASKED_NAME_MESSAGE } from "../content/masked-name";
import { CONSENT_LIMITS, consentRecordSchema, requireConsentToPublish } from "../content/consent-record";

export const TESTIMONIAL_LIMITS = { quote: 200, clientName: 10, caseType: 30, ...CONSENT_LIMITS } as const;

const capped = (max: number, empty: string, topic: string) =>
  z.string({ error: empty }).trim().min(1, empty).max(max, `${topic} ${max}자 이내로 입력해주세요`).refine(noNul, NUL_MESSAGE);

export const testimonialInputSchema = z
  .object({
    quote: capped(TESTIMONIAL_LIMITS.quote, "후기 내용을 입력해주세요", "후기 내용은"),
    clientName: z.string({ error: "의뢰인 이름을 가려서 입력해주세요 (예: 김○○)" }).trim().regex(MASKED_NAME, MASKED_NAME_MESSAGE),
    caseType: capped(TESTIMONIAL_LIMITS.caseType, "사건 유형을 입력해주세요", "사건 유형은"),
    interviewId: z.number({ error: "인터뷰를 목록에서 골라주세요" }).int().positive().nullable().default(null),
    published: z.boolean({ error: "게시 여부가 올바르지 않습니다" }).default(false),
    consent: consentRecordSchema.nullable().default(null),
  })
  .superRefine((t, ctx) => requireConsentToPublish(t.published, t.consent, ctx));

export type TestimonialValues = z.output<typeof testimonialInputSchema>;

export function testimonialAdvertisingIssues(t: TestimonialValues, specialties: readonly string[]) {
  return advertisingIssues(
    [
      { path: ["quote"], value: t.quote },
      { path: ["caseType"], value: t.caseType },
    ],
    specialties,
  );
}

/** PUT /api/testimonials/order: every testimonial's id, in the new order. */
export const testimonialOrderSchema = z.object({
  ids: z.array(z.number().int().positive(), { error: "순서 목록이 올바르지 않습니다" }).min(1, "순서 목록이 비어 있습니다"),
});

/** A testimonial as the back office sees it. */
export interface AdminTestimonial extends TestimonialValues {
  id: number;
  position: number;
  isSample: boolean;
  updatedAt: string;
}

/** A published testimonial as the home page shows it. */
export interface PublicTestimonial {
  id: number;
  quote: string;
  clientName: string;
  caseType: string;
  interview: { slug: string; title: string } | null;
}

/**
 * The shipped samples (isSample): fictional, so they ship unpublished and without a consent record. They show the
 * attorney what a testimonial looks like in the back office; the home page shows a testimonial only once a real
 * client's words are saved with the record of that client's consent. The labels lead with the matter, not an
 * outcome ("무죄", "승소" invite an unjustified expectation).
 */
export const SAMPLE_TESTIMONIALS: Array<TestimonialValues & { interviewSlug: string | null }> = [
  {
    quote: "약식명령을 받고 막막했는데, 정식재판 청구 기간부터 재판 준비까지 차근차근 설명해 주셔서 버틸 수 있었습니다.",
    clientName: "김○○",
    caseType: "상표법 위반",
    interviewId: null,
    interviewSlug: "maternity-criminal-case-acquittal-process",
    published: false,
    consent: null,
  },
  {
    quote: "가족 사이의 일이라 상담조차 망설였는데, 형사 고소와 민사소송을 어떤 순서로 진행하는지 하나씩 설명을 들을 수 있었습니다.",
    clientName: "박○○",
    caseType: "사기 피해(친족 간)",
    interviewId: null,
    interviewSlug: "family-financial-fraud-legal-consultation-courage",
    published: false,
    consent: null,
  },
  {
    quote: "경찰 출석 전날 급하게 연락드렸는데 조사에 동행해 주셨습니다. 무엇을 말하고 무엇을 말하지 말아야 하는지 알려 주셨어요.",
    clientName: "이○○",
    caseType: "경찰 조사 동행",
    interviewId: null,
    interviewSlug: null,
    published: false,
    consent: null,
  },
];
