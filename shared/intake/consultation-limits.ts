// Caps on every text field of a consultation request (documented in docs/consultation-intake.md). A module
// of its own, free of zod, so the form can show them before its validator has loaded.
export const CONSULTATION_LIMITS = {
  name: 50,
  email: 254,
  content: 5000,
  source: 500,
  /** The requester's own words for a time to avoid. */
  avoidTimeNote: 50,
} as const;

/**
 * The youngest age the office takes a request from: a child under 14 needs a legal guardian's consent
 * (개인정보 보호법 제22조의2), so the guardian asks instead. The oldest age accepted as plausible.
 */
export const CONSULTATION_AGE = { min: 14, max: 120 } as const;

/**
 * The requester confirms being 14 or older, whether or not an age is typed (the age is optional): a child under 14
 * needs a legal guardian's consent (개인정보 보호법 제22조의2), so without this box nothing is stored. Here, not with
 * the validator, so the form shows it without loading zod.
 */
export const AGE_CONFIRMATION_LABEL = `신청하는 분은 만 ${CONSULTATION_AGE.min}세 이상입니다 (필수)`;
