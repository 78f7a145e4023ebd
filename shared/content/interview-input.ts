// An interview as the back-office editor saves it: one schema for the editor (client) and the interviews API
// (server). The shared fields are the post editor's; an interview adds the case type, the masked client name and
// the record of the client's consent, without which it cannot be published (the rule testimonials follow).
import { z } from "../lib/zod";
import { POST_DISPLAY_STATUSES } from "./admin-posts";
import { isMaskedName, MASKED_NAME_MESSAGE } from "./masked-name";
import { contentInputFields, requireThumbnailAlt } from "./content-fields";
import { NUL_MESSAGE, noNul, requiredText } from "../lib/text-fields";
import { consentRecordSchema, requireConsentToPublish } from "./consent-record";

export const INTERVIEW_LIMITS = { caseType: 50, clientName: 20 } as const;

export const interviewInputSchema = z
  .object({
    ...contentInputFields,
    caseType: requiredText(INTERVIEW_LIMITS.caseType, "사건 유형을 입력해주세요", "사건 유형은"),
    clientName: requiredText(INTERVIEW_LIMITS.clientName, "의뢰인 이름을 가려서 입력해주세요 (예: 김○○)", "의뢰인 이름은").refine(
      isMaskedName,
      MASKED_NAME_MESSAGE,
    ),
    consent: consentRecordSchema.nullable().default(null),
  })
  .superRefine(requireThumbnailAlt)
  .superRefine((v, ctx) => requireConsentToPublish(v.status === "published", v.consent, ctx));

export type InterviewInput = z.input<typeof interviewInputSchema>;
export type InterviewFields = z.output<typeof interviewInputSchema>;

export const INTERVIEW_LIST_SEARCH_MAX = 100;

/** GET /api/admin/interviews query: "" or "all" means no filter. */
export const interviewListQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(INTERVIEW_LIST_SEARCH_MAX, `검색어는 ${INTERVIEW_LIST_SEARCH_MAX}자 이내로 입력해주세요`)
    .refine(noNul, NUL_MESSAGE)
    .optional()
    .transform((v) => v || undefined),
  status: z
    .union([z.literal(""), z.literal("all"), z.enum(POST_DISPLAY_STATUSES)], { error: "올바른 게시 상태를 선택해주세요" })
    .optional()
    .transform((v) => (v && v !== "all" ? v : undefined)),
});
