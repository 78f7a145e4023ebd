// Caps on every text field of a consultation request (documented in docs/consultation-intake.md). A module
// of its own, free of zod, so the form can show them before its validator has loaded.
export const CONSULTATION_LIMITS = {
  name: 50,
  email: 254,
  content: 5000,
  source: 500,
} as const;
